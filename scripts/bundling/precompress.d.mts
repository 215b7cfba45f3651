import type { Plugin } from 'rollup';

/** The companions a precompressed file may have (`.br`, `.gz`). */
export const PRECOMPRESSED_EXTENSIONS: readonly string[];

/** Writes a file's brotli and gzip copies beside it, or removes a copy that would be no smaller. */
export function writeCompressedCopies(file: string): Promise<void>;

/** A rollup plugin that writes those copies for every script, stylesheet and page of the output. */
export function precompress(): Plugin;
