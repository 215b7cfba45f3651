/**
 * Invitations: a member invites by email (the mail goes through the shop's outbox, so the dev
 * mailbox shows it) or makes a shareable link; "Join by group token: a query parameter named
 * token" (shop-specialised §2) is `/lotto-party/group?token=...`. `GET /group/token/{token}`
 * (§7) shows the group an invitation is for; accepting joins it, declining answers it.
 * An email invitation is for the account with that email, and is answered once; a link stays
 * usable.
 */
import type { LottoPartyInvitation } from '@drawkit/contract';
import { partyIdParamsSchema, partyInviteSchema, partyTokenParamsSchema } from '@drawkit/contract/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/Db';
import { randomToken } from '../db/ids';
import { customers, lottoPartyGroups, lottoPartyInvitations, lottoPartyMembers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { sendMail } from '../mail/outbox';
import { requireSocialSyndicates } from './partyAccess';
import { groupById, requireMember } from './partyQueries';

type InvitationRow = typeof lottoPartyInvitations.$inferSelect;

export const invitationLink = (publicOrigin: string, token: string) => `${publicOrigin}/lotto-party/group?token=${encodeURIComponent(token)}`;

async function invitationView(db: DbOrTx, publicOrigin: string, row: InvitationRow): Promise<LottoPartyInvitation> {
  const [group] = await db.select({ groupName: lottoPartyGroups.groupName }).from(lottoPartyGroups).where(eq(lottoPartyGroups.id, row.groupId));
  const [inviter] = await db.select({ firstname: customers.firstname }).from(customers).where(eq(customers.id, row.invitedBy));
  return {
    token: row.token,
    groupId: row.groupId,
    groupName: group?.groupName ?? '',
    inviterName: inviter?.firstname ?? '',
    email: row.email,
    status: row.status,
    link: invitationLink(publicOrigin, row.token),
    createdAt: row.createdAt.toISOString(),
  };
}

/** An invitation the caller may answer: a link, or one sent to their own email, not yet answered. */
async function usableInvitation(db: DbOrTx, token: string, me: { email: string }, lock = false): Promise<InvitationRow> {
  const query = db.select().from(lottoPartyInvitations).where(eq(lottoPartyInvitations.token, token));
  const [row] = lock ? await query.for('update') : await query;
  if (row?.status !== 'pending') fail('token_invalid', { field: 'token' });
  if (row.email !== null && row.email !== me.email.toLowerCase()) {
    fail('token_invalid', { field: 'token', message: 'This invitation was sent to another email address. Please sign in with that address to accept it.' });
  }
  return row;
}

export function registerPartyInvitationRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock, publicOrigin } = deps;

  registerRoute(server, deps, 'partyInvite', { params: partyIdParamsSchema, body: partyInviteSchema }, async ({ auth, params, body }) => {
    const me = await requireSocialSyndicates(db, auth.customerId);
    const group = await requireMember(db, params.id, auth.customerId, clock.now());
    const email = body.email ?? null;
    const row = await db.transaction(async (tx) => {
      if (email) {
        const [already] = await tx
          .select({ id: customers.id })
          .from(lottoPartyMembers)
          .innerJoin(customers, eq(customers.id, lottoPartyMembers.customerId))
          .where(and(eq(lottoPartyMembers.groupId, params.id), eq(customers.email, email)));
        if (already) fail('already_group_member', { field: 'email', message: 'This person is already a member of this group.' });
      }
      const [inserted] = await tx
        .insert(lottoPartyInvitations)
        .values({ token: randomToken(24), groupId: params.id, invitedBy: auth.customerId, email, status: 'pending', createdAt: clock.now() })
        .returning();
      if (!inserted) throw new Error('The invitation was not saved');
      if (email) {
        // In the same transaction: an invitation is saved only with its mail, and the other way round.
        await sendMail(tx, clock, {
          to: email,
          kind: 'party_invitation',
          subject: `${me.firstname} invited you to the Lotto Party group ${group.groupName}`,
          text: [
            `${me.firstname} has invited you to join their Lotto Party group "${group.groupName}" and buy shares in its group tickets.`,
            '',
            `Accept or decline the invitation here: ${invitationLink(publicOrigin, inserted.token)}`,
          ].join('\n'),
        });
      }
      return inserted;
    });
    return { status: 201, result: await invitationView(db, publicOrigin, row) };
  });

  registerRoute(server, deps, 'partyInvitations', {}, async ({ auth }) => {
    const me = await requireSocialSyndicates(db, auth.customerId);
    const rows = await db
      .select()
      .from(lottoPartyInvitations)
      .where(and(eq(lottoPartyInvitations.email, me.email.toLowerCase()), eq(lottoPartyInvitations.status, 'pending')))
      .orderBy(desc(lottoPartyInvitations.createdAt))
      .limit(50);
    return { result: await Promise.all(rows.map((row) => invitationView(db, publicOrigin, row))) };
  });

  registerRoute(server, deps, 'partyGroupByToken', { params: partyTokenParamsSchema }, async ({ auth, params }) => {
    const me = await requireSocialSyndicates(db, auth.customerId);
    const row = await usableInvitation(db, params.token, me);
    const group = await groupById(db, row.groupId, auth.customerId, clock.now());
    if (!group) fail('token_invalid', { field: 'token' });
    return { result: { group, invitation: await invitationView(db, publicOrigin, row) } };
  });

  registerRoute(server, deps, 'partyInvitationAccept', { params: partyTokenParamsSchema }, async ({ auth, params }) => {
    const me = await requireSocialSyndicates(db, auth.customerId);
    const groupId = await db.transaction(async (tx) => {
      const row = await usableInvitation(tx, params.token, me, true);
      await tx
        .insert(lottoPartyMembers)
        .values({ groupId: row.groupId, customerId: auth.customerId, role: 'member', joinedAt: clock.now() })
        .onConflictDoNothing();
      if (row.email !== null) {
        await tx
          .update(lottoPartyInvitations)
          .set({ status: 'accepted', respondedBy: auth.customerId, respondedAt: clock.now() })
          .where(eq(lottoPartyInvitations.token, row.token));
      }
      return row.groupId;
    });
    return { result: await groupById(db, groupId, auth.customerId, clock.now()) };
  });

  registerRoute(server, deps, 'partyInvitationDecline', { params: partyTokenParamsSchema }, async ({ auth, params }) => {
    const me = await requireSocialSyndicates(db, auth.customerId);
    const row = await db.transaction(async (tx) => {
      const found = await usableInvitation(tx, params.token, me, true);
      if (found.email === null) return found;
      const [updated] = await tx
        .update(lottoPartyInvitations)
        .set({ status: 'declined', respondedBy: auth.customerId, respondedAt: clock.now() })
        .where(eq(lottoPartyInvitations.token, found.token))
        .returning();
      return updated ?? found;
    });
    return { result: await invitationView(db, publicOrigin, row) };
  });
}
