// Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each script,
// stylesheet and page a build wrote, so the server sends compressed files without compressing
// anything per request (@fastify/static `preCompressed`, packages/api-server/src/http/staticSite.ts).
// A copy no smaller than its file is not written (and an old one is removed), so the server
// sends the file itself.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The companions a precompressed file may have; pruneStale keeps them beside their file. */
export const PRECOMPRESSED_EXTENSIONS = ['.br', '.gz'];

const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|map)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const CODERS = {
  '.br': (source) =>
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  '.gz': (source) => gzipAsync(source, { level: 9 }),
};

/** @returns {import('rollup').Plugin} */
export function precompress() {
  return {
    name: 'drawkit-precompress',
    writeBundle: {
      // After every file is on disk (the HTML page is emitted last).
      sequential: true,
      order: 'post',
      async handler(options, bundle) {
        if (!options.dir) return;
        const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
        await Promise.all(files.map((fileName) => writeCompressedCopies(path.resolve(options.dir, fileName))));
      },
    },
  };
}

/**
 * Writes `file`'s compressed copies beside it, or removes a copy that would be no smaller.
 * @param {string} file
 */
export async function writeCompressedCopies(file) {
  const source = await readFile(file);
  await Promise.all(
    PRECOMPRESSED_EXTENSIONS.map(async (extension) => {
      const copy = await CODERS[extension](source);
      if (copy.length < source.length) await writeFile(`${file}${extension}`, copy);
      else await rm(`${file}${extension}`, { force: true });
    }),
  );
}
