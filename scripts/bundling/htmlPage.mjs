// A rollup plugin that writes the storefront's index.html from a template: the entry script,
// modulepreload links for the entry's static imports, and hashed stylesheets. Paths are
// absolute from `publicPath` so deep links (/purchase/x/receipt/y) load the same files.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const PLACEHOLDER = '<!-- drawkit:head -->';

/**
 * `appendCss` gives CSS text kept in modules (the widgets' styles) to add at the end of the last
 * stylesheet, after that file's own rules.
 * @param {{template: string, stylesheets?: string[], publicPath?: string, appendCss?: () => Promise<string>}} options
 * @returns {import('rollup').Plugin}
 */
export function htmlPage({ template, stylesheets = [], publicPath = '/', appendCss }) {
  const base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return {
    name: 'drawkit-html-page',
    buildStart() {
      this.addWatchFile(template);
      for (const sheet of stylesheets) this.addWatchFile(sheet);
    },
    async generateBundle(_options, bundle) {
      const tags = [];
      const appended = appendCss ? await appendCss() : '';
      for (const [index, sheet] of stylesheets.entries()) {
        const own = await readFile(sheet, 'utf8');
        const referenceId = this.emitFile({
          type: 'asset',
          name: path.basename(sheet),
          source: index === stylesheets.length - 1 && appended ? `${own}\n${appended}\n` : own,
        });
        tags.push(`<link rel="stylesheet" href="${base}${this.getFileName(referenceId)}">`);
      }

      const entries = Object.values(bundle).filter((item) => item.type === 'chunk' && item.isEntry);
      if (entries.length !== 1) this.error(`expected one entry chunk, found ${entries.length}`);
      const entry = entries[0];

      // Preload what the entry imports statically so the browser fetches it in parallel.
      for (const file of staticImports(bundle, entry.fileName)) {
        if (file !== entry.fileName) tags.push(`<link rel="modulepreload" href="${base}${file}">`);
      }
      tags.push(`<script type="module" src="${base}${entry.fileName}"></script>`);

      const html = await readFile(template, 'utf8');
      if (!html.includes(PLACEHOLDER)) this.error(`${template} lacks the ${PLACEHOLDER} placeholder`);
      this.emitFile({
        type: 'asset',
        fileName: 'index.html',
        source: html.replace(PLACEHOLDER, tags.join('\n    ')),
      });
    },
  };
}

/** The file and every chunk it reaches through static imports (dynamic imports excluded). */
export function staticImports(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticImports(bundle, imported, seen);
  return seen;
}
