// JSX for the Preact builds: `createElement(type, props, ...children)` calls instead of the
// automatic runtime's `jsx(type, {...props, children: [...]})`, which spells `children:[` out
// for every element with content (175 B gzip of the partner script). esbuild's classic transform
// names the factory without importing it; this plugin adds the import to each of our .tsx
// modules, after the transform (at the end: imports are hoisted, and no line moves).
import { readFileSync } from 'node:fs';
import { r } from './paths.mjs';

const FACTORY = '__dkCreateElement';
const FRAGMENT = '__dkFragment';

/** esbuild's TypeScript settings for the Preact builds: the project's, with classic JSX through the factory above. */
export function preactJsxTsconfig() {
  const { compilerOptions } = JSON.parse(readFileSync(r('tsconfig.base.json'), 'utf8'));
  return { compilerOptions: { ...compilerOptions, jsx: 'react', jsxFactory: FACTORY, jsxFragmentFactory: FRAGMENT } };
}

/** @returns {import('rollup').Plugin} */
export function preactJsxFactory() {
  return {
    name: 'drawkit-preact-jsx-factory',
    transform(code, id) {
      if (!id.endsWith('.tsx') || id.includes('/node_modules/')) return null;
      return { code: `${code}\nimport { createElement as ${FACTORY}, Fragment as ${FRAGMENT} } from 'preact';\n`, map: null };
    },
  };
}
