/**
 * Widget tests on the real shop (issue 13): `buildApp()` from @drawkit/api-server on in-memory
 * PGlite with the seed data, the same shop the API tests use, reached through `app.inject` behind
 * a fetch-compatible function. A widget passes only when the real server agrees with it, and no
 * business rule (pricing, promotions, ticket validation) is written twice.
 *
 * Test-only: @drawkit/api-server is a devDependency of the widgets and only `__tests__` import it.
 */
import './testEnv';
import { toCamelKeys } from '@drawkit/contract';
import { DEMO_CUSTOMER } from '@drawkit/api-server';
// Renamed: a vitest hook pair (beforeAll/afterAll), not a React hook, whatever the lint's naming rule reads.
import { signUp, signupRequest, superJackpotItem, TEST_NOW, type TestShop, testBackends, useTestShop as testShopForFile } from '@drawkit/api-server/testing';
import { type AddCartItemRequest, createDrawkit, createMemoryStorage, type DrawkitClient } from '@drawkit/sdk';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { renderInProvider } from './renderInProvider';

/** Password of every seeded demo account (packages/api-server/src/seed/demoAccounts.ts, README). */
export const SHOP_PASSWORD: string = DEMO_CUSTOMER.password;
/** The main demo customer: verified, a $50.00 wallet. */
export const SHOP_EMAIL: string = DEMO_CUSTOMER.email;

/** Any origin does: the inject fetch reads only the path, and discovery names the shop's own. */
const SHOP_URL = 'http://localhost:8080';

/** A call the shop received, as the SDK sent it (body read in camelCase). */
export interface ShopRequest {
  method: string;
  /** The path without the origin, e.g. `/v2/anon-cart/…/items`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
  status: number;
  /** The shop's JSON answer read in camelCase (null when not JSON). */
  reply: unknown;
}

/**
 * A fetch that hands each request to `app.inject` (no socket, no CORS), recording it. Only what
 * the SDK sends is handled: text bodies (JSON or form). Streams (SSE) are not supported.
 */
/** Holds a call until the returned promise settles (e.g. to show a payment in flight); undefined lets it through. */
export type ShopGate = (request: { method: string; path: string }) => Promise<void> | undefined;

export function injectFetch(shop: TestShop, requests: ShopRequest[] = [], gate?: ShopGate): typeof globalThis.fetch {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    await gate?.({ method: request.method, path: url.pathname });
    const reply = await shop.app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(text ? { payload: text } : {}),
    });
    let body: unknown;
    if (text) {
      const type = request.headers.get('content-type') ?? '';
      body = type.includes('json') ? toCamelKeys(JSON.parse(text)) : Object.fromEntries(new URLSearchParams(text));
    }
    let answer: unknown = null;
    try {
      answer = reply.body ? toCamelKeys(JSON.parse(reply.body)) : null;
    } catch {
      answer = null;
    }
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body, headers: request.headers, status: reply.statusCode, reply: answer });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(one));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : reply.body, { status: reply.statusCode, headers: responseHeaders });
  };
  return fetch as typeof globalThis.fetch;
}

/**
 * The file's shop: migrated and seeded in `beforeAll`, closed in `afterAll`. Tests in one file
 * share its database (each client has its own anonymous cart; a signed-in customer's cart and
 * wallet carry over between tests, so pick a different demo account where that matters).
 *
 * The browser's clock is set to the shop's fixed clock (Wednesday 11 March 2026, see TEST_NOW)
 * and runs on from there, so signed timestamps are accepted and draw dates match the seed. Only
 * `Date` is faked: timers stay real, so debounces and `findBy*` behave as in a browser.
 * `options` go to the shop (e.g. `drawEvents`, to hold the bus live results are told on).
 */
export function openRealShop(options?: Parameters<typeof testShopForFile>[1]): TestShop {
  const [pglite] = testBackends();
  if (!pglite) throw new Error('No test backend.');
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW, shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  return testShopForFile(pglite, options);
}

/** A real SDK client over the shop, with memory storage; `requests` lists every call it made. */
export function createShopClient(shop: TestShop, options: { appKey?: string; gate?: ShopGate } = {}): { client: DrawkitClient; requests: ShopRequest[] } {
  const requests: ShopRequest[] = [];
  const client = createDrawkit({
    discoveryUrl: `${SHOP_URL}/discover`,
    appKey: options.appKey ?? 'drawkit-storefront',
    fetch: injectFetch(shop, requests, options.gate),
    storage: createMemoryStorage(),
  });
  return { client, requests };
}

/**
 * Renders `ui` under a provider whose client talks to the real shop, the way a shopper would.
 * Given a `client` (from createShopClient), its calls are in that call's `requests`, not here.
 */
export function renderWithShop(shop: TestShop, ui: ReactNode, options: { appKey?: string; gate?: ShopGate; client?: DrawkitClient } = {}) {
  const created = options.client ? { client: options.client, requests: [] as ShopRequest[] } : createShopClient(shop, options);
  const { client, requests } = created;
  return { ...renderInProvider(client, ui), client, requests };
}

/** Signs a client in with a seeded demo account (password `drawkit-demo-1`), through the SDK's login. */
export async function signInAs(client: DrawkitClient, email: string = SHOP_EMAIL, password: string = SHOP_PASSWORD): Promise<void> {
  await client.session.getState().init();
  const result = await client.session.getState().login({ email, password });
  expect(result, `sign-in as ${email}: ${JSON.stringify(client.session.getState().errors)}`).toMatchObject({ ok: true });
}

/** The last call matching `method` and `path` (the path with `/v2` and ids as they were sent). */
export function lastRequest(requests: readonly ShopRequest[], method: string, path: RegExp): ShopRequest {
  const found = requests.filter((r) => r.method === method && path.test(r.path)).at(-1);
  expect(found, `a ${method} ${path}`).toBeDefined();
  return found as ShopRequest;
}

/** The seeded Super Jackpot's next draw at TEST_NOW (Thursday 12 March 2026, 8:30 pm AEST). */
export const NEXT_SUPER_JACKPOT_DRAW = 1534;
/** The seeded Super Jackpot's price a game. */
export const SUPER_JACKPOT_GAME = '$1.75';

/** A complete seeded Super Jackpot ticket of `games` games for the next draw, $1.75 a game (the API tests' fixture). */
export function shopTicket(games = 2, drawNo = NEXT_SUPER_JACKPOT_DRAW): AddCartItemRequest {
  return superJackpotItem({ drawNo }, games);
}

/** A new customer (signed up through the API): verified, an empty wallet. Returns the sign-in details. */
export async function newCustomer(shop: TestShop): Promise<{ email: string; password: string }> {
  const request = signupRequest();
  await signUp(shop.client, request);
  return { email: request.email, password: request.password };
}

/** Adds a ticket through the client's cart store (the anonymous cart, or the customer's when signed in). */
export async function addTicket(client: DrawkitClient, ticket: AddCartItemRequest = shopTicket()): Promise<void> {
  await client.session.getState().init();
  const result = await client.cart.getState().addItem(ticket);
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
}
