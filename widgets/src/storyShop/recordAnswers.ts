/**
 * The story recorder: runs each story scenario (storyScenarios.ts) through a real SDK client on
 * the real shop and keeps every call with the shop's answer, so the stories' handlers answer what
 * the server answered and no business rule is written a second time. Run by the test that keeps
 * the recordings honest (__tests__/recordedAnswers.test.ts) and, to write answers/*.json, by
 * `npm run stories:record`. Never imported by a story.
 *
 * Ids the shop makes up (UUIDs) and tokens change from run to run, so they are replaced, in
 * answers, paths and bodies alike, by stand-ins numbered in order of appearance: the client
 * sends back the stand-in it was given, and two runs of a scenario record the same file.
 */
import { ROUTES, type RouteName, SERVICE_PREFIXES, type ServiceName } from '@drawkit/contract';
import { createDrawkit, createMemoryStorage } from '@drawkit/sdk';
import type { RecordedCall, Recording, WireEnvelope } from './recording';
import { type StoryScenario, storyScenarios } from './storyScenarios';

/** What the recorder needs of the shop: a fetch that reaches it, and its origin and clock. */
export interface RecordingShop {
  fetch: typeof globalThis.fetch;
  origin: string;
  now(): Date;
}

interface RawCall {
  route: RouteName | 'discover';
  method: string;
  path: string;
  body: unknown;
  status: number;
  answer: WireEnvelope | null;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const IS_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Answer fields whose values are secrets made up per sign-in. */
const TOKEN_KEYS = new Set(['app_id', 'cart_reference', 'access_token', 'refresh_token', 'customer_token', 'session_id', 'device_token', 'remember_device_token']);

/** Records every scenario, in the order storyScenarios lists them. */
export async function recordAnswers(shop: RecordingShop): Promise<Recording[]> {
  const recordings: Recording[] = [];
  // One after another: scenarios share the shop's database, so each must leave it as the next expects.
  for (const [name, scenario] of Object.entries(storyScenarios)) recordings.push(await recordScenario(name, scenario, shop));
  return recordings;
}

export async function recordScenario(name: string, scenario: StoryScenario, shop: RecordingShop): Promise<Recording> {
  const calls: RawCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const sent = request.clone();
    const response = await shop.fetch(request);
    const url = new URL(sent.url);
    const text = await response.clone().text();
    calls.push({
      route: routeOf(sent.method, url.pathname),
      method: sent.method,
      path: url.pathname + url.search,
      body: await bodyOf(sent),
      status: response.status,
      answer: text ? (JSON.parse(text) as WireEnvelope) : null,
    });
    return response;
  };
  const client = createDrawkit({
    discoveryUrl: `${shop.origin}/discover`,
    appKey: scenario.appKey,
    fetch: fetch as typeof globalThis.fetch,
    storage: createMemoryStorage(),
    ...scenario.config,
  });
  try {
    await scenario.setup(client);
    await scenario.record?.(client);
  } finally {
    client.dispose();
  }
  return { scenario: name, recordedAt: shop.now().toISOString(), origin: shop.origin, appKey: scenario.appKey, calls: inSteadyOrder(withStandIns(calls)) };
}

/**
 * GETs between two changes may be sent together and finish in any order; sorted by key, two
 * runs record the same file. Their order means nothing to the replay (replayHandlers.ts).
 */
function inSteadyOrder(calls: RecordedCall[]): RecordedCall[] {
  const out: RecordedCall[] = [];
  let reads: RecordedCall[] = [];
  for (const call of calls) {
    if (call.key.startsWith('GET ')) {
      reads.push(call);
      continue;
    }
    out.push(...reads.sort((a, b) => a.key.localeCompare(b.key)), call);
    reads = [];
  }
  return [...out, ...reads.sort((a, b) => a.key.localeCompare(b.key))];
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const text = await request.text();
  if (!text) return null;
  const type = request.headers.get('content-type') ?? '';
  return type.includes('json') ? (JSON.parse(text) as unknown) : Object.fromEntries(new URLSearchParams(text));
}

/** The contract route a call went to; a call to anything else is a mistake worth stopping for. */
export function routeOf(method: string, pathname: string): RouteName | 'discover' {
  if (pathname === '/discover') return 'discover';
  for (const [name, spec] of Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][]) {
    if (spec.method !== method) continue;
    const prefix = SERVICE_PREFIXES[(('service' in spec ? spec.service : undefined) ?? 'main') as ServiceName];
    if (routePattern(prefix + spec.path).test(pathname)) return name;
  }
  throw new Error(`${method} ${pathname} is no route of @drawkit/contract: the recorder keeps contract calls only.`);
}

/** A route's path as a pattern: each `:name` segment matches one path segment. */
export function routePattern(path: string): RegExp {
  const source = path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${source}$`);
}

/** Replaces made-up ids and tokens, the same value by the same stand-in throughout the scenario. */
function withStandIns(calls: RawCall[]): RecordedCall[] {
  const standIns = new Map<string, string>();
  let ids = 0;
  const tokens = new Map<string, number>();
  const idFor = (id: string): string => {
    const lower = id.toLowerCase();
    let standIn = standIns.get(lower);
    if (!standIn) {
      standIn = `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
      standIns.set(lower, standIn);
    }
    return standIn;
  };
  const tokenFor = (key: string, token: string): string => {
    let standIn = standIns.get(token);
    if (!standIn) {
      const n = (tokens.get(key) ?? 0) + 1;
      tokens.set(key, n);
      standIn = `${key.replace(/_/g, '-')}-${n}`;
      standIns.set(token, standIn);
    }
    return standIn;
  };
  // Tokens are learnt from the answers first, so a later path or body that carries one is rewritten too.
  for (const call of calls) collectTokens(call.answer, tokenFor);
  const replace = (text: string): string => {
    let out = text.replace(UUID, idFor);
    for (const [token, standIn] of standIns) if (!IS_UUID.test(token) && out.includes(token)) out = out.split(token).join(standIn);
    return out;
  };
  return calls.map((call) => ({
    route: call.route,
    key: `${call.method} ${replace(call.path)}`,
    body: mapStrings(call.body, replace),
    status: call.status,
    answer: mapStrings(call.answer, replace) as WireEnvelope | null,
  }));
}

function collectTokens(value: unknown, tokenFor: (key: string, token: string) => string): void {
  if (Array.isArray(value)) {
    for (const item of value) collectTokens(item, tokenFor);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (TOKEN_KEYS.has(key) && typeof item === 'string' && item) tokenFor(key, item);
      else collectTokens(item, tokenFor);
    }
  }
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [map(key), mapStrings(item, map)]));
  }
  return value;
}
