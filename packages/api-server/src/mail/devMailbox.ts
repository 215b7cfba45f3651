/**
 * The development mailbox (never in production): `GET /dev/mailbox` lists recent mail as a
 * page, `GET /dev/mailbox/messages?to=&kind=` as JSON (browser tests read codes from it), and
 * `POST /dev/mailbox/autologin` (form `email`, optional `purpose`) mints a single-use sign-in
 * link for a customer.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mintAutologinLink } from '../auth/autologinRoutes';
import { findCustomerByEmail } from '../auth/customerQueries';
import type { AppDeps } from '../http/AppDeps';
import { successBody } from '../http/envelope';
import { sendFailure } from '../http/errorHandler';
import { type MailKind, type OutboxMessage, recentMail } from './outbox';

const querySchema = z.object({
  to: z.string().max(320).optional(),
  kind: z.enum(['two_factor_code', 'password_reset', 'autologin_link']).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

const mintSchema = z.object({
  email: z.string().trim().min(1).max(320),
  purpose: z.enum(['autologin', 'transfer']).default('autologin'),
});

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Links in a message become clickable; everything else is escaped. */
const linkify = (text: string) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function page(messages: OutboxMessage[], notice = ''): string {
  const rows = messages
    .map(
      (m) => `<article><header><strong>${escape(m.subject)}</strong><br><small>to ${escape(m.toAddress)} · ${escape(m.kind)} · ${m.createdAt.toISOString()}</small></header><pre>${linkify(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>Drawkit dev mailbox</title>
<style>body{font:16px system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:6px;padding:.75rem;margin:.75rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Dev mailbox</h1>
<p>Mail the shop sent, newest first. This page exists only outside production.</p>
${notice}
<form method="post" action="/dev/mailbox/autologin">
<label>Autologin link for <input name="email" type="email" required placeholder="demo@drawkit.test"></label>
<select name="purpose"><option value="autologin">autologin</option><option value="transfer">transfer</option></select>
<button type="submit">Mint</button></form>
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

  server.post('/dev/mailbox/autologin', async (request, reply) => {
    const parsed = mintSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendFailure(reply, 422, 'validation_failed');
    const customer = await findCustomerByEmail(deps.db, parsed.data.email);
    const messages = await recentMail(deps.db, { limit: 50 });
    if (!customer) {
      return reply.code(404).type('text/html; charset=utf-8').send(page(messages, `<p role="alert">No customer has the email ${escape(parsed.data.email)}.</p>`));
    }
    const link = await mintAutologinLink(deps.db, deps.clock, deps.publicOrigin, customer.id, parsed.data.purpose);
    const notice = `<p role="status">Single-use ${parsed.data.purpose} link for ${escape(customer.email)} (until ${link.expiresAt}): <a href="${escape(link.url)}">${escape(link.url)}</a><br>Token: <code>${escape(link.token)}</code></p>`;
    return reply.type('text/html; charset=utf-8').send(page(messages, notice));
  });
}
