/**
 * Turns one route into the fuzz suite's requests: generic bad bodies, spoiled fields of a good
 * body, content types and sizes, headers, path parameters, query strings and URL oddities.
 * Everything is chosen by a seeded generator, so a seed gives the same requests every run.
 */
import { toSnakeKeys } from '@drawkit/contract';
import {
  BAD_FIELD_VALUES,
  BAD_TEXT_VALUES,
  CONTENT_TYPE_CASES,
  HEADER_CASES,
  nestedArrays,
  PATH_PARAM_CASES,
  QUERY_CASES,
  RAW_FORM_BODIES,
  RAW_JSON_BODIES,
  randomJsonBodies,
  randomStrings,
  SIZED_BODIES,
} from './fuzzInputs';
import type { FuzzMethod, FuzzTarget } from './routeInventory';

export const CASE_KINDS = ['body', 'random', 'form', 'field', 'content type', 'size', 'header', 'path', 'query', 'url', 'unsigned', 'head'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** Who sends it: signed as the storefront without a session, signed as a signed-in customer, or not signed at all. */
export type Identity = 'anonymous' | 'customer' | 'unsigned';

export interface FuzzCase {
  kind: CaseKind;
  label: string;
  method: FuzzMethod;
  /** Path and query, already encoded. */
  url: string;
  identity: Identity;
  payload?: string | Buffer;
  contentType?: string;
  /** Set after the signed defaults; `null` removes one. */
  headers?: Record<string, string | string[] | null>;
}

export interface RouteInputs {
  /** Path parameters by name (`*` for a catch-all's rest). */
  params: Record<string, string>;
  /** A good body, if known: camelCase for JSON (sent in snake_case), as sent for forms. */
  body?: Record<string, unknown>;
  /** A good query, as sent. */
  query?: Record<string, string>;
}

/** mulberry32: small, fast and good enough to pick cases. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked;
}

/** Each route gets a different sample of these (every one goes to dozens of routes). */
const HEADERS_PER_ROUTE = 24;
const CONTENT_TYPES_PER_ROUTE = 10;
const QUERIES_PER_ROUTE = 8;
const OTHER_BODIES_PER_ROUTE = 14;
/** Bodies every route gets. */
const WORST_BODIES = /20,000|5,000|escaped NUL|raw NUL|__proto__ key|truncated|invalid UTF-8/;

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Paths into a good body worth spoiling: every property, and the first element of each array. */
export function fieldPaths(value: unknown, limit = 30): (string | number)[][] {
  const paths: (string | number)[][] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    if (paths.length >= limit) return;
    if (Array.isArray(node)) {
      if (node.length > 0) {
        paths.push([...path, 0]);
        visit(node[0], [...path, 0]);
      }
    } else if (node !== null && typeof node === 'object') {
      for (const [key, inner] of Object.entries(node)) {
        paths.push([...path, key]);
        visit(inner, [...path, key]);
      }
    }
  };
  visit(value, []);
  return paths.slice(0, limit);
}

/** A deep copy of `value` with the value at `path` replaced (or removed when `replacement` is `REMOVE`). */
const REMOVE = Symbol('remove');
function withValue(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = replacement;
  return copy;
}

function formText(fields: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  return form.toString();
}

function fillPath(path: string, params: Record<string, string>, override?: { name: string; value: string }): string {
  return path
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => (override?.name === name ? override.value : encodeURIComponent(params[name] ?? 'x1')))
    .replace(/\*$/, () => (override?.name === '*' ? override.value : (params['*'] ?? '')));
}

export function casesFor(target: FuzzTarget, inputs: RouteInputs, seed: number): FuzzCase[] {
  const random = seededRandom(seed);
  const identity: Identity = target.auth ? 'customer' : 'anonymous';
  const path = fillPath(target.path, inputs.params);
  const goodQuery = inputs.query ? new URLSearchParams(inputs.query).toString() : '';
  const url = goodQuery ? `${path}?${goodQuery}` : path;
  const takesBody = target.body !== 'none' || target.method === 'OPTIONS';
  const form = target.body === 'form';
  const good = inputs.body;
  const goodPayload = good === undefined ? undefined : form ? formText(good) : JSON.stringify(toSnakeKeys(good));
  const goodType = form ? FORM_TYPE : JSON_TYPE;
  const cases: FuzzCase[] = [];
  const add = (c: Omit<FuzzCase, 'method' | 'url' | 'identity'> & Partial<Pick<FuzzCase, 'method' | 'url' | 'identity'>>) =>
    cases.push({ method: target.method, url, identity, ...c });

  // Whole bodies of the wrong shape: the worst every time, a sample of the rest (a GET gets only
  // the worst: its body is not read, but it is sent).
  const worst = RAW_JSON_BODIES.filter((b) => WORST_BODIES.test(b.label));
  const rest = RAW_JSON_BODIES.filter((b) => !WORST_BODIES.test(b.label));
  const rawBodies = takesBody ? [...worst, ...pick(random, rest, OTHER_BODIES_PER_ROUTE)] : worst;
  for (const body of rawBodies) add({ kind: 'body', label: body.label, payload: body.payload, contentType: JSON_TYPE });
  if (takesBody) {
    for (const body of randomJsonBodies(seed, 8)) add({ kind: 'random', label: body.label, payload: body.payload, contentType: JSON_TYPE });
    for (const body of RAW_FORM_BODIES) add({ kind: 'form', label: body.label, payload: body.payload, contentType: FORM_TYPE });
    for (const ct of pick(random, CONTENT_TYPE_CASES, CONTENT_TYPES_PER_ROUTE)) {
      const headers: Record<string, string | null> = { ...ct.headers };
      if (ct.omitContentType) headers['content-type'] = null;
      add({ kind: 'content type', label: ct.label, payload: goodPayload ?? '{"a": 1}', contentType: JSON_TYPE, headers });
    }
    for (const sized of SIZED_BODIES) add({ kind: 'size', label: sized.label, payload: sized.payload, contentType: sized.json ? JSON_TYPE : FORM_TYPE });
  }

  // One field of a good body spoiled at a time: always NUL, a lone surrogate and a missing value, then a sample.
  if (good !== undefined && takesBody) {
    const always = BAD_FIELD_VALUES.filter(([label]) => label === 'NUL' || label === 'lone high surrogate');
    const pool = form ? BAD_TEXT_VALUES : BAD_FIELD_VALUES;
    const strings = randomStrings(seed + 1, 64);
    for (const fieldPath of fieldPaths(form ? Object.fromEntries(Object.keys(good).map((k) => [k, ''])) : good)) {
      const name = fieldPath.join('.');
      const values: (readonly [string, unknown])[] = [
        ...always,
        ...pick(random, pool, 6),
        ['random text', strings[Math.floor(random() * strings.length)] ?? ''],
        ['missing', REMOVE],
      ];
      if (form) values.push(['repeated', ['a', 'b']]);
      for (const [label, value] of values) {
        const spoiled = withValue(good, fieldPath, value) as Record<string, unknown>;
        const payload = form ? formText(spoiled) : JSON.stringify(toSnakeKeys(spoiled));
        add({ kind: 'field', label: `${name}: ${label}`, payload, contentType: goodType });
      }
    }
  }

  // Headers one at a time, on an otherwise good request.
  for (const header of pick(random, HEADER_CASES, HEADERS_PER_ROUTE)) {
    add({
      kind: 'header',
      label: `${header.header}: ${header.label}`,
      ...(goodPayload === undefined || !takesBody ? {} : { payload: goodPayload, contentType: goodType }),
      headers: { [header.header]: header.value },
    });
  }

  // Each path parameter spoiled (the catch-all's rest too).
  const paramNames = [...target.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  if (target.path.endsWith('*')) paramNames.push('*');
  for (const name of paramNames) {
    for (const [label, value] of PATH_PARAM_CASES) {
      const spoiledPath = fillPath(target.path, inputs.params, { name, value });
      add({
        kind: 'path',
        label: `${name}: ${label}`,
        url: goodQuery ? `${spoiledPath}?${goodQuery}` : spoiledPath,
        ...(goodPayload === undefined || !takesBody ? {} : { payload: goodPayload, contentType: goodType }),
      });
    }
  }

  // Query strings: generic ones, then each key of a good query spoiled.
  for (const [label, query] of pick(random, QUERY_CASES, QUERIES_PER_ROUTE)) add({ kind: 'query', label, url: `${path}?${query}` });
  for (const key of Object.keys(inputs.query ?? {})) {
    for (const [label, value] of [...pick(random, BAD_TEXT_VALUES, 5), ['nested arrays', JSON.stringify(nestedArrays(40))] as const]) {
      const query = new URLSearchParams({ ...inputs.query, [key]: value });
      add({ kind: 'query', label: `${key}: ${label}`, url: `${path}?${query.toString()}` });
    }
    const repeated = new URLSearchParams(inputs.query);
    repeated.append(key, 'again');
    add({ kind: 'query', label: `${key}: repeated`, url: `${path}?${repeated.toString()}` });
  }

  // The same path spelt oddly.
  for (const [label, oddUrl] of [
    ['trailing slash', `${path}/`],
    ['double slash', `/${path}`],
    ['matrix parameter', `${path};jsessionid=1`],
    ['encoded NUL at the end', `${path}%00`],
    ['fragment', `${path}#x`],
  ] as const) {
    add({ kind: 'url', label, url: oddUrl, ...(goodPayload === undefined || !takesBody ? {} : { payload: goodPayload, contentType: goodType }) });
  }

  // Unsigned: the request never gets past the signature, but the body is read first.
  for (const body of RAW_JSON_BODIES.filter((b) => /20,000|escaped NUL|__proto__ key/.test(b.label))) {
    add({ kind: 'unsigned', label: body.label, identity: 'unsigned', payload: body.payload, contentType: JSON_TYPE });
  }
  if (goodPayload !== undefined && takesBody) add({ kind: 'unsigned', label: 'good body', identity: 'unsigned', payload: goodPayload, contentType: goodType });

  if (target.method === 'GET') {
    add({ kind: 'head', label: 'HEAD', method: 'HEAD' });
    add({ kind: 'head', label: 'HEAD with a bad query', method: 'HEAD', url: `${path}?limit=NaN&%00=%ZZ` });
    add({ kind: 'head', label: 'HEAD unsigned', method: 'HEAD', identity: 'unsigned' });
  }
  return cases;
}
