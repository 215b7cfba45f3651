// A rollup plugin for the Preact build of the elements: @r2wc/react-to-web-component imports
// React's default export (`import o from "react"`), and preact/compat's default export is an
// object of every compat export, so nothing of compat could be tree-shaken from the partner
// script (about 3 KB minified, 0.7 KB gzip). r2wc uses only `createElement` of it (to mount and
// update); its React import resolves to scripts/bundling/r2wcReact.mjs, which has just that.
// Should a new r2wc use more of React's default export, the build stops and says so.
import { fileURLToPath } from 'node:url';

const R2WC = /[\\/]node_modules[\\/]@r2wc[\\/]react-to-web-component[\\/]/;
const PROVIDED = new Set(['createElement']);

/** The members of React's default import that `code` uses; null if it uses the object itself. */
export function reactDefaultMembers(code) {
  const name = /import\s+([\w$]+)\s*(?:,\s*\{[^}]*\})?\s*from\s*["']react["']/.exec(code)?.[1];
  if (!name) return [];
  const escaped = name.replace(/\$/g, '\\$');
  const uses = [...code.matchAll(new RegExp(`(?<![\\w$.])${escaped}(?![\\w$])(\\.[\\w$]+)?`, 'g'))].slice(1);
  return uses.some((m) => !m[1]) ? null : [...new Set(uses.map((m) => m[1].slice(1)))];
}

/** @returns {import('rollup').Plugin} */
export function r2wcReactDefault() {
  const shim = fileURLToPath(new URL('./r2wcReact.mjs', import.meta.url));
  return {
    name: 'drawkit-r2wc-react-default',
    resolveId(source, importer) {
      // `react` before the alias plugin has turned it into `preact/compat`, or after.
      if ((source === 'react' || source === 'preact/compat') && importer && R2WC.test(importer)) return shim;
      return null;
    },
    transform(code, id) {
      if (!R2WC.test(id)) return null;
      const members = reactDefaultMembers(code);
      if (members === null || members.some((m) => !PROVIDED.has(m))) {
        this.error(`@r2wc/react-to-web-component now uses React's default export beyond ${[...PROVIDED].join(', ')}: add it to scripts/bundling/r2wcReact.mjs.`);
      }
      return null;
    },
  };
}
