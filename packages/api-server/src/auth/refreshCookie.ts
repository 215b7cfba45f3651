/**
 * The refresh token as an HttpOnly cookie, for browsers. A browser client (the SDK in a page)
 * opts in with the `X-Session-Cookie: 1` header on its sign-in, refresh and logout calls; it
 * then never sees the refresh token: answers leave it out and set it as a cookie that page
 * scripts cannot read, sent back only to `POST /v2/refresh`. Other clients keep the spec's
 * wire (shop-core §7): the token in the JSON answer, refreshed with the form field
 * `refresh_token`.
 *
 * - Name: one per app key, so the storefront and each partner's embeds never overwrite each
 *   other's sign-in.
 * - The storefront's own origin gets `SameSite=Strict`; an embed on another origin gets
 *   `SameSite=None; Partitioned`, kept per top-level site (CHIPS) so it works where third-party
 *   cookies are blocked and cannot follow the shopper across sites.
 * - `Secure` whenever browsers accept it: an https public origin, or a loopback one (browsers
 *   treat http://localhost as secure). A demo served over plain http on another host gets no
 *   `Secure` (browsers would drop the cookie) and no `SameSite=None`, so there a sign-in survives
 *   a reload on the storefront only; production requires an https origin.
 *
 * Handlers cannot set reply headers (they return results), so they note the cookie here and an
 * onSend hook writes it, as retryAfter.ts does.
 */
import { HEADERS, ROUTES, SERVICE_PREFIXES } from '@drawkit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256Hex } from '../db/ids';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { type AppRecord, originsOf } from '../http/appRegistry';
import { REFRESH_TOKEN_TTL_DAYS } from './sessions';

/** The only path the cookie is sent to. Logout clears it without needing to receive it. */
export const REFRESH_COOKIE_PATH = `${SERVICE_PREFIXES.main}${ROUTES.refresh.path}`;
const MAX_AGE_SECONDS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;
const COOKIE_PREFIX = 'drawkit-refresh.';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

interface CookieAttributes {
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
  partitioned: boolean;
}

const pending = new WeakMap<FastifyRequest, string>();

/** `drawkit-refresh.<app key>`; an app key that is no cookie-name token is hashed instead. */
export function refreshCookieName(appKey: string): string {
  return COOKIE_PREFIX + (/^[A-Za-z0-9_-]{1,64}$/.test(appKey) ? appKey : sha256Hex(appKey).slice(0, 24));
}

/** Whether the caller asked for its refresh token in a cookie (a browser). */
export function wantsRefreshCookie(request: FastifyRequest): boolean {
  return request.headers[HEADERS.sessionCookie.toLowerCase()] === '1';
}

/** The refresh token the browser sent for this app key, if any (tokens are base64url: nothing to decode). */
export function readRefreshCookie(request: FastifyRequest, app: AppRecord): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  const name = refreshCookieName(app.appKey);
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (TOKEN_PATTERN.test(value)) return value;
  }
  return undefined;
}

function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  return typeof origin === 'string' ? origin : undefined;
}

function isPotentiallyTrustworthy(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin);
    if (protocol === 'https:') return true;
    return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname) || hostname === '[::1]';
  } catch {
    return false;
  }
}

function cookieAttributes(request: FastifyRequest, deps: AppDeps): CookieAttributes {
  const origin = originOf(request);
  const embedded = origin !== undefined && origin !== deps.publicOrigin;
  const secure = isPotentiallyTrustworthy(deps.publicOrigin);
  if (!embedded) return { secure, sameSite: 'Strict', partitioned: false };
  // SameSite=None and Partitioned both need Secure; without it a same-site embed can still use Lax.
  return secure ? { secure, sameSite: 'None', partitioned: true } : { secure, sameSite: 'Lax', partitioned: false };
}

function noteCookie(request: FastifyRequest, deps: AppDeps, app: AppRecord, value: string, maxAgeSeconds: number): void {
  const { secure, sameSite, partitioned } = cookieAttributes(request, deps);
  const parts = [`${refreshCookieName(app.appKey)}=${value}`, `Max-Age=${maxAgeSeconds}`, `Path=${REFRESH_COOKIE_PATH}`, 'HttpOnly'];
  if (secure) parts.push('Secure');
  parts.push(`SameSite=${sameSite}`);
  if (partitioned) parts.push('Partitioned');
  pending.set(request, parts.join('; '));
}

/** Sets the refresh token as this app's cookie on the answer to `request`. */
export function setRefreshCookie(request: FastifyRequest, deps: AppDeps, app: AppRecord, token: string): void {
  if (!TOKEN_PATTERN.test(token)) throw new Error('A refresh token must be base64url to go into a cookie.');
  noteCookie(request, deps, app, token, MAX_AGE_SECONDS);
}

/** Clears this app's refresh cookie (same name, path and partition as when it was set). */
export function clearRefreshCookie(request: FastifyRequest, deps: AppDeps, app: AppRecord): void {
  noteCookie(request, deps, app, '', 0);
}

/**
 * The answer to a sign-in or refresh as the caller asked for it: a browser's refresh token goes
 * into the cookie and out of the body; anyone else's stays in the body.
 */
export function deliverRefreshToken<R extends { refreshToken?: string | undefined }>(
  request: FastifyRequest,
  deps: AppDeps,
  app: AppRecord,
  result: R,
): R {
  if (!wantsRefreshCookie(request) || result.refreshToken === undefined) return result;
  setRefreshCookie(request, deps, app, result.refreshToken);
  const { refreshToken: _kept, ...rest } = result;
  return rest as R;
}

/**
 * A refresh by cookie must come from a page registered for the app key: the cookie travels with
 * any request the browser makes, so the Origin header is what tells the shop's pages from a
 * forged form on another site (CSRF).
 */
export function assertCookieRefreshOrigin(request: FastifyRequest, deps: AppDeps, app: AppRecord): void {
  const origin = originOf(request);
  if (origin === undefined || !originsOf(app, deps).includes(origin)) {
    fail('origin_not_allowed', { message: 'Refreshing with the session cookie needs the Origin of a page registered for the app key.' });
  }
}

export function registerRefreshCookieHeader(server: FastifyInstance): void {
  server.addHook('onSend', async (request, reply, payload) => {
    const cookie = pending.get(request);
    if (cookie !== undefined) reply.header('Set-Cookie', cookie);
    return payload;
  });
}
