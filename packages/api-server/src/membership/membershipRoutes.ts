/**
 * The daily-winners programme's calls (shop-specialised §7 'Membership programme'): config,
 * the customer's membership, joining, giveaways (public; the bearer, when sent, adds the
 * customer's entries), unlocking an entry, member benefits and Premium's renewal switch; plus the benefits landing page
 * and the programme's artwork on the shop's origin.
 */
import {
  giveawayParamsSchema,
  giveawaysQuerySchema,
  joinMembershipSchema,
  membershipRenewalSchema,
  unlockGiveawaySchema,
} from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { createBenefitsLink, registerBenefitsPage } from './benefitsSso';
import { findGiveaway, listGiveaways, upcomingDraws, viewGiveaways } from './giveawayQueries';
import { currentMembership, joinMembership } from './joinMembership';
import { registerMembershipAssets } from './membershipAssets';
import { setRenewal } from './premiumRenewal';
import { PROGRAM_CONFIG } from './programConfig';
import { unlockGiveaway } from './unlockGiveaway';

export function registerMembershipRoutes(server: FastifyInstance, deps: AppDeps): void {
  registerRoute(server, deps, 'membershipConfig', {}, async () => ({ result: PROGRAM_CONFIG }));

  registerRoute(server, deps, 'membershipCustomer', {}, async ({ auth }) => ({
    result: await currentMembership(deps.db, deps.clock.now(), auth.customerId),
  }));

  registerRoute(server, deps, 'membershipJoin', { body: joinMembershipSchema }, async ({ auth, body }) => ({
    result: await joinMembership(deps.db, deps.clock.now(), auth.customerId, body.metadata ?? {}),
  }));

  registerRoute(server, deps, 'giveaways', { query: giveawaysQuerySchema }, async ({ auth, query }) => {
    const now = deps.clock.now();
    // Reading the membership first lets a pending member whose deposit arrived see their entries.
    if (auth) await currentMembership(deps.db, now, auth.customerId);
    return { result: await listGiveaways(deps.db, query, auth?.customerId ?? null, now) };
  });

  registerRoute(server, deps, 'giveaway', { params: giveawayParamsSchema }, async ({ auth, params }) => {
    const now = deps.clock.now();
    const row = await findGiveaway(deps.db, params.id);
    if (!row) fail('giveaway_not_found', { field: 'id' });
    if (auth) await currentMembership(deps.db, now, auth.customerId);
    const [view] = await viewGiveaways(deps.db, [row], auth?.customerId ?? null, now);
    return { result: view };
  });

  registerRoute(server, deps, 'giveawayUnlock', { params: giveawayParamsSchema, body: unlockGiveawaySchema }, async ({ auth, params }) => {
    const now = deps.clock.now();
    await currentMembership(deps.db, now, auth.customerId);
    await unlockGiveaway(deps.db, now, auth.customerId, params.id);
    return { result: { upcomingDraws: await upcomingDraws(deps.db, auth.customerId, now) } };
  });

  registerRoute(server, deps, 'membershipBenefits', {}, async ({ auth }) => {
    const now = deps.clock.now();
    await currentMembership(deps.db, now, auth.customerId);
    return { result: { ssoUrl: await createBenefitsLink(deps.db, now, deps.publicOrigin, auth.customerId) } };
  });

  registerRoute(server, deps, 'membershipRenewal', { body: membershipRenewalSchema }, async ({ auth, body }) => ({
    result: await setRenewal(deps.db, deps.clock.now(), auth.customerId, body.enabled),
  }));

  registerBenefitsPage(server, deps);
  registerMembershipAssets(server);
}
