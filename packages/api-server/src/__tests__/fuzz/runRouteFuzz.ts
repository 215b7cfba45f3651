/**
 * Sends every case of every route to an app, one request at a time, and collects what must not
 * happen: an answer of 500 or more (or none), a refused request that wrote a row, an API
 * refusal without a message. Each request comes from a new client address; routes that need a
 * customer get a newly signed-up one.
 */
import { createHash } from 'node:crypto';
import { signaturePayload } from '@drawkit/contract';
import type { FastifyInstance } from 'fastify';
import { signupRequest, uniqueKey } from '../helpers/fixtures';
import type { Session, TestClient } from '../helpers/testShop';
import type { WriteCounter } from '../helpers/writeCounter';
import { CASE_KINDS, type CaseKind, casesFor, type FuzzCase, type RouteInputs, seededRandom } from './fuzzCases';
import { BODY_EXAMPLES, QUERY_EXAMPLES } from './fuzzExamples';
import type { FuzzTarget } from './routeInventory';

/** Longer than any honest answer here; a request still open then is reported, not waited for. */
const ANSWER_WITHIN_MS = 5_000;
export const FUZZ_PASSWORD = 'correct horse battery';

/**
 * Writes a refusal may leave, each with why; anything else a refused request writes is a
 * problem. `route` (`METHOD path`) and `codes` narrow an entry; `tables` are what it may write.
 */
const WRITES_ON_REFUSAL: readonly { route?: string; codes?: readonly string[]; tables: readonly string[]; why: string }[] = [
  {
    route: 'POST /v2/login',
    codes: ['invalid_credentials', 'account_locked'],
    tables: ['customers'],
    why: "a wrong password is counted on the customer's row (towards the sign-in delay or lock)",
  },
  {
    tables: ['carts'],
    why: "a signed-in customer's cart row is made on the first call that needs it (get-or-create), refused or not; it is empty and one per customer and cart kind",
  },
];

function writeAllowed(route: string, code: string | undefined, tables: readonly string[]): boolean {
  const entries = WRITES_ON_REFUSAL.filter(
    (w) => (w.route === undefined || w.route === route) && (w.codes === undefined || (code !== undefined && w.codes.includes(code))),
  );
  return tables.every((table) => entries.some((w) => w.tables.includes(table)));
}

const API_PATH = /^\/(v2|v3|v4|discover)(\/|$|\?)/;

interface Answer {
  status: number;
  code: string | undefined;
  text: string;
  /** An API refusal in the envelope with a message. */
  clear: boolean;
}

interface Envelope {
  result?: unknown;
  messages?: { message?: unknown; code?: unknown }[];
}

export interface FuzzShop {
  app: FastifyInstance;
  client: TestClient;
  writes: WriteCounter;
  now(): Date;
  /** The error the app's onError hook saw since the last call, or '' (requests go one at a time). */
  takeError(): string;
}

export interface FuzzRun {
  sent: number;
  /** Answers of 500 or more (or none), refused requests that wrote rows, API refusals without a message. */
  failures: string[];
  stray: string[];
  unclear: string[];
  summary: string;
}

const short = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length)}…` : text);
/** A new IPv4 address (every tenth an IPv6 one) per request. */
const addressFor = (n: number) => (n % 10 === 9 ? `2001:db8::${n.toString(16)}` : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);

export class RouteFuzzer {
  private session: Session | null = null;
  private sessionEmail = '';
  private signUps = 0;
  private appId = '';

  constructor(
    private readonly shop: FuzzShop,
    private readonly seed: number,
  ) {}

  /** The email of the last customer signed up (password FUZZ_PASSWORD). */
  get email(): string {
    return this.sessionEmail;
  }

  /** Signs up a new customer, from an address of its own (sign-ups are rate limited per address). */
  async newSession(): Promise<Session> {
    this.signUps += 1;
    this.sessionEmail = `${uniqueKey('fuzz')}@example.test`;
    const response = await this.shop.client.call('POST', '/v2/signup', {
      body: signupRequest({ email: this.sessionEmail, password: FUZZ_PASSWORD }),
      remoteAddress: `192.0.2.${100 + (this.signUps % 150)}`,
    });
    if (response.status !== 201) throw new Error(`The fuzz suite could not sign up: ${response.status} ${response.text}`);
    const result = response.data.result;
    this.session = {
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      customerToken: result.customer.customerToken,
      customerId: result.customer.customerId,
    };
    return this.session;
  }

  /** A good body for a route without an example: the fields its 422 answer names, as text. */
  async discoveredBody(target: FuzzTarget, params: Record<string, string>): Promise<Record<string, unknown> | undefined> {
    const path = target.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => params[name] ?? 'x1').replace(/\*$/, '');
    const response = await this.shop.client.call(target.method as 'POST', path, {
      ...(target.auth && this.session ? { session: this.session } : {}),
      ...(target.body === 'form' ? { form: {} } : { body: {} }),
      remoteAddress: '192.0.2.2',
    });
    if (response.status !== 422 || !Array.isArray(response.data?.messages)) return undefined;
    const fields = (response.data.messages as { field?: string }[]).map((m) => m.field?.split('.')[0]).filter((f): f is string => !!f);
    return fields.length > 0 ? Object.fromEntries(fields.map((f) => [f, 'x'])) : undefined;
  }

  /**
   * Fuzzes every target. `casesPerRoute` takes a seeded sample of each route's cases (all of
   * them when absent).
   */
  async run(targets: readonly FuzzTarget[], params: Record<string, string>, casesPerRoute?: number): Promise<FuzzRun> {
    this.appId = await this.shop.client.appId('drawkit-storefront');
    if (!this.session) await this.newSession();
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const failures: string[] = [];
    const stray: string[] = [];
    const unclear: string[] = [];
    const byKind = new Map<CaseKind, number>(CASE_KINDS.map((k) => [k, 0]));
    const byClass = { contract: 0, extra: 0 };
    const byStatus = new Map<string, number>();
    const discovered: string[] = [];
    let sent = 0;

    for (const [index, target] of targets.entries()) {
      if (target.auth) await this.newSession();
      const inputs: RouteInputs = { params };
      const bodyExample = BODY_EXAMPLES[target.name as keyof typeof BODY_EXAMPLES];
      // Sign-in attempts go to a real account, so wrong passwords reach the lockout count.
      const example = target.name === 'login' && bodyExample ? { ...bodyExample, email: this.sessionEmail } : bodyExample;
      const body = example ?? (target.body === 'none' ? undefined : await this.discoveredBody(target, params));
      if (!example && body) discovered.push(target.name);
      if (body) inputs.body = body;
      const query = QUERY_EXAMPLES[target.name as keyof typeof QUERY_EXAMPLES];
      if (query) inputs.query = query;
      const routeSeed = this.seed + index * 7919;
      let cases = casesFor(target, inputs, routeSeed);
      if (casesPerRoute !== undefined) cases = sample(cases, casesPerRoute, routeSeed);
      await this.shop.writes.takeChanges();

      for (const fuzzCase of cases) {
        sent += 1;
        this.shop.takeError();
        const answer = await this.send(fuzzCase, sent);
        byKind.set(fuzzCase.kind, (byKind.get(fuzzCase.kind) ?? 0) + 1);
        byClass[target.contract ? 'contract' : 'extra'] += 1;
        const bucket = answer.status === 0 ? 'none' : `${Math.floor(answer.status / 100)}xx`;
        byStatus.set(bucket, (byStatus.get(bucket) ?? 0) + 1);
        const where = `${fuzzCase.method} ${short(fuzzCase.url, 120)} [${target.name} · ${fuzzCase.kind}: ${fuzzCase.label}] → ${answer.status}`;
        if (answer.status >= 500 || answer.status === 0) failures.push(`${where} ${short(answer.text, 100)} ${short(this.shop.takeError(), 300)}`);
        const written = await this.shop.writes.takeChanges();
        const refused = answer.status >= 400 && answer.status < 500;
        if (refused && written.rows > 0 && !writeAllowed(`${target.method} ${target.path}`, answer.code, written.tables)) {
          stray.push(`${where} wrote ${written.tables.join(', ')}; ${answer.code ?? ''} ${short(answer.text, 100)}`);
        }
        if (refused && fuzzCase.method !== 'HEAD' && API_PATH.test(fuzzCase.url) && !answer.clear) {
          unclear.push(`${where} no message in the envelope: ${short(answer.text, 100)}`);
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStarted);
    const summary = [
      `${sent} requests to ${targets.length} routes, seed ${this.seed} (FUZZ_SEED=${this.seed} replays it), in ${seconds.toFixed(1)} s: ${Math.round(sent / seconds)} requests/s, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU`,
      `  by route table: contract ${byClass.contract}, server's own ${byClass.extra}`,
      `  by case: ${[...byKind].map(([kind, count]) => `${kind} ${count}`).join(', ')}`,
      `  by status: ${[...byStatus].sort().map(([bucket, count]) => `${bucket} ${count}`).join(', ')}`,
      `  fields found from 422 answers (routes without an example body): ${discovered.join(', ') || 'none'}`,
    ].join('\n');
    return { sent, failures, stray, unclear, summary };
  }

  private async send(fuzzCase: FuzzCase, n: number): Promise<Answer> {
    const headers: Record<string, string | string[]> = { 'idempotency-key': `fuzz-${this.seed}-${n}` };
    if (fuzzCase.identity !== 'unsigned') {
      const timestamp = String(Math.floor(this.shop.now().getTime() / 1000));
      const customer = fuzzCase.identity === 'customer' ? this.session : null;
      headers['x-app-key'] = 'drawkit-storefront';
      headers['x-timestamp'] = timestamp;
      headers['x-signature'] = createHash('sha256')
        .update(signaturePayload({ timestamp, appKey: 'drawkit-storefront', appId: this.appId, customerToken: customer?.customerToken ?? '' }))
        .digest('hex');
      if (customer) headers.authorization = `Bearer ${customer.accessToken}`;
    }
    if (fuzzCase.contentType) headers['content-type'] = fuzzCase.contentType;
    for (const [name, value] of Object.entries(fuzzCase.headers ?? {})) {
      if (value === null) delete headers[name];
      else headers[name] = value;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
    });
    try {
      const response = await Promise.race([
        this.shop.app.inject({
          method: fuzzCase.method,
          url: fuzzCase.url,
          headers,
          remoteAddress: addressFor(n),
          payloadAsStream: true,
          ...(fuzzCase.payload === undefined ? {} : { payload: fuzzCase.payload }),
        }),
        timeout,
      ]);
      const type = String(response.headers['content-type'] ?? '');
      // An event stream stays open: its status and headers are the answer.
      if (type.startsWith('text/event-stream')) {
        (response.raw.res as unknown as { destroy(): void }).destroy();
        return { status: response.statusCode, code: undefined, text: '(event stream)', clear: true };
      }
      const chunks: Buffer[] = [];
      for await (const chunk of response.stream()) chunks.push(Buffer.from(chunk as Buffer));
      const text = Buffer.concat(chunks).toString('utf8');
      let json: Envelope | null = null;
      try {
        json = type.includes('json') ? (JSON.parse(text) as Envelope) : null;
      } catch {
        json = null;
      }
      const first = json?.messages?.[0];
      const clear = json !== null && json.result === null && typeof first?.message === 'string' && first.message !== '';
      return { status: response.statusCode, code: typeof first?.code === 'string' ? first.code : undefined, text, clear };
    } catch (error) {
      return { status: 0, code: undefined, text: (error as Error).message, clear: false };
    } finally {
      clearTimeout(timer);
    }
  }
}

function sample<T>(items: readonly T[], count: number, seed: number): T[] {
  const random = seededRandom(seed ^ 0x5bd1e995);
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked;
}
