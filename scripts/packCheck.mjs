#!/usr/bin/env node
// `npm test` step "packages install": packs @drawkit/sdk and @drawkit/widgets as npm would
// publish them (their prepack builds bundles and declarations from a removed dist/), lints each
// tarball (publint, are-the-types-wrong), then installs the tarballs into empty projects outside
// the repository, as a user would, and uses them there:
//   - TypeScript (strict) compiles a file using the public API, with moduleResolution bundler
//     and node16, on React 19 and on React 18;
//   - Node imports the SDK and calls it;
//   - Chromium runs a page bundled from the installed packages (esbuild, React 19 and 18): the
//     widgets render, read a store, take typed input, and the elements entry defines the tags;
//   - Chromium opens a plain HTML page that loads the elements from the installed package
//     (dist/standalone/drawkit-elements.js, no bundler) and checks every tag is defined and
//     <drawkit-purchase> renders.
// The projects live in a temporary folder outside the repo, so nothing resolves from the
// repo's own node_modules. Installs use the npm cache first (--prefer-offline).
//   node scripts/packCheck.mjs            KEEP=1 keeps the temporary folder
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { r } from './bundling/paths.mjs';
import { CHROMIUM_ARGS } from './chromiumFlags.mjs';

const PACKAGES = [
  {
    dir: 'sdk',
    name: '@drawkit/sdk',
    mustShip: ['package.json', 'LICENSE', 'README.md', 'dist/index.js', 'dist/index.d.ts'],
  },
  {
    dir: 'widgets',
    name: '@drawkit/widgets',
    mustShip: [
      'package.json',
      'LICENSE',
      'README.md',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/elements.js',
      'dist/elements.d.ts',
      'dist/standalone/drawkit-elements.js',
    ],
  },
];

// The repo's pinned compilers (STACK.md): the native TypeScript 7 it type-checks with, and the
// JavaScript TypeScript 6 that tools use.
const devDependencies = JSON.parse(readFileSync(r('package.json'), 'utf8')).devDependencies;
const TYPESCRIPT_7 = devDependencies.tsgo.replace(/^npm:typescript@/, '');
const TYPESCRIPT_6 = devDependencies.typescript;
/** The React versions the widgets' peer range promises, each with its types, and a TypeScript
 * each (a React 18 project is likelier to be on the older compiler). */
const REACT_PROJECTS = [
  { name: 'react19', react: '19.3.1', types: '19.3.0', typesDom: '19.3.0', typescript: TYPESCRIPT_7 },
  { name: 'react18', react: '18.3.1', types: '18.3.31', typesDom: '18.3.7', typescript: TYPESCRIPT_6 },
];
const TAGS = ['drawkit-purchase', 'drawkit-ticket-builder', 'drawkit-raffle', 'drawkit-results', 'drawkit-daily-winners'];

const checked = [];
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'drawkit-pack-check-'));
const tarballs = join(work, 'tarballs');
mkdirSync(tarballs);

function fail(message) {
  console.error(`\npack check failed: ${message}`);
  console.error(`(work folder kept: ${work})`);
  process.exit(1);
}

function run(label, cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`${label} exited with ${result.status ?? result.signal}`);
}

/** Like run, in the background (the two projects install and compile side by side): the output
 * is printed only when the command fails, so parallel steps do not interleave. */
function runQuietly(label, cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      if (code !== 0) {
        process.stdout.write(output);
        fail(`${label} exited with ${code ?? signal}`);
      }
      resolve(output);
    });
  });
}

function ok(line) {
  checked.push(line);
  console.log(`  ok  ${line} (at ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

// ── pack ──────────────────────────────────────────────────────────────────────────────────
for (const pkg of PACKAGES) {
  // Packing from an empty dist/ shows the prepack alone builds everything the tarball ships.
  rmSync(r(pkg.dir, 'dist'), { recursive: true, force: true });
  console.log(`\n── npm pack ${pkg.name} (prepack builds dist/) ──`);
  run(`npm pack ${pkg.dir}`, 'npm', ['pack', '--pack-destination', tarballs, '--loglevel=warn'], { cwd: r(pkg.dir) });
  const manifest = JSON.parse(readFileSync(r(pkg.dir, 'package.json'), 'utf8'));
  pkg.version = manifest.version;
  pkg.tarball = join(tarballs, `${pkg.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`);
  if (!existsSync(pkg.tarball)) fail(`npm pack wrote no ${pkg.tarball}`);

  const listing = spawnSync('tar', ['-tzvf', pkg.tarball], { encoding: 'utf8' });
  if (listing.status !== 0) fail(`cannot list ${pkg.tarball}`);
  pkg.files = listing.stdout
    .trim()
    .split('\n')
    .map((line) => {
      const parts = line.trim().split(/\s+/);
      return { size: Number(parts[2]), path: parts.slice(5).join(' ').replace(/^package\//, '') };
    });
  const paths = new Set(pkg.files.map((file) => file.path));
  const missing = pkg.mustShip.filter((path) => !paths.has(path));
  if (missing.length > 0) fail(`${pkg.name} tarball lacks ${missing.join(', ')}`);
  const stray = [...paths].filter((path) => /(^|\/)(src|__tests__|build|temp|etc)\//.test(path) || path.endsWith('.tsbuildinfo'));
  if (stray.length > 0) fail(`${pkg.name} tarball ships files it should not: ${stray.slice(0, 5).join(', ')}`);

  const shipped = JSON.parse(spawnSync('tar', ['-xzOf', pkg.tarball, 'package/package.json'], { encoding: 'utf8' }).stdout);
  const runtime = { ...shipped.dependencies, ...shipped.peerDependencies };
  if ('@drawkit/contract' in runtime) fail(`${pkg.name} depends on the private @drawkit/contract (it is bundled into dist)`);
  // A dependency on another Drawkit package must name a version that is published beside it.
  for (const [dependency, range] of Object.entries(runtime)) {
    const packed = PACKAGES.find((other) => other.name === dependency);
    if (dependency.startsWith('@drawkit/') && range !== packed?.version) fail(`${pkg.name} depends on ${dependency}@${range}, not a version packed here`);
  }
  for (const field of ['license', 'repository', 'engines', 'types']) if (!shipped[field]) fail(`${pkg.name} package.json has no "${field}"`);
  ok(`${pkg.name}: tarball has ${pkg.mustShip.join(', ')}; no private dependency; license, repository, engines, types set`);
}

// ── lint the tarballs ─────────────────────────────────────────────────────────────────────
for (const pkg of PACKAGES) {
  console.log(`\n── publint, are-the-types-wrong: ${pkg.name} ──`);
  run(`publint ${pkg.name}`, process.execPath, [r('node_modules/publint/src/cli.js'), '--strict', pkg.tarball]);
  // ESM-only packages: CommonJS `require` and node10 resolution are out of scope by design.
  // --no-definitely-typed: the packages carry their own types; do not look up @types on the registry.
  run(`attw ${pkg.name}`, process.execPath, [r('node_modules/@arethetypeswrong/cli/dist/index.js'), pkg.tarball, '--profile', 'esm-only', '--no-definitely-typed', '--format', 'table-flipped', '--no-emoji', '--no-color']);
  ok(`${pkg.name}: publint --strict and attw --profile esm-only clean`);
}

// ── empty projects that install the tarballs ─────────────────────────────────────────────
const [sdkPackage, widgetsPackage] = PACKAGES;
const CONSUMER_TS = `// A user's file: every public entry point, used as the READMEs show.
import { createDrawkit, formatMoney, isApiError, type DrawkitClient, type Money } from '@drawkit/sdk';
import { Cart, DrawkitProvider, NotificationStack, TicketBuilder, drawkitStyles, useDrawkit, useStore, type CartProps } from '@drawkit/widgets';
import { DRAWKIT_ELEMENTS, DrawkitPurchaseElement, adoptDrawkitStyles, defineDrawkitElements, type DrawkitPurchaseCompleteDetail } from '@drawkit/widgets/elements';
import type { ReactNode } from 'react';

export const client: DrawkitClient = createDrawkit({ discoveryUrl: 'https://shop.example.com/discover', appKey: 'drawkit-storefront' });
const price: Money = { amount: 1250, currency: 'AUD' };
export const label: string = formatMoney(price);
export const isApi: boolean = isApiError(new Error('x'));
export const css: string = drawkitStyles;

function CartCount(): ReactNode {
  const drawkit = useDrawkit();
  const count = useStore(drawkit.cart, (state) => state.cart?.cartItems.length ?? 0);
  return <span>{count}</span>;
}

const onCheckout: NonNullable<CartProps['onCheckout']> = () => undefined;
export function Shop(): ReactNode {
  return (
    <DrawkitProvider client={client}>
      <CartCount />
      <TicketBuilder offerKey="super_jackpot_lottery" onAdded={() => undefined} />
      <Cart onCheckout={onCheckout} />
      <NotificationStack />
    </DrawkitProvider>
  );
}

defineDrawkitElements();
const tag: typeof DrawkitPurchaseElement = DRAWKIT_ELEMENTS['drawkit-purchase'];
export const element: DrawkitPurchaseElement | null = document.querySelector('drawkit-purchase');
element?.addEventListener('drawkit:purchase-complete', (event) => {
  const detail: DrawkitPurchaseCompleteDetail = event.detail;
  console.log(detail.checkoutId, formatMoney(detail.total), tag.name);
});
document.addEventListener('drawkit:cart-change', (event) => console.log(event.detail.cart));
export const adopted: boolean = adoptDrawkitStyles(document);
`;

const BROWSER_TSX = `// The React page the pack check opens: widgets and the elements entry, from the installed packages.
import { createDrawkit, formatMoney } from '@drawkit/sdk';
import { CodeCells, DrawkitProvider, Money, NotificationStack, drawkitStyles, notificationStyles } from '@drawkit/widgets';
import { defineDrawkitElements } from '@drawkit/widgets/elements';
import { useState, version } from 'react';
import { createRoot } from 'react-dom/client';

const client = createDrawkit({ discoveryUrl: \`\${location.origin}/discover\`, appKey: 'pack-check' });
const sheet = new CSSStyleSheet();
sheet.replaceSync(drawkitStyles + notificationStyles);
document.adoptedStyleSheets = [sheet];

function App() {
  const [digits, setDigits] = useState(['', '', '', '', '', '']);
  const [code, setCode] = useState('');
  return (
    <DrawkitProvider client={client}>
      <p id="react-version">{version}</p>
      <p id="money"><Money value={{ amount: 1250, currency: 'AUD' }} /></p>
      <CodeCells digits={digits} onChange={setDigits} onComplete={setCode} />
      <p id="code">{code}</p>
      <NotificationStack />
    </DrawkitProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
defineDrawkitElements();
Object.assign(window, { packCheck: { client, formatMoney } });
`;

const NODE_SMOKE = `// Node imports the installed SDK and uses it (no network: createDrawkit calls nothing).
import { createDrawkit, formatMoney } from '@drawkit/sdk';
const client = createDrawkit({ discoveryUrl: 'http://127.0.0.1:9/discover', appKey: 'pack-check' });
const label = formatMoney({ amount: 1250, currency: 'AUD' });
if (label !== '$12.50') throw new Error('formatMoney gave ' + label);
if (typeof client.cart.getState().addItem !== 'function') throw new Error('no cart store');
client.dispose();
console.log('node ' + process.version + ': @drawkit/sdk imported, formatMoney ' + label);
`;

const tsconfig = (compilerOptions) =>
  JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        types: [],
        ...compilerOptions,
      },
      include: ['src/app.tsx'],
    },
    null,
    2,
  );

function writeProject(project) {
  const dir = join(work, project.name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify(
      {
        name: `drawkit-pack-check-${project.name}`,
        private: true,
        type: 'module',
        dependencies: {
          [sdkPackage.name]: `file:${sdkPackage.tarball}`,
          [widgetsPackage.name]: `file:${widgetsPackage.tarball}`,
          react: project.react,
          'react-dom': project.react,
        },
        devDependencies: { '@types/react': project.types, '@types/react-dom': project.typesDom, typescript: project.typescript },
      },
      null,
      2,
    ),
  );
  // The bundler build also checks the installed declaration files themselves (skipLibCheck off:
  // the slow part, so once); both check this project's use of them.
  writeFileSync(
    join(dir, 'tsconfig.bundler.json'),
    tsconfig({ module: 'preserve', moduleResolution: 'bundler', noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true, skipLibCheck: false }),
  );
  writeFileSync(join(dir, 'tsconfig.node16.json'), tsconfig({ module: 'node16', moduleResolution: 'node16', skipLibCheck: true }));
  writeFileSync(join(dir, 'src', 'app.tsx'), CONSUMER_TS);
  writeFileSync(join(dir, 'src', 'browser.tsx'), BROWSER_TSX);
  writeFileSync(join(dir, 'src', 'node-smoke.mjs'), NODE_SMOKE);
  writeFileSync(join(dir, 'react.html'), '<!doctype html>\n<meta charset="utf-8">\n<title>React page</title>\n<div id="root"></div>\n<drawkit-purchase partner="demo-partner"></drawkit-purchase>\n<script type="module" src="./dist/browser.js"></script>\n');
  // A partner's page with no bundler: one script tag from the installed package.
  writeFileSync(
    join(dir, 'plain.html'),
    '<!doctype html>\n<meta charset="utf-8">\n<title>Plain page</title>\n<script type="module" src="./node_modules/@drawkit/widgets/dist/standalone/drawkit-elements.js"></script>\n<drawkit-purchase partner="demo-partner"></drawkit-purchase>\n',
  );
  return dir;
}

async function installAndCompile(project) {
  project.dir = writeProject(project);
  await runQuietly(`npm install in ${project.name}`, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: project.dir });
  const installed = JSON.parse(readFileSync(join(project.dir, 'node_modules/react/package.json'), 'utf8')).version;
  if (installed !== project.react) fail(`${project.name} installed react ${installed}`);
  for (const pkg of PACKAGES) {
    const version = JSON.parse(readFileSync(join(project.dir, 'node_modules', pkg.name, 'package.json'), 'utf8')).version;
    if (version !== pkg.version) fail(`${project.name} installed ${pkg.name} ${version}, not the tarball's ${pkg.version}`);
  }
  if (existsSync(join(project.dir, 'node_modules/@drawkit/contract'))) fail(`${project.name} installed @drawkit/contract`);
  ok(`${project.name}: npm install put the two tarballs beside react ${project.react} and typescript ${project.typescript}, nothing else of @drawkit`);

  for (const mode of ['bundler', 'node16']) {
    await runQuietly(`tsc (${project.name}, ${mode})`, process.execPath, [join(project.dir, 'node_modules/typescript/bin/tsc'), '-p', `tsconfig.${mode}.json`], { cwd: project.dir });
  }
  ok(`${project.name}: tsc ${project.typescript} --strict compiles the sdk, widgets and elements API (moduleResolution bundler with skipLibCheck off, and node16)`);
}

console.log(`\n── empty projects: ${REACT_PROJECTS.map((project) => `${project.name} (react ${project.react})`).join(', ')}: npm install, tsc ──`);
await Promise.all(REACT_PROJECTS.map(installAndCompile));

const [react19] = REACT_PROJECTS;
run('node smoke test', process.execPath, ['src/node-smoke.mjs'], { cwd: react19.dir });
ok(`Node ${process.version}: imports @drawkit/sdk from the installed package and calls it`);

// ── the browser ───────────────────────────────────────────────────────────────────────────
for (const project of REACT_PROJECTS) {
  // The user's bundler; it resolves from the project only (the work folder is outside the repo).
  await build({
    absWorkingDir: project.dir,
    entryPoints: ['src/browser.tsx'],
    outfile: join(project.dir, 'dist/browser.js'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    // React's development build, so its warnings (unknown props, refs) reach the console.
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'warning',
  }).catch((error) => fail(`esbuild could not bundle ${project.name}: ${error.message}`));
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.json': 'application/json' };
/** Serves the work folder; anything else (the elements' /discover) is a 404, as no shop runs here. */
const server = createServer((request, response) => {
  const path = normalize(join(work, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
  if (!path.startsWith(work + sep) || !existsSync(path) || !statSync(path).isFile()) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"messages":[]}');
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
  createReadStream(path).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  /** Opens a page, failing on any uncaught error or console error except the expected 404s. */
  async function open(url) {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The shop is not running here: the elements' discovery request answers 404.
      if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
      problems.push(`console.error: ${message.text()}`);
    });
    await page.goto(url);
    return { page, problems };
  }

  async function definedTags(page) {
    await page.waitForFunction((tags) => tags.every((tag) => customElements.get(tag)), TAGS, { timeout: 10_000 });
    return page.evaluate((tags) => tags.filter((tag) => customElements.get(tag)), TAGS);
  }

  /** <drawkit-purchase> rendered into its shadow root (without a shop: its "cannot load" notice). */
  async function purchaseRendered(page) {
    await page.waitForFunction(() => (document.querySelector('drawkit-purchase')?.shadowRoot?.textContent ?? '').trim().length > 0, undefined, { timeout: 10_000 });
    return page.evaluate(() => document.querySelector('drawkit-purchase').shadowRoot.textContent.trim().replace(/\s+/g, ' ').slice(0, 100));
  }

  for (const project of REACT_PROJECTS) {
    const { page, problems } = await open(`${origin}/${project.name}/react.html`);
    const version = await page.locator('#react-version').textContent({ timeout: 10_000 });
    if (version !== project.react) fail(`${project.name} page runs React ${version}`);
    const money = await page.locator('#money').textContent();
    if (money !== '$12.50') fail(`${project.name}: <Money> rendered "${money}"`);
    // The store bridge: a notification pushed into the client's store shows in the stack.
    await page.evaluate(() => window.packCheck.client.notifications.getState().notify({ message: 'Installed from the tarball', level: 'success' }));
    await page.getByText('Installed from the tarball').waitFor({ timeout: 5_000 });
    // Refs, focus and state: typing moves cell to cell and completes the code.
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type('123456');
    await page.locator('#code', { hasText: '123456' }).waitFor({ timeout: 5_000 });
    const tags = await definedTags(page);
    const shown = await purchaseRendered(page);
    if (problems.length > 0) fail(`${project.name} page:\n  ${problems.join('\n  ')}`);
    ok(`${project.name}: Chromium runs the bundled page on React ${version}: <Money> "${money}", a store notification shows, <CodeCells> completes "123456", the elements entry defines ${tags.length} tags and <drawkit-purchase> renders ("${shown}")`);
    await page.close();
  }

  const { page, problems } = await open(`${origin}/${react19.name}/plain.html`);
  const tags = await definedTags(page);
  const shown = await purchaseRendered(page);
  if (problems.length > 0) fail(`plain page:\n  ${problems.join('\n  ')}`);
  ok(`plain HTML page: one <script type=module> from node_modules/@drawkit/widgets/dist/standalone defines ${tags.join(', ')}; <drawkit-purchase> renders ("${shown}")`);
} finally {
  await browser.close();
  server.close();
}

// ── summary ───────────────────────────────────────────────────────────────────────────────
console.log('\n── packages ──');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const pkg of PACKAGES) {
  const unpacked = pkg.files.reduce((sum, file) => sum + file.size, 0);
  console.log(`${`${pkg.name}@${pkg.version}`.padEnd(26)} tarball ${kb(statSync(pkg.tarball).size).padStart(9)}, unpacked ${kb(unpacked).padStart(9)}, ${pkg.files.length} files`);
}
console.log(`\npack check: ${checked.length} checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (process.env.KEEP) console.log(`work folder kept: ${work}`);
else rmSync(work, { recursive: true, force: true });
