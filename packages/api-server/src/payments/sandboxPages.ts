/**
 * The sandbox's pages that stand in for a card issuer's challenge and PayPal's approval, plus
 * `/3ds/notify` (shop-core §7: "A path /3ds/notify exists for card-challenge notification").
 * The challenge page runs in the shop's iframe; its answer tells the embedding page (by
 * postMessage) that the shopper is done, so the client resends its purchase.
 */
import { challengeNotifySchema } from '@drawkit/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { apps, pendingDeposits } from '../db/schema';
import type { AppDeps } from '../http/AppDeps';
import { PAGE_STYLESHEET_LINK } from '../http/pageStylesheet';
import { challengePagePolicy, setPagePolicy, UNFRAMED_PAGE } from '../http/securityHeaders';
import { resolveChallenge } from './authoriseCard';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, title: string, body: string, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>` +
        `${PAGE_STYLESHEET_LINK}</head><body class="sandbox">${body}</body></html>`,
    );
}

/**
 * The answered challenge's script: tells the page that shows it (the frame's parent, or the
 * window that opened it) the outcome its `data-message` holds. A file, so the page needs no
 * inline script.
 */
const NOTIFY_SCRIPT_PATH = '/3ds/notify.js';
const NOTIFY_SCRIPT = `(() => {
  const message = document.currentScript?.dataset.message;
  const target = window.parent !== window ? window.parent : window.opener;
  if (message && target) target.postMessage(JSON.parse(message), '*');
})();
`;

/** Who may frame the challenge: the storefront and every registered app origin (any partner page may take a card). */
async function challengePolicy(deps: AppDeps) {
  const rows = await deps.db.select({ allowedOrigins: apps.allowedOrigins }).from(apps);
  return challengePagePolicy(rows.flatMap((row) => row.allowedOrigins));
}

const pageParams = z.object({ depositId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });
const pageQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/) });
const approveBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/), outcome: z.enum(['approve', 'cancel']) });

export function registerSandboxPages(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  async function pendingRow(depositId: string, token: string, kind: 'card_challenge' | 'paypal') {
    const [row] = await db
      .select()
      .from(pendingDeposits)
      .where(and(eq(pendingDeposits.id, depositId), eq(pendingDeposits.token, token), eq(pendingDeposits.kind, kind)));
    return row ?? null;
  }

  server.get('/3ds/challenge/:depositId', async (request, reply) => {
    setPagePolicy(reply, await challengePolicy(deps));
    const params = pageParams.safeParse(request.params);
    const query = pageQuery.safeParse(request.query);
    const row = params.success && query.success ? await pendingRow(params.data.depositId, query.data.token, 'card_challenge') : null;
    if (row?.status !== 'pending') return page(reply, 'Card check', '<h1>This card check has ended.</h1>', 404);
    const amount = (row.amountCents / 100).toFixed(2);
    const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    const form = (outcome: 'complete' | 'fail', label: string, cls: string) =>
      `<form method="post" action="/3ds/notify">${field('deposit_id', row.id)}${field('token', row.token)}${field('outcome', outcome)}<button type="submit" class="${cls}">${label}</button></form>`;
    return page(
      reply,
      'Confirm your payment',
      `<h1>Sandbox card check</h1><p>Your card issuer asks you to confirm a payment of $${amount}.</p>` +
        form('complete', 'Complete', 'primary') +
        form('fail', 'Fail', ''),
    );
  });

  server.get(NOTIFY_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(NOTIFY_SCRIPT),
  );

  server.post('/3ds/notify', async (request, reply) => {
    setPagePolicy(reply, await challengePolicy(deps));
    const body = challengeNotifySchema.safeParse(Object.fromEntries(Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), v])));
    const row = body.success ? await resolveChallenge(db, clock, body.data.depositId, body.data.token, body.data.outcome) : null;
    if (!row) return page(reply, 'Card check', '<h1>This card check has ended.</h1>', 404);
    const done = row.status === 'completed';
    // Tells the page that shows this frame the outcome (nothing secret: the id and a status).
    const message = JSON.stringify({ type: 'drawkit:card-challenge', depositId: row.id, status: row.status });
    return page(
      reply,
      done ? 'Payment confirmed' : 'Payment not confirmed',
      `<h1>${done ? 'Payment confirmed' : 'Payment not confirmed'}</h1><p>You can close this window.</p>` +
        `<script src="${NOTIFY_SCRIPT_PATH}" data-message="${escapeHtml(message)}"></script>`,
    );
  });

  server.get('/sandbox/paypal/approve/:depositId', async (request, reply) => {
    setPagePolicy(reply, UNFRAMED_PAGE);
    const params = pageParams.safeParse(request.params);
    const query = pageQuery.safeParse(request.query);
    const row = params.success && query.success ? await pendingRow(params.data.depositId, query.data.token, 'paypal') : null;
    if (row?.status !== 'pending') return page(reply, 'PayPal sandbox', '<h1>This payment has ended.</h1>', 404);
    // The answer redirects to the partner page the deposit began on, and form-action covers redirects.
    const returnUrl = typeof row.purchase?.['returnUrl'] === 'string' ? row.purchase['returnUrl'] : null;
    if (returnUrl) setPagePolicy(reply, { ...UNFRAMED_PAGE, formTargets: [new URL(returnUrl).origin] });
    const amount = (row.amountCents / 100).toFixed(2);
    const form = (outcome: 'approve' | 'cancel', label: string, cls: string) =>
      `<form method="post"><input type="hidden" name="token" value="${escapeHtml(row.token)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" class="${cls}">${label}</button></form>`;
    return page(
      reply,
      'PayPal sandbox',
      `<h1>PayPal sandbox</h1><p>Pay $${amount} AUD to Drawkit.</p>${form('approve', 'Approve', 'primary')}${form('cancel', 'Cancel', '')}`,
    );
  });

  server.post('/sandbox/paypal/approve/:depositId', async (request, reply) => {
    setPagePolicy(reply, UNFRAMED_PAGE);
    const params = pageParams.safeParse(request.params);
    const body = approveBody.safeParse(request.body);
    if (!params.success || !body.success) return page(reply, 'PayPal sandbox', '<h1>This payment has ended.</h1>', 404);
    const approve = body.data.outcome === 'approve';
    const [row] = await db
      .update(pendingDeposits)
      .set({ status: approve ? 'approved' : 'cancelled', resolvedAt: clock.now() })
      .where(
        and(
          eq(pendingDeposits.id, params.data.depositId),
          eq(pendingDeposits.token, body.data.token),
          eq(pendingDeposits.kind, 'paypal'),
          eq(pendingDeposits.status, 'pending'),
        ),
      )
      .returning();
    if (!row) return page(reply, 'PayPal sandbox', '<h1>This payment has ended.</h1>', 404);
    const returnUrl = typeof row.purchase?.['returnUrl'] === 'string' ? row.purchase['returnUrl'] : null;
    if (returnUrl) {
      // A partner page (checked against the app's origins when the deposit began) takes it from here.
      const back = new URL(returnUrl);
      back.searchParams.set('drawkit_deposit', row.id);
      back.searchParams.set('drawkit_paypal', approve ? 'success' : 'cancel');
      return reply.redirect(back.toString(), 303);
    }
    // Back to the storefront's return routes (shop-core §2).
    // An account deposit (no cart to buy) returns to the account's deposit pages (shop-core §2).
    if (row.purchase === null) return reply.redirect(`${deps.publicOrigin}/my-account/deposit/details/${row.id}/${approve ? 'success' : 'failure'}`, 303);
    return reply.redirect(`${deps.publicOrigin}/checkout/deposit/${row.id}/${approve ? 'success' : 'cancel'}`, 303);
  });
}
