/**
 * The server's settings from the environment. Two modes, chosen explicitly:
 * - `demo` (`npm start`): embedded database, seeded demo accounts, the dev mailbox, the sandbox
 *   gateway and the partner example site, on loopback only.
 * - `production` (`NODE_ENV=production npm run serve`): PostgreSQL, Redis and secrets from the
 *   environment, none of the demo's options (config/productionSettings.ts).
 * Settings that are wrong are collected and thrown together as a SettingsError.
 */
import { join, resolve } from 'node:path';
import { multiProcessProblems, parseWorkers } from '../cluster/workerCount';
import { parsePoolSize } from '../db/poolSize';
import { testClockEnabled } from '../draws/testClock';
import { type Env, isPostgresUrl, isRedisUrl, MIN_JWT_SECRET_BYTES, productionProblems } from './productionSettings';
import { parseTrustProxy, type TrustProxy } from './trustProxy';

export const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

export type ServerMode = 'demo' | 'production';

/** `sandbox`: the built-in test gateway (demo only); `none`: card and PayPal payments are unavailable. */
export type PaymentGatewayName = 'sandbox' | 'none';

export interface ServerEnv {
  mode: ServerMode;
  /** The address the shop listens on: loopback in the demo; HOST (0.0.0.0 by default) in production. */
  host: string;
  port: number;
  /** The partner example site's port (demo only). */
  examplesPort: number;
  publicOrigin: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per server process (DATABASE_POOL_SIZE, db/poolSize.ts). */
  databasePoolSize: number;
  redisUrl: string | undefined;
  staticRoot: string;
  examplesRoot: string;
  trustProxy: TrustProxy;
  /** The access-token secret; unset in the demo, which keeps a generated one in the database. */
  jwtSecret: string | undefined;
  paymentGateway: PaymentGatewayName;
  /** Seed the demo accounts (always in the demo; DRAWKIT_DEMO_ACCOUNTS=1 in production). */
  demoAccounts: boolean;
  /** POST /__test/clock for browser tests (DRAWKIT_TEST_CLOCK=1, demo only). */
  testClock: boolean;
  /** The operator's review path secret (DRAWKIT_OPERATOR_SECRET); the demo makes one in DATA_DIR/operator-secret when unset. */
  operatorSecret: string | undefined;
  /** A header an edge proxy sets to the client's country, read by GET /locate (LOCATE_COUNTRY_HEADER, e.g. cf-ipcountry). */
  locateCountryHeader: string | undefined;
  /** Server processes on the shop's port (WORKERS, cluster/workerCount.ts); more than one needs PostgreSQL and Redis. */
  workers: number;
}

/** The environment cannot start the shop; `problems` names each thing to fix. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
  constructor(
    readonly mode: ServerMode,
    readonly problems: readonly string[],
  ) {
    super(
      `Drawkit will not start in ${mode} mode${mode === 'production' ? ' (NODE_ENV=production)' : ''}. Fix ${problems.length === 1 ? 'this setting' : `these ${problems.length} settings`}:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        (mode === 'production' ? `\nSee the README's "Production" section for every setting.` : `\nSee the README's environment table (npm start is the demo).`),
    );
  }
}

export const LOOPBACK_HOST = '127.0.0.1';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

export function modeOf(env: Env): ServerMode {
  return env.NODE_ENV === 'production' ? 'production' : 'demo';
}

function portOf(value: string | undefined, fallback: number, name: string, problems: string[]): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`${name} must be a port number, got "${value}".`);
  return port;
}

/** Problems of settings that both modes read. */
function commonProblems(env: Env, problems: string[]): void {
  if (env.DATABASE_URL && !isPostgresUrl(env.DATABASE_URL)) problems.push('DATABASE_URL must be a postgres:// (or postgresql://) URL.');
  if (env.REDIS_URL && !isRedisUrl(env.REDIS_URL)) problems.push('REDIS_URL must be a redis:// (or rediss://) URL.');
  if (env.PUBLIC_ORIGIN) {
    let url: URL | null = null;
    try {
      url = new URL(env.PUBLIC_ORIGIN);
    } catch {
      url = null;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash) {
      problems.push(`PUBLIC_ORIGIN must be an origin such as https://shop.example.com (scheme, host and port only), got "${env.PUBLIC_ORIGIN}".`);
    }
  }
  if (env.DRAWKIT_JWT_SECRET && new TextEncoder().encode(env.DRAWKIT_JWT_SECRET).length < MIN_JWT_SECRET_BYTES) {
    problems.push(`DRAWKIT_JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes (e.g. the output of \`openssl rand -base64 48\`).`);
  }
  const gateway = env.PAYMENT_GATEWAY?.trim();
  if (gateway && gateway !== 'sandbox' && gateway !== 'none') {
    problems.push(`PAYMENT_GATEWAY=${gateway} is not a gateway this shop has: use sandbox (the demo's test gateway) or none.`);
  }
  if (env.DRAWKIT_OPERATOR_SECRET && new TextEncoder().encode(env.DRAWKIT_OPERATOR_SECRET).length < MIN_JWT_SECRET_BYTES) {
    problems.push(`DRAWKIT_OPERATOR_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes (e.g. the output of \`openssl rand -base64 48\`).`);
  }
  if (env.LOCATE_COUNTRY_HEADER && !/^[A-Za-z0-9-]{1,100}$/.test(env.LOCATE_COUNTRY_HEADER.trim())) {
    problems.push(`LOCATE_COUNTRY_HEADER must be a header name such as cf-ipcountry, got "${env.LOCATE_COUNTRY_HEADER}".`);
  }
  const demoAccounts = env.DRAWKIT_DEMO_ACCOUNTS?.trim();
  if (demoAccounts && demoAccounts !== '0' && demoAccounts !== '1') problems.push(`DRAWKIT_DEMO_ACCOUNTS must be 1 or 0, got "${demoAccounts}".`);
}

function hostOf(env: Env, mode: ServerMode, problems: string[]): string {
  const host = env.HOST?.trim() ?? '';
  if (mode === 'demo') {
    if (host === '' || host === 'localhost') return LOOPBACK_HOST;
    if (LOOPBACK_HOSTS.has(host)) return host;
    problems.push(
      `HOST=${host}: the demo (npm start) listens on loopback only, because its dev mailbox shows every account's sign-in codes. For a public server use NODE_ENV=production npm run serve (README "Production").`,
    );
    return LOOPBACK_HOST;
  }
  if (host === '') return '0.0.0.0';
  if (!/^[A-Za-z0-9.:_-]{1,253}$/.test(host)) problems.push(`HOST must be an address to listen on (e.g. 0.0.0.0 or ::), got "${host}".`);
  return host;
}

/** Reads and checks the settings of the mode NODE_ENV picks; throws a SettingsError naming every problem. */
export function readEnv(env: Env = process.env): ServerEnv {
  const mode = modeOf(env);
  const problems: string[] = [];
  const port = portOf(env.PORT, 8080, 'PORT', problems);
  const examplesPort = portOf(env.EXAMPLES_PORT, 8081, 'EXAMPLES_PORT', problems);
  const host = hostOf(env, mode, problems);
  commonProblems(env, problems);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (!trustProxy.ok) problems.push(trustProxy.problem);
  if (mode === 'production') problems.push(...productionProblems(env));
  const workers = parseWorkers(env.WORKERS);
  if (!workers.ok) problems.push(workers.problem);
  // Production already insists on PostgreSQL and Redis and refuses the test clock.
  else if (mode === 'demo') {
    problems.push(...multiProcessProblems(workers.value, { databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL, testClock: testClockEnabled(env) }));
  }
  const poolSize = parsePoolSize(env.DATABASE_POOL_SIZE, workers.ok ? workers.value : 1);
  if (!poolSize.ok) problems.push(poolSize.problem);
  if (problems.length > 0) throw new SettingsError(mode, problems);

  const gateway = env.PAYMENT_GATEWAY?.trim();
  return {
    mode,
    host,
    port,
    examplesPort,
    publicOrigin: (env.PUBLIC_ORIGIN || `http://localhost:${port}`).trim().replace(/\/+$/, ''),
    dataDir: resolve(env.DATA_DIR || join(REPO_ROOT, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: poolSize.ok ? poolSize.value : 1,
    redisUrl: env.REDIS_URL || undefined,
    staticRoot: resolve(env.STATIC_ROOT || join(REPO_ROOT, 'build')),
    examplesRoot: join(REPO_ROOT, 'examples'),
    trustProxy: trustProxy.ok ? trustProxy.value : false,
    jwtSecret: env.DRAWKIT_JWT_SECRET || undefined,
    paymentGateway: gateway === 'sandbox' || gateway === 'none' ? gateway : mode === 'demo' ? 'sandbox' : 'none',
    demoAccounts: mode === 'demo' || env.DRAWKIT_DEMO_ACCOUNTS?.trim() === '1',
    testClock: mode === 'demo' && testClockEnabled(env),
    workers: workers.ok ? workers.value : 1,
    operatorSecret: env.DRAWKIT_OPERATOR_SECRET || undefined,
    locateCountryHeader: env.LOCATE_COUNTRY_HEADER?.trim() || undefined,
  };
}
