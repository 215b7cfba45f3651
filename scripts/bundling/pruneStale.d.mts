import type { Plugin } from 'rollup';

/** A rollup plugin that deletes files an earlier build left in the output directory (keeping the new files' compressed copies). */
export function pruneStale(options?: { under?: string }): Plugin;
