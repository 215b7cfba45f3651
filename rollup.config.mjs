// One `rollup -c` builds every bundle from TypeScript source (esbuild transforms, no type
// checking: `npm run typecheck` does that):
//   sdk/dist/index.js                      the SDK for npm users (ky, zustand external)
//   widgets/dist/{index,elements}.js       React widgets and elements for npm users
//   build/elements/drawkit-elements.js     the partner script: widgets on Preact, all bundled
//                                          (copied to widgets/dist/standalone/ for the npm package)
//   build/host-app/                        the storefront: React components on preact/compat,
//                                          lazy route chunks, index.html, and its stylesheet
//                                          with the widgets' CSS appended
// The two build/ outputs also get a .br and a .gz copy of each file, which the server sends, and
// the scripts a page runs as it opens start with V8's compile hint (scripts/bundling/compileHints.mjs).
// `--configOnly=sdk,widgets,elements,host-app` builds only those (a package's prepack).
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { compileHints } from './scripts/bundling/compileHints.mjs';
import { cssTemplates, minifyCss } from './scripts/bundling/minifyCss.mjs';
import { htmlPage } from './scripts/bundling/htmlPage.mjs';
import { mirrorOutput } from './scripts/bundling/mirrorOutput.mjs';
import { HOST_APP_PUBLIC_PATH, r } from './scripts/bundling/paths.mjs';
import { precompress } from './scripts/bundling/precompress.mjs';
import { preactJsxFactory, preactJsxTsconfig } from './scripts/bundling/preactJsx.mjs';
import { pruneStale } from './scripts/bundling/pruneStale.mjs';
import { r2wcReactDefault } from './scripts/bundling/r2wcReactDefault.mjs';

const TARGET = 'es2022';

/** Workspace packages resolve to their src/ through the `drawkit-source` condition. */
const resolve = () =>
  nodeResolve({
    exportConditions: ['drawkit-source', 'browser', 'module', 'import', 'default'],
    extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    browser: true,
  });

const typescript = ({ sourceMap = false } = {}) =>
  esbuild({
    include: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    target: TARGET,
    jsx: 'automatic',
    tsconfig: r('tsconfig.base.json'),
    sourceMap,
  });

/** The Preact builds' TypeScript: JSX as `createElement` calls (scripts/bundling/preactJsx.mjs). */
const preactTypescript = () => [
  esbuild({ include: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, target: TARGET, tsconfigRaw: preactJsxTsconfig() }),
  preactJsxFactory(),
];

const production = () =>
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production') },
  });

const minify = () =>
  terser({
    module: true,
    ecma: 2020,
    // A third pass, and inlining only functions without parameters: both make the output smaller
    // once gzipped (the partner script 58 B, 2026-12-03); V8 inlines hot calls at run time anyway.
    compress: { passes: 3, inline: 1 },
    // Keep the licence headers (`@license`, `/*!`) of bundled dependencies, drop the rest.
    format: { comments: 'some' },
  });

/** Bare imports a library build leaves to the user's bundler. */
const externalOf = (packages) => (id) => packages.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The storefront's Preact build: every React entry point its components and React Router import
 * goes to preact/compat, `react` itself to compat plus what React Router needs of React 19
 * (scripts/bundling/preactReact.mjs).
 */
const preactAliases = (react) => [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: react },
];

/**
 * The partner script's React: every React entry point to Preact's core and hooks without compat
 * (scripts/bundling/elementsReact.mjs), so that any import it lacks stops the build rather than
 * bundling React itself from node_modules.
 */
const elementsReactAliases = () =>
  ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'].map((name) => ({
    find: new RegExp(`^${name.replace('/', '\\/')}$`),
    replacement: r('scripts/bundling/elementsReact.mjs'),
  }));

/** Rollup's warnings, minus dependencies' noise ("use client" directives, internal import cycles). */
function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('/node_modules/'))) return;
  warn(warning);
}

/**
 * The widgets' CSS the storefront draws with (every widget's, and the notifications'), read from
 * their modules at build time. It goes in the storefront's stylesheet, after the storefront's own
 * rules as the adopted sheets came after them: the browser parses it as the file arrives, while
 * the scripts download, rather than in the entry's first task (about 6 ms, up to 18, at 4× CPU as
 * a constructed sheet: docs/performance.md), and the entry no longer carries the text.
 */
async function storefrontWidgetCss() {
  const { tsImport } = await import('tsx/esm/api');
  const [{ drawkitStyles }, { notificationStyles }] = await Promise.all([
    tsImport(r('widgets/src/styles/drawkitStyles.ts'), import.meta.url),
    tsImport(r('widgets/src/styles/signIn.ts'), import.meta.url),
  ]);
  return minifyCss(`${drawkitStyles}\n${notificationStyles}`);
}

/** The SDK's lazily loaded form schemas (sdk/src/forms/validateForm.ts). */
const FORM_SCHEMAS = '@drawkit/contract/forms';

/** @type {Record<string, import('rollup').RollupOptions | import('rollup').RollupOptions[]>} */
const builds = {
  sdk: [
    {
      input: r('sdk/src/index.ts'),
      // The form schemas (zod/mini) stay out: validateForm imports them on first use from the file beside.
      external: (id) => id === FORM_SCHEMAS || externalOf(['ky', 'zustand'])(id),
      plugins: [resolve(), typescript({ sourceMap: true })],
      // One file for npm users: the results store's lazily imported actions are inlined (a bundler splits the app's own code).
      output: {
        file: r('sdk/dist/index.js'),
        format: 'es',
        sourcemap: true,
        inlineDynamicImports: true,
        paths: { [FORM_SCHEMAS]: './formSchemas.js' },
      },
      onwarn,
    },
    {
      // The contract's form schemas with zod/mini bundled: what sdk/dist/index.js loads lazily.
      input: r('packages/contract/src/schemas/forms.ts'),
      plugins: [resolve(), typescript({ sourceMap: true })],
      output: { file: r('sdk/dist/formSchemas.js'), format: 'es', sourcemap: true },
      onwarn,
    },
  ],
  widgets: {
    input: { index: r('widgets/src/index.ts'), elements: r('widgets/src/elements/index.ts') },
    external: externalOf(['react', 'react-dom', '@drawkit/sdk', '@r2wc/react-to-web-component', '@r2wc/core']),
    plugins: [resolve(), cssTemplates(), typescript({ sourceMap: true }), pruneStale({ under: 'chunks' })],
    output: {
      dir: r('widgets/dist'),
      format: 'es',
      sourcemap: true,
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
    },
    onwarn,
  },
  elements: {
    input: { 'drawkit-elements': r('widgets/src/elements/standalone.ts') },
    plugins: [
      r2wcReactDefault(),
      alias({ entries: elementsReactAliases() }),
      production(),
      resolve(),
      commonjs(),
      cssTemplates(),
      ...preactTypescript(),
      minify(),
      compileHints(),
      pruneStale(),
      precompress(),
      mirrorOutput({ dir: r('widgets/dist/standalone') }),
    ],
    output: {
      // Flat: the server serves every file of build/elements at the origin's root path.
      dir: r('build/elements'),
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'drawkit-[name]-[hash].js',
    },
    onwarn,
  },
  'host-app': {
    input: { main: r('host-app/src/main.tsx') },
    plugins: [
      alias({ entries: preactAliases(r('scripts/bundling/preactReact.mjs')) }),
      production(),
      resolve(),
      commonjs(),
      cssTemplates(),
      ...preactTypescript(),
      minify(),
      compileHints(),
      htmlPage({
        template: r('host-app/index.html'),
        stylesheets: [r('host-app/src/styles/storefront.css')],
        appendCss: storefrontWidgetCss,
        publicPath: HOST_APP_PUBLIC_PATH,
      }),
      pruneStale(),
      precompress(),
    ],
    output: {
      dir: r('build/host-app'),
      format: 'es',
      entryFileNames: 'assets/[name]-[hash].js',
      chunkFileNames: 'assets/[name]-[hash].js',
      assetFileNames: 'assets/[name]-[hash][extname]',
      // Libraries change less often than the app: their own files stay cached across releases
      // (and terser minifies the chunks in parallel).
      manualChunks(id) {
        if (/\/node_modules\/preact\//.test(id) || id.endsWith('/preactReact.mjs')) return 'preact';
        if (/\/node_modules\/(react-router|@remix-run|cookie|set-cookie-parser)\//.test(id)) return 'react-router';
        return undefined;
      },
    },
    onwarn,
  },
};

/** @param {{configOnly?: string}} args */
export default function config(args) {
  const only = args.configOnly ? String(args.configOnly).split(',') : Object.keys(builds);
  const unknown = only.filter((name) => !(name in builds));
  if (unknown.length > 0) throw new Error(`--configOnly: no build named ${unknown.join(', ')} (builds: ${Object.keys(builds).join(', ')})`);
  return only.flatMap((name) => builds[name]);
}
