#!/usr/bin/env node
// `npm start`: the demo. Rebuild the bundles when they are missing or older than their sources,
// then run the Drawkit server in demo mode (API, storefront, partner script, the partner example
// on a second port, the dev mailbox and the sandbox gateway, on the embedded database with demo
// accounts), listening on 127.0.0.1 only. Environment variables pass through: PORT,
// EXAMPLES_PORT, PUBLIC_ORIGIN, DATA_DIR, DATABASE_URL, STATIC_ROOT. Ctrl-C (or SIGTERM) is
// forwarded to the server. The production start is `NODE_ENV=production npm run serve`.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { ROOT, r } from './bundling/paths.mjs';
import { staleReason } from './bundling/staleBundles.mjs';

// The demo's dev mailbox shows every account's codes: it is never what NODE_ENV=production runs.
if (process.env.NODE_ENV === 'production') {
  console.error(
    'npm start is the demo (loopback only, dev mailbox, demo accounts) and does not run with NODE_ENV=production. ' +
      'For a public server run NODE_ENV=production npm run serve (README "Production").',
  );
  process.exit(1);
}

const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const reason = process.env.DRAWKIT_SKIP_BUILD === '1' ? null : staleReason();
if (reason) {
  console.log(`Building bundles (${reason})…`);
  const buildStarted = performance.now();
  const build = spawnSync(process.execPath, [r('node_modules/rollup/dist/bin/rollup'), '-c', r('rollup.config.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error(`Build failed (exit ${build.status ?? build.signal}); not starting the server.`);
    process.exit(build.status ?? 1);
  }
  console.log(`Built bundles in ${seconds(buildStarted)}.`);
} else {
  console.log('Bundles are up to date.');
}

const serverStarted = performance.now();
const server = spawn(
  process.execPath,
  ['--conditions=drawkit-source', '--import', 'tsx', r('packages/api-server/src/main.ts')],
  { cwd: ROOT, env: process.env, stdio: ['inherit', 'pipe', 'inherit'] },
);

// Pass the server's output through, and time how long it took to start listening.
let reportedReady = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!reportedReady && chunk.toString().includes('Drawkit shop on')) {
    reportedReady = true;
    console.log(`Server listening after ${seconds(serverStarted)} (${seconds(started)} since npm start).`);
  }
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

// Exit as the server did: its code, or 128 + the signal number that stopped it.
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1));
});
