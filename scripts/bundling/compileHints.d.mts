import type { Plugin } from 'rollup';

/** The first line that asks V8 to compile every function of a file as it streams in. */
export const COMPILE_HINT: string;

/** A rollup plugin that starts each entry chunk, and the chunks it imports statically, with {@link COMPILE_HINT}. */
export function compileHints(): Plugin;
