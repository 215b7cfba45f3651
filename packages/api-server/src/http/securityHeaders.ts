/**
 * The security headers of every response, built here and nowhere else (issue 10).
 *
 * - Every HTML page gets a strict Content-Security-Policy (nothing inline, nothing evaluated:
 *   the storefront's scripts and styles are files, the widgets' styles are constructable
 *   stylesheets), nosniff, a Referrer-Policy, a Permissions-Policy and a
 *   Cross-Origin-Opener-Policy. A page that differs (who may frame it, where its forms go, its
 *   opener policy) says so with `setPagePolicy`; any other HTML answer gets the storefront's.
 * - Every response gets nosniff, and HSTS when the shop is served over https.
 * - API answers that hold personal data get `Cache-Control: no-store`, decided by the
 *   contract's route table (`auth: true`) plus the list below.
 */
import { ROUTES, type RouteName, type RouteSpec, SERVICE_PREFIXES } from '@drawkit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SELF = "'self'";
const NONE = "'none'";

/**
 * Cross-Origin-Opener-Policy of a page. `same-origin` for the shop's pages: none opens a
 * window it must talk to (PayPal is a full-page redirect, the card challenge an iframe) or is
 * opened by one. `unsafe-none` only for the card challenge, whose answer goes to
 * `window.opener` when it is shown as a window rather than a frame: any other value would cut
 * a partner page's window off from it (COOP is ignored in frames, so framing is unaffected).
 */
export type OpenerPolicy = 'same-origin' | 'unsafe-none';

/** What varies between the shop's pages; the rest of the policy is the same for all. */
export interface PagePolicy {
  /** Who may frame the page: `'self'`, origins, or nobody when empty. */
  frameAncestors: readonly string[];
  /** Origins the page's forms may submit or be redirected to, besides the shop's own. */
  formTargets?: readonly string[];
  opener?: OpenerPolicy;
}

/** The storefront's pages: framed by the storefront only. */
export const STOREFRONT_PAGE: PagePolicy = { frameAncestors: [SELF] };

/** A page nobody may frame (an approval button is what clickjacking aims at). */
export const UNFRAMED_PAGE: PagePolicy = { frameAncestors: [] };

/** A partner's storefront pages (`/purchase/<slug>`): framed by that partner's registered origins only. */
export function partnerPagePolicy(partnerOrigins: readonly string[]): PagePolicy {
  return { frameAncestors: origins(partnerOrigins) };
}

/** The card challenge: framed by the storefront and by the partner pages that take payments. */
export function challengePagePolicy(registeredOrigins: readonly string[]): PagePolicy {
  return { frameAncestors: [SELF, ...origins(registeredOrigins)], opener: 'unsafe-none' };
}

/** A plain http(s) origin: anything else (a space, a `;`, a wildcard) would change the policy's meaning. */
const ORIGIN = /^https?:\/\/(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Registered origins as policy sources: each once, and only well-formed ones. */
function origins(values: readonly string[]): string[] {
  return unique(values.filter((value) => ORIGIN.test(value)));
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

type Directives = Record<string, readonly string[]>;

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...(values.length > 0 ? values : [NONE])].join(' '))
    .join('; ');
}

/** The policy of a page the shop serves. */
export function shopPageCsp(policy: PagePolicy): string {
  return serialise({
    'default-src': [SELF],
    'script-src': [SELF],
    'style-src': [SELF],
    // data: the authenticator set-up's QR code and the blank favicon.
    'img-src': [SELF, 'data:'],
    // The API and the live draw events are on the shop's own origin.
    'connect-src': [SELF],
    // The card challenge.
    'frame-src': [SELF],
    'object-src': [NONE],
    // index.html has <base href="/">.
    'base-uri': [SELF],
    'form-action': [SELF, ...origins(policy.formTargets ?? [])],
    'frame-ancestors': policy.frameAncestors,
  });
}

/**
 * The policy of a partner's page that embeds the shop's elements (the examples site): what a
 * strict partner would send, so the browser tests prove the elements need nothing inline.
 */
export function partnerSiteCsp(shopOrigin: string): string {
  return serialise({
    'default-src': [SELF],
    'script-src': [SELF, shopOrigin],
    'style-src': [SELF],
    'img-src': [SELF, shopOrigin, 'data:'],
    'connect-src': [shopOrigin],
    'frame-src': [shopOrigin],
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
    'frame-ancestors': [SELF],
  });
}

/**
 * Powerful features none of the pages use, off for them and for every frame they hold. Only
 * features Chromium knows: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'accelerometer',
  'gyroscope',
  'magnetometer',
  'display-capture',
  'screen-wake-lock',
  'xr-spatial-tracking',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** One year; no includeSubDomains or preload: other hosts of the operator's domain are not ours to decide. */
export const HSTS = 'max-age=31536000';

/** The headers of an HTML page, given its policy. */
export function applyPageHeaders(reply: FastifyReply, csp: string, opener: OpenerPolicy = 'same-origin'): void {
  reply.header('Content-Security-Policy', csp);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  reply.header('Cross-Origin-Opener-Policy', opener);
}

const pagePolicies = new WeakMap<FastifyReply, PagePolicy>();

/** Gives the page this reply sends its own policy (else it gets the storefront's). */
export function setPagePolicy(reply: FastifyReply, policy: PagePolicy): void {
  pagePolicies.set(reply, policy);
}

/**
 * Routes that need no signed-in customer but whose answers are still personal: sign-in answers
 * (tokens, a customer), whether an email has an account, and carts held by reference.
 */
const PERSONAL_ROUTES: readonly RouteName[] = [
  'signup',
  'login',
  'refresh',
  'autologin',
  'transfer',
  'twoFactorResend',
  'passwordForgot',
  'passwordReset',
  'checkEmail',
  'anonCartCreate',
  'anonCartGet',
  'anonCartAddItem',
  'anonCartUpdateItem',
  'anonCartDeleteItem',
  'anonCartBuild',
  'anonCartPromotion',
  'anonPartnerCart',
];

/** Public routes whose answer is personalised when a customer is signed in (their segment, their entries). */
const PERSONAL_WHEN_SIGNED_IN: readonly RouteName[] = ['capabilities', 'giveaways', 'giveaway'];

function routeKey(spec: RouteSpec): string {
  return `${spec.method} ${SERVICE_PREFIXES[spec.service ?? 'main']}${spec.path}`;
}

const routes = Object.entries(ROUTES) as [RouteName, RouteSpec][];
const personalRoutes = new Set(routes.filter(([name, spec]) => spec.auth === true || PERSONAL_ROUTES.includes(name)).map(([, spec]) => routeKey(spec)));
const personalWhenSignedIn = new Set(routes.filter(([name]) => PERSONAL_WHEN_SIGNED_IN.includes(name)).map(([, spec]) => routeKey(spec)));

/** Whether the answer of this route (its registered path, e.g. `/v2/checkout/:checkoutId`) holds personal data. */
export function holdsPersonalData(method: string, routePath: string, signedIn: boolean): boolean {
  const key = `${method} ${routePath}`;
  return personalRoutes.has(key) || (signedIn && personalWhenSignedIn.has(key));
}

/**
 * Over https: the request came over TLS (or, with TRUST_PROXY, the trusted proxy says so in
 * X-Forwarded-Proto: Fastify's `request.protocol`), or the shop's public origin is https (a
 * proxy in front terminates TLS).
 */
export function servedOverHttps(request: FastifyRequest, publicOrigin: string): boolean {
  return request.protocol === 'https' || publicOrigin.startsWith('https:');
}

function isHtml(reply: FastifyReply): boolean {
  return /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));
}

/** The security headers of a response the shop sends (its onSend hook). */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, deps: { publicOrigin: string }): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  if (servedOverHttps(request, deps.publicOrigin)) reply.header('Strict-Transport-Security', HSTS);
  // A page's 304 carries no Content-Type; its policy was set (setPagePolicy) all the same.
  if (isHtml(reply) || pagePolicies.has(reply)) {
    const policy = pagePolicies.get(reply) ?? STOREFRONT_PAGE;
    applyPageHeaders(reply, shopPageCsp(policy), policy.opener);
    return;
  }
  const routePath = request.routeOptions.url;
  if (routePath !== undefined && holdsPersonalData(request.method, routePath, request.headers.authorization !== undefined)) {
    reply.header('Cache-Control', 'no-store');
  }
}
