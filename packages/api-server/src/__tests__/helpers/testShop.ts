/** A migrated, seeded shop behind `app.inject`, with a fixed clock and the sandbox gateway. */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signaturePayload, toCamelKeys, toSnakeKeys } from '@drawkit/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../app';
import type { ManualClock } from '../../clock';
import type { Database } from '../../db/openDatabase';
import type { PaymentGateway } from '../../payments/PaymentGateway';
import { createSandboxGateway, type SandboxGateway } from '../../payments/sandboxGateway';
import type { DrawEventBus } from '../../results/drawEventBus';
import { afterAll, beforeAll } from 'vitest';
import { openPrepared, type TestBackend } from './testBackends';
import { PARTNER_ORIGIN, PUBLIC_ORIGIN, TEST_PASSWORD_COST } from './testConstants';
import { testPrepareOptions } from './seededTemplates';

export { PARTNER_ORIGIN, PUBLIC_ORIGIN, TEST_NOW, TEST_PASSWORD_COST } from './testConstants';

export interface Session {
  accessToken: string;
  refreshToken: string;
  customerToken: string;
  customerId: string;
}

export interface CallOptions {
  body?: unknown;
  /** Sent form-urlencoded instead of JSON. */
  form?: Record<string, string>;
  /** Raw payload with its content type (for garbage-input tests). */
  raw?: { payload: string | Buffer; contentType: string };
  appKey?: string | null;
  session?: Session | null;
  idempotencyKey?: string;
  origin?: string;
  timestamp?: string | null;
  signature?: string | null;
  headers?: Record<string, string>;
  /** The client's address as the server sees it (rate limits are per address). */
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The raw JSON body (snake_case), or null. */
  json: any;
  /** The body read in camelCase, as the SDK reads it. */
  data: any;
  text: string;
}

export class TestClient {
  private readonly appIds = new Map<string, string>();
  constructor(
    readonly app: FastifyInstance,
    readonly clock: ManualClock,
  ) {}

  async appId(appKey: string): Promise<string> {
    const known = this.appIds.get(appKey);
    if (known) return known;
    const response = await this.app.inject({ method: 'GET', url: '/discover', headers: { 'x-app-key': appKey } });
    const appId = (response.json() as { result: { app_id: string } }).result.app_id;
    this.appIds.set(appKey, appId);
    return appId;
  }

  async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS', url: string, options: CallOptions = {}): Promise<CallResult> {
    const appKey = options.appKey === undefined ? 'drawkit-storefront' : options.appKey;
    const headers: Record<string, string> = {};
    if (appKey !== null) headers['x-app-key'] = appKey;
    const timestamp = options.timestamp === undefined ? String(Math.floor(this.clock.now().getTime() / 1000)) : options.timestamp;
    if (timestamp !== null) headers['x-timestamp'] = timestamp;
    if (options.signature !== null) {
      headers['x-signature'] =
        options.signature ??
        createHash('sha256')
          .update(
            signaturePayload({
              timestamp: timestamp ?? '',
              appKey: appKey ?? '',
              appId: appKey ? await this.appId(appKey).catch(() => '') : '',
              customerToken: options.session?.customerToken ?? '',
            }),
          )
          .digest('hex');
    }
    if (options.session) headers.authorization = `Bearer ${options.session.accessToken}`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    if (options.origin) headers.origin = options.origin;
    let payload: string | Buffer | undefined;
    if (options.raw) {
      payload = options.raw.payload;
      headers['content-type'] = options.raw.contentType;
    } else if (options.form) {
      payload = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(toSnakeKeys(options.body));
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, options.headers ?? {});
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
      ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    });
    let json: unknown = null;
    try {
      json = response.body === '' ? null : JSON.parse(response.body);
    } catch {
      json = null;
    }
    return { status: response.statusCode, headers: response.headers, json, data: toCamelKeys(json), text: response.body };
  }
}

export interface TestShop {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  gateway: SandboxGateway;
  client: TestClient;
  close(): Promise<void>;
}

export async function createTestShop(
  backend: TestBackend,
  options: {
    gateway?: (clock: ManualClock, sandbox: SandboxGateway) => PaymentGateway;
    staticRoot?: string;
    /** Live results: the bus the SSE route hears the draw engine on (an in-process one by default). */
    drawEvents?: (database: Database) => DrawEventBus;
    /** Registers more on the app before it is ready (routes the server adds outside buildApp, e.g. the test clock). */
    beforeReady?: (app: FastifyInstance, clock: ManualClock) => void;
    /** Identity options: operator secret, providers (issue 12). */
    identity?: BuildAppOptions['identity'];
  } = {},
): Promise<TestShop> {
  const prepare = testPrepareOptions();
  const { clock } = prepare;
  // A copy of the run's seeded template when there is one: it was prepared with these same options.
  const { database, dispose } = await openPrepared(backend, prepare);
  const sandbox = createSandboxGateway(database.db, clock);
  const app = buildApp({
    db: database.db,
    clock,
    gateway: options.gateway ? options.gateway(clock, sandbox) : sandbox,
    publicOrigin: PUBLIC_ORIGIN,
    partnerOrigins: [PARTNER_ORIGIN],
    staticRoot: options.staticRoot ?? mkdtempSync(join(tmpdir(), 'drawkit-no-build-')),
    passwordCost: TEST_PASSWORD_COST,
    ...(options.drawEvents ? { drawEvents: options.drawEvents(database) } : {}),
    ...(options.identity ? { identity: options.identity } : {}),
  });
  options.beforeReady?.(app, clock);
  await app.ready();
  return {
    app,
    database,
    clock,
    gateway: sandbox,
    client: new TestClient(app, clock),
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/**
 * The suite's shop: opened before its tests and closed after them. The returned object stands
 * for the shop once open (reading it earlier, outside a test or hook, is a mistake and throws).
 */
export function useTestShop(backend: TestBackend, options?: Parameters<typeof createTestShop>[1]): TestShop {
  let current: TestShop | undefined;
  beforeAll(async () => {
    current = await createTestShop(backend, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestShop, {
    get(_target, key) {
      if (!current) throw new Error('The test shop opens in beforeAll: use it inside a test or a later hook.');
      return Reflect.get(current, key) as unknown;
    },
  });
}
