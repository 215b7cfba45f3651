/**
 * Member benefits by single sign-on: `GET /v3/benefits` mints a random token (kept as its
 * SHA-256 hash) that works once and for two minutes, and answers the address the browser is
 * sent to (shop-specialised §2: "A benefits call returns a single sign-on address to which the
 * browser is redirected"). `GET /benefits/sso?token=` on the shop's origin spends the token and
 * shows the member's benefits page; an unknown, used or expired token gets an error page.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/Db';
import { newId, randomToken, sha256Hex } from '../db/ids';
import { customers, membershipSsoTokens } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { PAGE_STYLESHEET_LINK } from '../http/pageStylesheet';
import { effectiveTier, findMembership } from './membershipRecords';
import { PROGRAM_CONFIG, SSO_TOKEN_TTL_MS } from './programConfig';

export const SSO_PATH = '/benefits/sso';

export async function createBenefitsLink(db: Db, now: Date, publicOrigin: string, customerId: string): Promise<string> {
  const membership = await findMembership(db, customerId);
  if (membership?.status === 'pending-deposit') {
    fail('membership_required', { message: 'Make your first deposit to start your Daily Winners membership and its benefits.' });
  }
  if (membership?.status !== 'member') {
    fail('membership_required', { message: 'Member benefits are for Daily Winners members. Join for free to see them.' });
  }
  const token = randomToken();
  await db.insert(membershipSsoTokens).values({
    id: newId(),
    customerId,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SSO_TOKEN_TTL_MS),
  });
  return `${publicOrigin}${SSO_PATH}?token=${encodeURIComponent(token)}`;
}

/** Spends the token: the customer it was minted for, or null when it is unknown, used or expired. */
export async function redeemBenefitsToken(db: Db, now: Date, token: string): Promise<string | null> {
  const [row] = await db
    .update(membershipSsoTokens)
    .set({ usedAt: now })
    .where(and(eq(membershipSsoTokens.tokenHash, sha256Hex(token)), isNull(membershipSsoTokens.usedAt), gt(membershipSsoTokens.expiresAt, now)))
    .returning({ customerId: membershipSsoTokens.customerId });
  return row?.customerId ?? null;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
${PAGE_STYLESHEET_LINK}</head>
<body class="benefits">${body}</body></html>`;
}

const querySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/) });

export function registerBenefitsPage(server: FastifyInstance, deps: AppDeps): void {
  server.get(SSO_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    const parsed = querySchema.safeParse(request.query);
    const customerId = parsed.success ? await redeemBenefitsToken(deps.db, deps.clock.now(), parsed.data.token) : null;
    if (!customerId) {
      return reply
        .code(410)
        .send(
          page(
            'Link expired',
            `<h1>This link has expired or has already been used.</h1><p>Open member benefits again from <a href="/${PROGRAM_CONFIG.programUrl}">${escapeHtml(PROGRAM_CONFIG.programName)}</a> to get a new link.</p>`,
          ),
        );
    }
    const [customer] = await deps.db.select({ firstname: customers.firstname }).from(customers).where(eq(customers.id, customerId));
    const membership = await findMembership(deps.db, customerId);
    const tier = membership ? effectiveTier(membership, deps.clock.now()) : 'free';
    const offer = PROGRAM_CONFIG.membershipTiers.find((t) => t.tier === tier);
    const benefits = (offer?.benefits ?? []).map((b) => `<li>${escapeHtml(b)}</li>`).join('');
    return reply.send(
      page(
        'Member benefits',
        `<h1>Member benefits</h1><p>G'day ${escapeHtml(customer?.firstname ?? 'member')}, here is what your ${escapeHtml(offer?.name ?? PROGRAM_CONFIG.programName)} membership gives you.</p><ul>${benefits}</ul><p><a href="/${PROGRAM_CONFIG.programUrl}">Back to ${escapeHtml(PROGRAM_CONFIG.programName)}</a></p>`,
      ),
    );
  });
}
