/**
 * Nothing hands a sign-in to whoever names an email address. Every route of the contract and
 * every other route the server has is called without a session, with a customer's email in
 * every field a route might read it from; afterwards that customer has no new sign-in link,
 * transfer token or session, and no answer (outside the demo's own mailbox) carries a code or
 * link that was mailed to them.
 */
import { buildPath, ROUTES, type RouteSpec, SERVICE_PREFIXES } from '@drawkit/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type CallOptions, useTestShop } from '../../__tests__/helpers/testShop';
import { authSessions, oneTimeTokens } from '../../db/schema';
import { EXTRA_ROUTES } from '../../http/extraRoutes';
import { recentMail } from '../../mail/outbox';
import { customerWithEmailCodes, freshAddress } from './twoFactorHelpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * The server's routes outside the contract's table (http/extraRoutes.ts, kept complete by the
 * route fuzz suite), less the event stream, which stays open; plus the mailbox form that minted
 * a sign-in link for any address, which is gone and must stay gone.
 */
const OTHER_ROUTES: readonly { method: Method; path: string }[] = [
  ...EXTRA_ROUTES.filter((route) => route.method !== 'OPTIONS' && !route.stream).map((route) => ({
    method: route.method as Method,
    path: route.path.replace('*', 'anything'),
  })),
  { method: 'POST', path: '/dev/mailbox/autologin' },
];

/** Pages whose job in the demo is to show mail the shop sent (to anyone: the demo is loopback-only). */
const MAILBOX_PATHS = new Set(['/dev/mailbox', '/dev/mailbox/messages']);

const contractUrl = (route: RouteSpec) => `${SERVICE_PREFIXES['service' in route ? (route.service ?? 'main') : 'main']}${route.path}`;

describe.each(testBackends())('no sign-in for an email on request, on $name', (backend) => {
  const shop = useTestShop(backend);

  async function signInArtefacts(customerId: string) {
    const tokens = await shop.database.db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.customerId, customerId), inArray(oneTimeTokens.kind, ['autologin', 'transfer'])));
    const sessions = await shop.database.db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.customerId, customerId));
    return { tokens: tokens.length, sessions: sessions.length };
  }

  it('the dev mailbox has no form that mints a sign-in link: POST /dev/mailbox/autologin is a 404', async () => {
    const { email, session } = await customerWithEmailCodes(shop);
    const before = await signInArtefacts(session.customerId);
    const page = await shop.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/dev/mailbox/autologin');
    expect(page.body).not.toMatch(/<form/i);
    const minted = await shop.app.inject({
      method: 'POST',
      url: '/dev/mailbox/autologin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, purpose: 'autologin' }).toString(),
    });
    expect(minted.statusCode).toBe(404);
    expect(minted.body).not.toMatch(/\/login\/(autologin|transfer)\//);
    expect(await signInArtefacts(session.customerId)).toEqual(before);
  });

  it('no route, called without a session, mints a sign-in link, token or session for the email it is given', async () => {
    const { email, session } = await customerWithEmailCodes(shop);
    const before = await signInArtefacts(session.customerId);
    const fields = { email, emailOrToken: email, to: email, username: email, purpose: 'autologin', password: 'not-their-password' };
    const form = { email, email_or_token: email, to: email, username: email, purpose: 'autologin', password: 'not-their-password' };
    const query = `?${new URLSearchParams({ email, to: email, email_or_token: email })}`;
    const routes = [
      ...Object.values(ROUTES as Record<string, RouteSpec>).map((route) => ({ method: route.method, path: contractUrl(route), form: route.form === true })),
      ...OTHER_ROUTES.map((route) => ({ ...route, form: route.method === 'POST' })),
    ];
    const answers: { label: string; text: string }[] = [];
    for (const route of routes) {
      const params = Object.fromEntries([...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, email]));
      const url = buildPath(route.path, params);
      const variants: CallOptions[] =
        route.method === 'GET' || route.method === 'DELETE'
          ? [{}]
          : route.form
            ? [{ form }, { body: fields }]
            : [{ body: fields }, { form }];
      for (const variant of variants) {
        const target = route.method === 'GET' || route.method === 'DELETE' ? `${url}${query}` : url;
        const response = await shop.client.call(route.method, target, { ...variant, remoteAddress: freshAddress() });
        expect(response.status, `${route.method} ${target}: ${response.text.slice(0, 200)}`).toBeLessThan(500);
        if (!MAILBOX_PATHS.has(route.path)) answers.push({ label: `${route.method} ${route.path}`, text: response.text });
      }
    }
    expect(routes.length).toBeGreaterThan(100);
    expect(await signInArtefacts(session.customerId)).toEqual(before);
    // Codes and links went to the customer's mailbox only (the walk asked for a reset link and codes).
    const secrets = (await recentMail(shop.database.db, { to: email, limit: 200 })).flatMap((mail) => [
      ...(mail.text.match(/\b\d{6}\b/g) ?? []),
      ...(mail.text.match(/\/login\/[a-z]+\/([A-Za-z0-9_-]{16,})/g) ?? []),
    ]);
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      const pattern = new RegExp(`(?<![\\w/-])${secret.replace(/[/-]/g, '\\$&')}(?![\\w-])`);
      expect(answers.filter((answer) => pattern.test(answer.text)).map((answer) => answer.label)).toEqual([]);
    }
  });
});
