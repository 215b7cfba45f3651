/**
 * Groups (shop-specialised §7 'Group play'): `POST /group` (groupName), `GET /group` (limit,
 * offset; 6 a page), `GET /group/{id}`, the members and leaving. "Group creation: a profanity
 * message code means a bad group name; HTTP 409 means duplicate group name" (§5).
 */
import { PARTY_GROUP_PAGE_SIZE } from '@drawkit/contract';
import { createPartyGroupSchema, partyIdParamsSchema, partyPageQuerySchema } from '@drawkit/contract/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newId } from '../db/ids';
import { lottoPartyGroups, lottoPartyMembers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { requireSocialSyndicates } from './partyAccess';
import { isProfane } from './profanity';
import { groupById, groupMembers, myGroups, requireMember, visibleGroup } from './partyQueries';

/** A unique index refused the row (PostgreSQL and PGlite both report 23505, drizzle may wrap it). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

export function registerPartyGroupRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'partyGroupCreate', { body: createPartyGroupSchema }, async ({ auth, body }) => {
    await requireSocialSyndicates(db, auth.customerId);
    if (isProfane(body.groupName)) fail('profanity', { field: 'groupName' });
    const id = newId();
    try {
      await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: lottoPartyGroups.id })
          .from(lottoPartyGroups)
          .where(and(eq(lottoPartyGroups.organiserId, auth.customerId), sql`lower(${lottoPartyGroups.groupName}) = lower(${body.groupName})`));
        if (taken) fail('group_name_taken', { field: 'groupName' });
        const now = clock.now();
        await tx.insert(lottoPartyGroups).values({ id, groupName: body.groupName, publicityStatus: body.publicityStatus, organiserId: auth.customerId, createdAt: now });
        await tx.insert(lottoPartyMembers).values({ groupId: id, customerId: auth.customerId, role: 'organiser', joinedAt: now });
      });
    } catch (error) {
      // Two requests with one name at once: the index decides.
      if (isUniqueViolation(error)) fail('group_name_taken', { field: 'groupName' });
      throw error;
    }
    const group = await groupById(db, id, auth.customerId, clock.now());
    return { status: 201, result: group };
  });

  registerRoute(server, deps, 'partyGroups', { query: partyPageQuerySchema(PARTY_GROUP_PAGE_SIZE) }, async ({ auth, query }) => {
    const { groups, total } = await myGroups(db, auth.customerId, clock.now(), query.limit, query.offset);
    return { result: groups, pageInfo: { limit: query.limit, offset: query.offset, total } };
  });

  registerRoute(server, deps, 'partyGroup', { params: partyIdParamsSchema }, async ({ auth, params }) => ({
    result: await visibleGroup(db, params.id, auth.customerId, clock.now()),
  }));

  registerRoute(server, deps, 'partyGroupMembers', { params: partyIdParamsSchema }, async ({ auth, params }) => {
    await requireMember(db, params.id, auth.customerId, clock.now());
    return { result: await groupMembers(db, params.id, auth.customerId) };
  });

  registerRoute(server, deps, 'partyGroupLeave', { params: partyIdParamsSchema }, async ({ auth, params }) => {
    const group = await requireMember(db, params.id, auth.customerId, clock.now());
    if (group.role === 'organiser') fail('organiser_cannot_leave', { field: 'id' });
    // Shares already bought stay the customer's (their orders and tickets are untouched).
    await db.delete(lottoPartyMembers).where(and(eq(lottoPartyMembers.groupId, params.id), eq(lottoPartyMembers.customerId, auth.customerId)));
    return { result: null };
  });
}
