// Writes a second copy of a build's chunks into another folder, without building twice: the
// partner script goes to build/elements (served by the shop, with compressed copies) and to
// widgets/dist/standalone (shipped in the npm package, for pages without a bundler). Files of an
// earlier build that this one did not write are removed from the copy.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * @param {{dir: string}} options the folder the copy goes to (only this plugin writes there)
 * @returns {import('rollup').Plugin}
 */
export function mirrorOutput({ dir }) {
  return {
    name: 'drawkit-mirror-output',
    async writeBundle(_options, bundle) {
      await mkdir(dir, { recursive: true });
      const written = new Set();
      for (const [fileName, file] of Object.entries(bundle)) {
        if (file.type !== 'chunk') continue;
        await mkdir(path.dirname(path.join(dir, fileName)), { recursive: true });
        await writeFile(path.join(dir, fileName), file.code);
        written.add(fileName);
      }
      for (const entry of await readdir(dir)) {
        if (!written.has(entry)) await rm(path.join(dir, entry), { recursive: true, force: true });
      }
    },
  };
}
