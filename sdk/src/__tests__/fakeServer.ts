/**
 * A fake Drawkit server for SDK tests: a `fetch` that answers `GET /discover` and the main-API
 * routes through handlers the test registers. Like the real server it insists on the signed
 * headers (recomputing X-Signature), the route's X-Api-Version and snake_case bodies, and it
 * answers in snake_case envelopes. Every request is recorded for assertions.
 */
import type { PreloadedAnswer, RouteName } from '@drawkit/contract';
import {
  API_VERSIONS,
  DISCOVERY_APP_KEY_PARAM,
  ERROR_CODES,
  HEADERS,
  ROUTES,
  SERVICE_PREFIXES,
  signaturePayload,
  toSnakeKeys,
  type ErrorCode,
  type ServiceName,
} from '@drawkit/contract';
import { sha256Hex } from '../api/sha256Hex';

export const ORIGIN = 'https://shop.test';
export const DISCOVERY_URL = `${ORIGIN}/discover`;
export const APP_KEY = 'demo-partner';
export const APP_ID = 'app_123';

export interface FakeRequest {
  route: RouteName | 'discover';
  /** The service family whose prefix the path was under (`main` is /v2). */
  service: ServiceName;
  method: string;
  /** The path under the service prefix, e.g. `/anon-cart/ref_1/items`. */
  path: string;
  url: URL;
  params: Record<string, string>;
  headers: Headers;
  /** The fetch credentials mode (`include` sends and accepts a cross-origin embed's cookies). */
  credentials: RequestCredentials;
  /** The fetch cache mode (`no-cache`: the browser's HTTP cache must ask the server first). */
  cache: RequestCache;
  contentType: string;
  /** The body as sent: parsed JSON, or the form fields. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON after `toSnakeKeys`, unless `raw`. */
  body?: unknown;
  /** Sent verbatim (for unreadable bodies). */
  text?: string;
  /** Sent verbatim with this content type (a PDF, say). */
  bytes?: { data: Uint8Array<ArrayBuffer>; contentType: string };
  raw?: boolean;
  /**
   * The answer's ETag. Like the real server's catalogue reads, a request whose `If-None-Match`
   * names it gets 304 with no body instead.
   */
  etag?: string;
}

export type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export const ok = (result: unknown, extra: Record<string, unknown> = {}): FakeReply => ({ body: { result, messages: [], ...extra } });

export const fail = (code: ErrorCode, message?: string, status?: number): FakeReply => ({
  status: status ?? ERROR_CODES[code].status,
  body: { result: null, messages: [{ message: message ?? ERROR_CODES[code].message, code, level: 'error' }] },
});

/** Thrown by the fake fetch to act as a dropped connection (what fetch throws in Node). */
export const networkDown = (): never => {
  throw new TypeError('fetch failed');
};

function routeMatcher(path: string): RegExp {
  return new RegExp(`^${path.replace(/:([A-Za-z]+)/g, '(?<$1>[^/]+)')}$`);
}

const MATCHERS = (Object.keys(ROUTES) as RouteName[]).map((route) => ({
  route,
  // Routes of other service families share paths (`/config` of main and of membershipConfig).
  service: ((ROUTES[route] as { service?: ServiceName }).service ?? 'main') as ServiceName,
  method: ROUTES[route].method as string,
  pattern: routeMatcher(ROUTES[route].path),
}));

export interface FakeServer {
  fetch: typeof globalThis.fetch;
  /** Every request that reached the server, in order. */
  requests: FakeRequest[];
  /** Answers `route`; a later `on` for the same route replaces the earlier one. */
  on(route: RouteName, handler: Handler): void;
  /** Signed-in customers: the customer token a bearer token is signed with. */
  customerTokens: Map<string, string>;
  /** Requests (without discovery) to `route`. */
  calls(route: RouteName | 'discover'): FakeRequest[];
  /** Drops the next `count` requests (still recorded) as network failures. */
  failNetwork(count?: number): void;
  /** Answers sent with discovery from now on (`preloaded`, as `/discover?partner=` sends them). */
  preload(answers: PreloadedAnswer[]): void;
}

export function createFakeServer(options: { now?: () => number } = {}): FakeServer {
  const handlers = new Map<RouteName, Handler>();
  const requests: FakeRequest[] = [];
  const customerTokens = new Map<string, string>();
  const now = options.now ?? Date.now;
  let dropping = 0;
  let preloaded: PreloadedAnswer[] | undefined;

  function reply({ status = 200, body, text, raw, bytes, etag }: FakeReply, ifNoneMatch: string | null = null): Response {
    if (etag !== undefined && status === 200 && ifNoneMatch === etag) return new Response(null, { status: 304, headers: { etag } });
    if (status === 204) return new Response(null, { status });
    if (bytes) return new Response(bytes.data, { status, headers: { 'content-type': bytes.contentType } });
    if (text !== undefined) return new Response(text, { status, headers: { 'content-type': 'text/html' } });
    if (body === undefined) return new Response(null, { status });
    return new Response(JSON.stringify(raw ? body : toSnakeKeys(body)), {
      status,
      headers: { 'content-type': 'application/json', ...(etag === undefined ? {} : { etag }) },
    });
  }

  async function readBody(request: Request): Promise<{ contentType: string; body: unknown }> {
    const contentType = request.headers.get('content-type') ?? '';
    if (contentType.startsWith('multipart/form-data')) {
      return { contentType, body: Object.fromEntries((await request.formData()).entries()) };
    }
    const text = await request.text();
    if (text === '') return { contentType, body: undefined };
    if (contentType.startsWith('application/x-www-form-urlencoded')) {
      return { contentType, body: Object.fromEntries(new URLSearchParams(text)) };
    }
    return { contentType, body: JSON.parse(text) };
  }

  /** What the real server checks before routing: app key, fresh timestamp, signature, version. */
  async function rejection(request: FakeRequest): Promise<FakeReply | undefined> {
    const { headers } = request;
    // Discovery may carry its app key in its URL instead (the header wins, as on the server).
    const appKey = headers.get(HEADERS.appKey) ?? (request.route === 'discover' ? request.url.searchParams.get(DISCOVERY_APP_KEY_PARAM) : null);
    if (appKey !== APP_KEY) return fail('app_key_unknown');
    if (request.route === 'discover') return undefined;
    const timestamp = headers.get(HEADERS.timestamp) ?? '';
    if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) - now() / 1000) > 300) return fail('timestamp_invalid');
    const bearer = headers.get(HEADERS.authorization)?.replace(/^Bearer /, '');
    const customerToken = bearer ? (customerTokens.get(bearer) ?? '') : '';
    const expected = await sha256Hex(signaturePayload({ timestamp, appKey: APP_KEY, appId: APP_ID, customerToken }));
    if (headers.get(HEADERS.signature) !== expected) return fail('signature_invalid');
    if (headers.get(HEADERS.apiVersion) !== API_VERSIONS[ROUTES[request.route].version]) {
      return fail('bad_request', `Expected X-Api-Version ${API_VERSIONS[ROUTES[request.route].version]}`);
    }
    return undefined;
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    // Like fetch: an aborted signal rejects with its reason before anything is sent.
    if (request.signal.aborted) throw request.signal.reason;
    const url = new URL(request.url);
    const { contentType, body } = await readBody(request);
    let fake: FakeRequest;
    if (url.origin === ORIGIN && url.pathname === '/discover') {
      fake = { route: 'discover', service: 'main', method: request.method, path: url.pathname, url, params: {}, headers: request.headers, credentials: request.credentials, cache: request.cache, contentType, body };
    } else {
      // Longest prefix first: /social/v3 before /v3.
      const families = (Object.entries(SERVICE_PREFIXES) as [ServiceName, string][]).sort((a, b) => b[1].length - a[1].length);
      const [service, prefix] = families.find(([, p]) => url.pathname.startsWith(`${p}/`)) ?? ['main', '/v2'];
      const path = url.pathname.slice(prefix.length);
      const candidates = MATCHERS.map((m) => ({ ...m, found: m.method === request.method && m.pattern.exec(path) })).filter((m) => m.found);
      // A route of the family the path is under first; else any (a call made with the `service` option).
      const match = candidates.find((m) => m.service === service) ?? candidates[0];
      if (!url.pathname.startsWith(`${prefix}/`) || !match?.found) return reply(fail('not_found'));
      const params = Object.fromEntries(
        Object.entries(match.found.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
      );
      fake = { route: match.route, service, method: request.method, path, url, params, headers: request.headers, credentials: request.credentials, cache: request.cache, contentType, body };
    }
    requests.push(fake);
    if (dropping > 0) {
      // Recorded as sent, but the connection drops before any answer.
      dropping--;
      networkDown();
    }
    const refused = await rejection(fake);
    if (refused) return reply(refused);
    if (fake.route === 'discover') {
      return reply({
        body: {
          app_id: APP_ID,
          services: { main: `${ORIGIN}/v2`, social: `${ORIGIN}/social/v3`, membership: `${ORIGIN}/v3`, membership_config: `${ORIGIN}/v4`, cms: `${ORIGIN}/cms`, notifications: `${ORIGIN}/notifications`, migration: `${ORIGIN}/migration` },
          ...(preloaded ? { preloaded } : {}),
        },
        raw: true,
      });
    }
    const handler = handlers.get(fake.route);
    if (!handler) return reply(fail('not_found', `No fake handler for ${fake.route}`));
    return reply(await handler(fake), fake.headers.get('if-none-match'));
  };

  return {
    fetch,
    requests,
    customerTokens,
    on: (route, handler) => void handlers.set(route, handler),
    calls: (route) => requests.filter((r) => r.route === route),
    failNetwork(count = 1) {
      dropping += count;
    },
    preload(answers) {
      preloaded = answers;
    },
  };
}
