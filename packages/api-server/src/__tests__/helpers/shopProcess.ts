/**
 * The shop as a real child process (`node --conditions=drawkit-source --import tsx src/main.ts`),
 * for tests that must kill it: its output, its exit, and a signed HTTP client for it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { signaturePayload, toCamelKeys, toSnakeKeys } from '@drawkit/contract';
import { signupRequest } from './fixtures';

const MAIN = resolve(import.meta.dirname, '../../main.ts');
const REPO_ROOT = resolve(import.meta.dirname, '../../../../..');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ShopProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the signal that ended it (or null and the exit code). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export async function startShopProcess(env: Record<string, string | undefined>, readyTimeoutMs = 60_000): Promise<ShopProcess> {
  const port = await freePort();
  const examplesPort = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), EXAMPLES_PORT: String(examplesPort) };
  delete childEnv.DATABASE_URL;
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const child = spawn(process.execPath, ['--conditions=drawkit-source', '--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  let ended = false;
  void exited.then(() => (ended = true));
  while (!output.includes('Drawkit shop on')) {
    if (ended) throw new Error(`The shop exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The shop was not ready within ${readyTimeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    async stop() {
      if (!ended) child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface HttpSession {
  accessToken: string;
  customerToken: string;
  customerId: string;
}

export interface HttpResult {
  status: number;
  headers: Headers;
  json: any;
  /** The body in camelCase, as the SDK reads it. */
  data: any;
}

/** Signed calls to a shop over HTTP, as the storefront makes them. */
export class HttpClient {
  private appId: string | null = null;
  constructor(
    readonly baseUrl: string,
    readonly appKey = 'drawkit-storefront',
  ) {}

  async call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; session?: HttpSession; idempotencyKey?: string; headers?: Record<string, string> } = {},
  ): Promise<HttpResult> {
    this.appId ??= ((await (await fetch(`${this.baseUrl}/discover`, { headers: { 'x-app-key': this.appKey } })).json()) as any).result.app_id as string;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const payload = signaturePayload({ timestamp, appKey: this.appKey, appId: this.appId, customerToken: options.session?.customerToken ?? '' });
    const headers: Record<string, string> = {
      'x-app-key': this.appKey,
      'x-timestamp': timestamp,
      'x-signature': createHash('sha256').update(payload).digest('hex'),
    };
    if (options.session) headers.authorization = `Bearer ${options.session.accessToken}`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, options.headers);
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(toSnakeKeys(options.body)) }),
    });
    const text = await response.text();
    const json: unknown = text === '' ? null : JSON.parse(text);
    return { status: response.status, headers: response.headers, json, data: toCamelKeys(json) };
  }
}

export async function httpSignUp(client: HttpClient, email: string): Promise<HttpSession> {
  const response = await client.call('POST', '/v2/signup', { body: signupRequest({ email, firstname: 'Crash', lastname: 'Tester' }) });
  if (response.status !== 201) throw new Error(`Sign-up failed: ${JSON.stringify(response.json)}`);
  const result = response.data.result;
  return { accessToken: result.accessToken, customerToken: result.customer.customerToken, customerId: result.customer.customerId };
}
