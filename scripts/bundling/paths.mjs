// Where the builds read from and write to, shared by rollup.config.mjs, start.mjs and size.mjs.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const r = (...parts) => path.join(ROOT, ...parts);

/** Files `rollup -c` writes; `npm start` rebuilds when one is missing or older than a source. */
export const BUILD_OUTPUTS = [
  'sdk/dist/index.js',
  'widgets/dist/index.js',
  'widgets/dist/elements.js',
  'build/elements/drawkit-elements.js',
  'build/host-app/index.html',
];

/** Directories and files whose changes make the bundles stale. */
export const BUILD_SOURCES = [
  'packages/contract/src',
  'sdk/src',
  'widgets/src',
  'host-app/src',
  'host-app/index.html',
  'rollup.config.mjs',
  'scripts/bundling',
  'package-lock.json',
];

/** The storefront's public path; the server serves build/host-app at the origin's root. */
export const HOST_APP_PUBLIC_PATH = '/';
