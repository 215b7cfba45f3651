// Deletes files a previous build left in an output directory (old hashed chunks), after the new
// files are written, so a server reading the directory never sees it half-empty.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * @param {{under?: string}} [options] prune only this subfolder of the output directory (e.g.
 *   `chunks`, when the directory also holds files other tools write, like `.d.ts` rollups)
 * @returns {import('rollup').Plugin}
 */
export function pruneStale({ under = '.' } = {}) {
  return {
    name: 'drawkit-prune-stale',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      const keep = new Set(Object.keys(bundle).map((fileName) => path.resolve(options.dir, fileName)));
      const root = path.resolve(options.dir, under);
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const file = path.resolve(entry.parentPath, entry.name);
        if (entry.isFile() && !keep.has(file)) await rm(file);
      }
    },
  };
}
