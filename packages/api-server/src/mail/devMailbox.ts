/**
 * The demo's mailbox (never in production: buildApp registers it in demo mode only).
 * `GET /dev/mailbox` lists the mail the shop sent as a page, `GET /dev/mailbox/messages?to=&kind=`
 * as JSON (browser tests read codes from it). It only shows mail: nothing here makes a sign-in
 * link or code for an address on request. The demo listens on loopback only, because this page
 * shows every account's codes and links to whoever can reach it.
 */
import type { FastifyInstance } from 'fastify';
import { text as textField } from '@drawkit/contract/schemas';
import { z } from 'zod';
import type { AppDeps } from '../http/AppDeps';
import { successBody } from '../http/envelope';
import { sendFailure } from '../http/errorHandler';
import { PAGE_STYLESHEET_LINK } from '../http/pageStylesheet';
import { type MailKind, type OutboxMessage, recentMail } from './outbox';

const querySchema = z.object({
  to: textField().max(320).optional(),
  kind: z.enum(['two_factor_code', 'password_reset', 'autologin_link', 'email_confirmation', 'party_invitation']).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Links in a message become clickable; everything else is escaped. */
const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function page(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<article><header><strong>${escapeHtml(m.subject)}</strong><br><small>to ${escapeHtml(m.toAddress)} · ${escapeHtml(m.kind)} · ${m.createdAt.toISOString()}</small></header><pre>${linkify(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>Drawkit dev mailbox</title>
${PAGE_STYLESHEET_LINK}</head>
<body class="mailbox"><h1>Dev mailbox</h1>
<p>Mail the shop sent, newest first. This page exists only in the demo (<code>npm start</code>, loopback only).</p>
${rows || '<p>No mail yet.</p>'}
</body></html>`;
}

export function registerDevMailbox(server: FastifyInstance, deps: AppDeps): void {
  server.get('/dev/mailbox', async (_request, reply) => {
    const messages = await recentMail(deps.db, { limit: 50 });
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page(messages));
  });

  server.get('/dev/mailbox/messages', async (request, reply) => {
    const parsed = querySchema.safeParse(request.query);
    if (!parsed.success) return sendFailure(reply, 422, 'validation_failed');
    const { to, kind, limit } = parsed.data;
    const messages = await recentMail(deps.db, {
      ...(to === undefined ? {} : { to }),
      ...(kind === undefined ? {} : { kind: kind as MailKind }),
      limit: limit ?? 20,
    });
    const result = messages.map((m) => ({ id: m.id, to: m.toAddress, subject: m.subject, text: m.text, kind: m.kind, createdAt: m.createdAt.toISOString() }));
    return reply.header('Cache-Control', 'no-store').send(successBody({ result }));
  });
}
