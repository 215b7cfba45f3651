// Deletes files a previous build left in an output directory (old hashed chunks), after the new
// files are written, so a server reading the directory never sees it half-empty. A file's
// compressed copies (precompress.mjs) stay while the file does.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PRECOMPRESSED_EXTENSIONS } from './precompress.mjs';

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
      const written = Object.keys(bundle).map((fileName) => path.resolve(options.dir, fileName));
      const keep = new Set(written.flatMap((file) => [file, ...PRECOMPRESSED_EXTENSIONS.map((extension) => `${file}${extension}`)]));
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
