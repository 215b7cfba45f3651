// The shop as the benchmark runs it: main.ts in a child process (WORKERS=n) on a fresh PostgreSQL
// database and Redis, stopped with SIGTERM as an operator would.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import pg from 'pg';
import { ROOT, r } from '../../bundling/paths.mjs';

/** PostgreSQL to create bench databases on: DATABASE_URL, or the machine's. */
export const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Redis for the rate limits every process shares: REDIS_URL, or the machine's. */
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const MAIN = r('packages/api-server/src/main.ts');

/** Settings a production start refuses or that must not leak from the caller's shell into a bench server. */
const NOT_INHERITED = [
  'NODE_ENV', 'WORKERS', 'PORT', 'HOST', 'EXAMPLES_PORT', 'PUBLIC_ORIGIN', 'DATA_DIR', 'DATABASE_URL', 'REDIS_URL',
  'DRAWKIT_TEST_CLOCK', 'DRAWKIT_FAULT_INJECTION', 'DRAWKIT_DEV_MAILBOX', 'DRAWKIT_DEMO_ACCOUNTS', 'PAYMENT_GATEWAY',
  'DRAWKIT_JWT_SECRET', 'TRUST_PROXY', 'STATIC_ROOT',
];

async function adminQuery(adminUrl, query) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

/** A new empty database on the admin URL's server; `drop()` removes it. */
export async function freshDatabase(adminUrl = ADMIN_URL, prefix = 'drawkit_bench') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

/** "PostgreSQL 16.4 at 127.0.0.1:5432", for the report. */
export async function postgresVersion(adminUrl = ADMIN_URL) {
  const { rows } = await adminQuery(adminUrl, 'show server_version');
  return `PostgreSQL ${String(rows[0]?.server_version ?? '?').split(' ')[0]} at ${new URL(adminUrl).host}`;
}

/** Whether Redis answers PING at `url` within a second. */
export function redisAnswers(url = REDIS_URL) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname);
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts main.ts and resolves once it says it is ready.
 * - `production`: NODE_ENV=production as `npm run serve` runs it (https public origin, a random JWT secret);
 *   requests from Node carry no Origin, so the storefront's app key works at 127.0.0.1.
 * - `demo`: as `npm start` runs it, but on PostgreSQL, so a browser at http://localhost:PORT is the storefront.
 */
export async function startBenchServer({ mode, workers, databaseUrl, redisUrl, publicOrigin, readyTimeoutMs = 180_000 }) {
  const port = await freePort();
  const env = { ...process.env };
  for (const name of NOT_INHERITED) delete env[name];
  Object.assign(env, { PORT: String(port), WORKERS: String(workers), DATABASE_URL: databaseUrl });
  if (redisUrl) env.REDIS_URL = redisUrl;
  if (mode === 'production') {
    Object.assign(env, {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: 'https://shop.bench.invalid',
      DRAWKIT_JWT_SECRET: randomBytes(48).toString('base64'),
    });
  }
  const examplesPort = mode === 'production' ? undefined : await freePort();
  if (examplesPort !== undefined) Object.assign(env, { EXAMPLES_PORT: String(examplesPort), PUBLIC_ORIGIN: publicOrigin ?? `http://localhost:${port}` });
  const child = spawn(process.execPath, ['--conditions=drawkit-source', '--import', 'tsx', MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + readyTimeoutMs;
  while (!output.includes('Drawkit shop on')) {
    if (ended) throw new Error(`The server exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready within ${readyTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://localhost:${port}`,
    /** Demo mode: the partner example site (examples/partner-site) on its own origin. */
    examplesUrl: examplesPort === undefined ? undefined : `http://localhost:${examplesPort}`,
    /** For load generators: the address itself, so no name lookup happens per connection. */
    directUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (!ended) child.kill('SIGTERM');
      const result = await exited;
      return result;
    },
  };
}

/**
 * `work` given the shop as `npm start` runs it, in one process, on a new PostgreSQL database
 * (`prefix` names it), with Redis when `redisUrl` is given; the server is stopped and the database
 * dropped afterwards, whatever `work` does. `publicOrigin`: the origin the shop's pages and the
 * example site send browsers to, where that is not the server itself (a proxy in front of it).
 */
export async function withDemoServer(prefix, work, { redisUrl = null, publicOrigin } = {}) {
  const database = await freshDatabase(ADMIN_URL, prefix);
  let server = null;
  try {
    server = await startBenchServer({ mode: 'demo', workers: 1, databaseUrl: database.url, redisUrl, publicOrigin });
    return await work(server);
  } finally {
    await server?.stop();
    await database.drop();
  }
}
