/**
 * Sessions (shop-specialised §7 'Group play'): `POST /session` (groupId, inviteAllExistingMembers
 * and the creation steps' choices: the draw, the ticket's size, autosession), the group's
 * sessions (10 a page) and its open ones, `GET /session/{id}`, `PUT /session/{id}`
 * (autosessionStatus on or paused), the discover lists, closing a session, and buying shares.
 *
 * A session's group ticket is a syndicate row of its own (quick-picked games, 12 shares), so
 * buying shares is the ordinary cart and purchase (the cart's rules ask party/sessionShares),
 * and the draw engine scores it and splits its winnings by share as it does a syndicate's.
 * "Session creation: HTTP 422 means the draw is closed" (§5).
 */
import { PARTY_DEFAULT_PAGE_SIZE, PARTY_SESSION_PAGE_SIZE } from '@drawkit/contract';
import {
  createPartySessionSchema,
  joinPartySessionSchema,
  partyDrawParamsSchema,
  partyIdParamsSchema,
  partyPageQuerySchema,
  syndicateShareItemSchema,
  updatePartySessionSchema,
} from '@drawkit/contract/schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { priceCartItem, toCartItemInput } from '../cart/cartItemRules';
import { addItem, customerCart } from '../cart/cartStore';
import { checkSharesLeft } from '../cart/rules/syndicateRules';
import { customers, draws, lottoPartyMembers, lottoPartySessions, syndicates } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { sendMail } from '../mail/outbox';
import { requireSocialSyndicates } from './partyAccess';
import { createSessionRows } from './createSessionRows';
import { loadPartyTemplate, PARTY_OFFER_KEY, PARTY_TICKET_GAMES } from './partyConfig';
import { discoverSessions, groupSessions, requireMember, visibleSession } from './partyQueries';

export function registerPartySessionRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock, publicOrigin } = deps;

  registerRoute(server, deps, 'partySessionCreate', { body: createPartySessionSchema }, async ({ auth, body }) => {
    const me = await requireSocialSyndicates(db, auth.customerId);
    const group = await requireMember(db, body.groupId, auth.customerId, clock.now());
    const template = await loadPartyTemplate(db);
    if (!(PARTY_TICKET_GAMES as readonly number[]).includes(body.numGames)) {
      fail('validation_failed', { field: 'numGames', message: `Please choose a ticket of ${PARTY_TICKET_GAMES.join(', ')} games.` });
    }
    let sessionId = '';
    await db.transaction(async (tx) => {
      // The draw is locked so it cannot close between the check and the session's insert.
      const [draw] = await tx.select().from(draws).where(eq(draws.id, body.drawId)).for('share');
      if (!draw) fail('draw_not_found', { field: 'drawId' });
      if (draw.lotteryKey !== template.lotteryKey) fail('validation_failed', { field: 'drawId', message: 'Please choose a draw of this lottery.' });
      if (draw.status !== 'DRAW_OPEN' || draw.stopAt.getTime() <= clock.now().getTime()) fail('draw_closed', { field: 'drawId' });
      sessionId = await createSessionRows(tx, template, {
        groupId: body.groupId,
        groupName: group.groupName,
        draw,
        numGames: body.numGames,
        autosessionStatus: body.autosessionStatus,
        createdBy: auth.customerId,
        now: clock.now(),
      });
      if (body.inviteAllExistingMembers) {
        // Every other member hears of the new session (in this transaction: no session without its mail).
        const members = await tx
          .select({ email: customers.email })
          .from(lottoPartyMembers)
          .innerJoin(customers, eq(customers.id, lottoPartyMembers.customerId))
          .where(and(eq(lottoPartyMembers.groupId, body.groupId), ne(lottoPartyMembers.customerId, auth.customerId)));
        for (const member of members) {
          await sendMail(tx, clock, {
            to: member.email,
            kind: 'party_invitation',
            subject: `${me.firstname} started a Lotto Party session in ${group.groupName}`,
            text: `Buy your shares of the group ticket for draw ${draw.drawNo}: ${publicOrigin}/my-account/lotto-party/session/${sessionId}`,
          });
        }
      }
    });
    return { status: 201, result: (await visibleSession(db, sessionId, auth.customerId, clock.now())).view };
  });

  registerRoute(
    server,
    deps,
    'partyGroupSessions',
    { params: partyIdParamsSchema, query: partyPageQuerySchema(PARTY_SESSION_PAGE_SIZE) },
    async ({ auth, params, query }) => {
      await requireMember(db, params.id, auth.customerId, clock.now());
      const { sessions, total } = await groupSessions(db, params.id, auth.customerId, clock.now(), { openOnly: false, ...query });
      return { result: sessions, pageInfo: { limit: query.limit, offset: query.offset, total } };
    },
  );

  registerRoute(server, deps, 'partyGroupOpenSessions', { params: partyIdParamsSchema }, async ({ auth, params }) => {
    await requireMember(db, params.id, auth.customerId, clock.now());
    const page = { limit: 50, offset: 0 };
    const { sessions, total } = await groupSessions(db, params.id, auth.customerId, clock.now(), { openOnly: true, ...page });
    return { result: sessions, pageInfo: { ...page, total } };
  });

  registerRoute(server, deps, 'partySession', { params: partyIdParamsSchema }, async ({ auth, params }) => ({
    result: (await visibleSession(db, params.id, auth.customerId, clock.now())).view,
  }));

  /** The organiser's (or the session creator's) changes; the row is locked against a purchase in flight. */
  const organiserChange = (sessionId: string, customerId: string, change: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<void>) =>
    db.transaction(async (tx) => {
      const { view } = await visibleSession(tx, sessionId, customerId, clock.now());
      await tx.select({ id: lottoPartySessions.id }).from(lottoPartySessions).where(eq(lottoPartySessions.id, sessionId)).for('update');
      if (!view.isOrganiser) fail('not_group_organiser', { field: 'id' });
      await change(tx);
    });

  registerRoute(server, deps, 'partySessionUpdate', { params: partyIdParamsSchema, body: updatePartySessionSchema }, async ({ auth, params, body }) => {
    await organiserChange(params.id, auth.customerId, async (tx) => {
      await tx.update(lottoPartySessions).set({ autosessionStatus: body.autosessionStatus }).where(eq(lottoPartySessions.id, params.id));
    });
    return { result: (await visibleSession(db, params.id, auth.customerId, clock.now())).view };
  });

  registerRoute(server, deps, 'partySessionClose', { params: partyIdParamsSchema }, async ({ auth, params }) => {
    await organiserChange(params.id, auth.customerId, async (tx) => {
      const closed = await tx
        .update(lottoPartySessions)
        .set({ status: 'closed', closedAt: clock.now() })
        .where(and(eq(lottoPartySessions.id, params.id), eq(lottoPartySessions.status, 'open')))
        .returning({ id: lottoPartySessions.id });
      if (closed.length === 0) fail('session_not_open', { field: 'id' });
    });
    return { result: (await visibleSession(db, params.id, auth.customerId, clock.now())).view };
  });

  registerRoute(server, deps, 'partySessionJoin', { params: partyIdParamsSchema, body: joinPartySessionSchema }, async ({ auth, params, body }) => {
    await requireSocialSyndicates(db, auth.customerId);
    const { view } = await visibleSession(db, params.id, auth.customerId, clock.now());
    await requireMember(db, view.groupId, auth.customerId, clock.now());
    if (view.status !== 'open') fail('session_not_open', { field: 'id' });
    const [syndicate] = await db.select().from(syndicates).where(eq(syndicates.key, view.syndicateKey));
    if (!syndicate) fail('session_not_found', { field: 'id' });
    checkSharesLeft(syndicate, body.numShares);
    const draw = view.draws[0];
    const item = syndicateShareItemSchema.parse({
      productType: 'syndicate_share',
      lotteryKey: view.lotteryKey,
      productOfferKey: PARTY_OFFER_KEY,
      gameType: 'lotto_party',
      syndicateKey: view.syndicateKey,
      numShares: body.numShares,
      numDraws: 1,
      drawNo: draw?.drawNo,
    });
    // The cart's own rules price it (and check the session again); the checkout pays for it.
    const priced = await priceCartItem(db, clock, toCartItemInput(item), { customerId: auth.customerId });
    const cart = await customerCart(db, clock, auth.customerId, 'main');
    const cartItemId = await addItem(db, clock, cart.id, priced.input, priced.offer.offer.key);
    return { status: 201, result: { session: view, cartItemId } };
  });

  registerRoute(server, deps, 'partySessionDiscover', { query: partyPageQuerySchema(PARTY_DEFAULT_PAGE_SIZE) }, async ({ auth, query }) => {
    const { sessions, total } = await discoverSessions(db, auth.customerId, clock.now(), { drawId: null, ...query });
    return { result: sessions, pageInfo: { limit: query.limit, offset: query.offset, total } };
  });

  registerRoute(
    server,
    deps,
    'partySessionDiscoverDraw',
    { params: partyDrawParamsSchema, query: partyPageQuerySchema(PARTY_DEFAULT_PAGE_SIZE) },
    async ({ auth, params, query }) => {
      const { sessions, total } = await discoverSessions(db, auth.customerId, clock.now(), { drawId: params.drawId, ...query });
      return { result: sessions, pageInfo: { limit: query.limit, offset: query.offset, total } };
    },
  );
}
