/**
 * Every route the shop's server registers outside the contract's ROUTES table: pages, files,
 * sandbox stand-ins, demo and test-only routes, and the catch-alls. The route fuzz suite
 * (src/__tests__/routeFuzz.test.ts) sends bad input to every route of ROUTES and of this
 * table, in the mode the route exists in, and fails when the server registers a route that is
 * in neither table: a new route outside the contract goes here. Fastify adds HEAD to every GET
 * by itself; those are not listed.
 */
import { DRAW_EVENTS_PATH, SERVICE_PREFIXES } from '@drawkit/contract';
import type { ServerMode } from '../config/readEnv';
import { DEMO_ONLY_PREFIXES } from './demoOnlyPaths';

export interface ExtraRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
  /** Fastify's form: `:name` parameters, `*` for the rest of the path. */
  path: string;
  /** What it is. */
  about: string;
  /** The modes it exists in; both when absent. The browser tests' clock exists only with DRAWKIT_TEST_CLOCK=1 besides. */
  modes?: readonly ServerMode[];
  /** How it reads a body, when it reads one. */
  body?: 'json' | 'form';
  /** Answers with a stream that stays open (server-sent events). */
  stream?: true;
}

const DEMO: readonly ServerMode[] = ['demo'];
const PRODUCTION: readonly ServerMode[] = ['production'];

export const EXTRA_ROUTES: readonly ExtraRoute[] = [
  { method: 'GET', path: '/discover', about: 'discovery: base URLs and app id for an X-App-Key header or app_key parameter' },
  { method: 'GET', path: '/heartbeat', about: "the SDK's heartbeat, an empty 204" },
  {
    method: 'GET',
    path: `${SERVICE_PREFIXES.main}${DRAW_EVENTS_PATH}`,
    about: 'live results as server-sent events (?app_key=&offers=&events=)',
    stream: true,
  },
  { method: 'GET', path: '/benefits/sso', about: "a member's benefits page, by single-use token (?token=)" },
  { method: 'GET', path: '/membership-assets/:file', about: "the membership programme's artwork (SVG)" },
  { method: 'GET', path: '/cms/assets/:id', about: "a CMS file's content (an SVG image), named by GET /cms/files/{id}" },
  { method: 'GET', path: '/shop-pages.css', about: "the stylesheet of the server's own pages" },
  { method: 'GET', path: '/dev/mailbox', about: 'the mail the shop sent, as a page', modes: DEMO },
  { method: 'GET', path: '/dev/mailbox/messages', about: 'the mail the shop sent, as JSON (?to=&kind=&limit=)', modes: DEMO },
  { method: 'GET', path: '/3ds/challenge/:depositId', about: "sandbox card issuer's challenge page (?token=)", modes: DEMO },
  { method: 'POST', path: '/3ds/notify', about: 'card-challenge notification (form: deposit_id, token, outcome)', modes: DEMO, body: 'form' },
  { method: 'GET', path: '/3ds/notify.js', about: 'the script of the challenge answer page', modes: DEMO },
  { method: 'GET', path: '/sandbox/paypal/approve/:depositId', about: "sandbox PayPal's approval page (?token=)", modes: DEMO },
  { method: 'POST', path: '/sandbox/paypal/approve/:depositId', about: "sandbox PayPal's approval (form: token, outcome)", modes: DEMO, body: 'form' },
  // Issue 12: the operator's review of verification submissions (Authorization: Bearer <operator secret>).
  { method: 'GET', path: '/operator/verifications', about: 'verification submissions for review (?status=pending|approved|refused|all)' },
  { method: 'GET', path: '/operator/verifications/:id/files/:fileId', about: "a submission's photo, as a download" },
  { method: 'POST', path: '/operator/verifications/:id/approve', about: 'approves a submission: the customer is verified', body: 'json' },
  { method: 'POST', path: '/operator/verifications/:id/refuse', about: 'refuses a submission (json: reason)', body: 'json' },
  // The payout step of withdrawals (Authorization: Bearer <operator secret>).
  { method: 'GET', path: '/operator/withdrawals', about: 'withdrawals to pay out, with their bank accounts, a page at a time (?status=pending|paid|cancelled|all&limit&offset)' },
  { method: 'POST', path: '/operator/withdrawals/:id/pay', about: 'records a withdrawal as paid to its bank account', body: 'json' },
  { method: 'POST', path: '/operator/withdrawals/:id/cancel', about: 'cancels a pending withdrawal: the money goes back to the wallet (json: reason)', body: 'json' },
  // Issue 12: the identity sandboxes' pages (demo only).
  { method: 'GET', path: '/sandbox/verification/:method', about: 'sandbox ConnectID / greenID page (?state=)', modes: DEMO },
  { method: 'POST', path: '/sandbox/verification/:method', about: "sandbox ConnectID / greenID answer (form: state, outcome)", modes: DEMO, body: 'form' },
  { method: 'GET', path: '/sandbox/identity/authorize', about: "sandbox identity provider's sign-in page (?intent=signin|link)", modes: DEMO },
  { method: 'POST', path: '/sandbox/identity/authorize', about: 'sandbox identity provider sign-in (form: intent, email, password)', modes: DEMO, body: 'form' },
  { method: 'POST', path: '/__test/clock', about: 'browser tests: moves the draw clock (DRAWKIT_TEST_CLOCK=1)', modes: DEMO, body: 'json' },
  // In production the demo's paths answer 404 rather than fall through to the storefront's page.
  ...DEMO_ONLY_PREFIXES.flatMap((prefix) =>
    [prefix, `${prefix}/*`].flatMap((path) =>
      (['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const).map(
        (method): ExtraRoute => ({ method, path, about: 'a demo-only path: 404 not_found', modes: PRODUCTION }),
      ),
    ),
  ),
  { method: 'GET', path: '/*', about: 'the storefront and element bundle files, index.html for page routes' },
  { method: 'OPTIONS', path: '/*', about: 'CORS preflight for every path' },
];
