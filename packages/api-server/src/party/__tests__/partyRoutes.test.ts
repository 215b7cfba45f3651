/**
 * Group play end to end on the real database: a group, an invitation by email read from the
 * outbox, a session for a draw, shares bought through the ordinary cart and purchase, the
 * orders each member sees, and the group ticket's prize split by share by the draw engine.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { newId } from '../../db/ids';
import { draws, ledgerEntries, lottoPartySessions, syndicates } from '../../db/schema';
import { createDrawEngine } from '../../draws/drawEngine';
import { drawById, nextOpenDraw } from '../../draws/__tests__/drawFixtures';
import { recentMail } from '../../mail/outbox';

describe.each(testBackends())('lotto party group play on $name', (backend) => {
  const shop = useTestShop(backend);
  const db = () => shop.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, session: Session, body?: unknown) =>
    shop.client.call(method, `/social/v3${path}`, { session, ...(body === undefined ? {} : { body }) });

  async function member(email: string): Promise<Session> {
    const session = await signUp(shop.client, { email });
    await db().insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: 10_000, description: 'Test credit' });
    return session;
  }

  async function groupWithGuest(name: string) {
    const id = uniqueKey('p').toLowerCase();
    const host = await member(`host-${id}@drawkit.test`);
    const guestEmail = `guest-${id}@drawkit.test`;
    const guest = await member(guestEmail);
    const created = await call('POST', '/group', host, { groupName: name });
    expect(created.status, created.text).toBe(201);
    const groupId = created.data.result.id as string;
    const invited = await call('POST', `/group/${groupId}/invitations`, host, { email: guestEmail });
    expect(invited.status, invited.text).toBe(201);
    const accepted = await call('POST', `/invitations/${invited.data.result.token}/accept`, guest);
    expect(accepted.status, accepted.text).toBe(200);
    return { host, guest, guestEmail, groupId, token: invited.data.result.token as string };
  }

  async function buy(session: Session, sessionId: string, numShares: number) {
    // Bought one after another: the first holding is the earliest.
    shop.clock.advance(1000);
    const joined = await call('POST', `/session/${sessionId}/shares`, session, { numShares });
    expect(joined.status, joined.text).toBe(201);
    const bought = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('party'), body: { channelKey: 'web' } });
    expect(bought.status, bought.text).toBe(200);
    return bought.data.result;
  }

  it('creates a group (201, the caller its organiser); a profane name is code profanity, a duplicate name 409', async () => {
    const host = await member(`${uniqueKey('h').toLowerCase()}@drawkit.test`);
    const created = await call('POST', '/group', host, { groupName: 'Friday Crew' });
    expect(created.status, created.text).toBe(201);
    expect(created.data.result).toMatchObject({ groupName: 'Friday Crew', publicityStatus: 'private', role: 'organiser', memberCount: 1 });
    const duplicate = await call('POST', '/group', host, { groupName: 'friday crew' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.messages[0].code).toBe('group_name_taken');
    const rude = await call('POST', '/group', host, { groupName: 'Sh1t Happens' });
    expect(rude.status).toBe(422);
    expect(rude.json.messages[0]).toMatchObject({ code: 'profanity', field: 'groupName' });
    const blank = await call('POST', '/group', host, { groupName: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.json.messages[0].message).toBe('This field is required');
    const list = await call('GET', '/group', host);
    expect(list.data.result.map((g: { groupName: string }) => g.groupName)).toEqual(['Friday Crew']);
    expect(list.data.pageInfo).toEqual({ limit: 6, offset: 0, total: 1 });
  });

  it('mails an invitation through the outbox; the invitee sees the group by token, accepts once, and is a member', async () => {
    const id = uniqueKey('i').toLowerCase();
    const host = await member(`host-${id}@drawkit.test`);
    const guestEmail = `guest-${id}@drawkit.test`;
    const guest = await member(guestEmail);
    const stranger = await member(`stranger-${id}@drawkit.test`);
    const { data } = await call('POST', '/group', host, { groupName: 'Office Party' });
    const groupId = data.result.id as string;
    expect((await call('GET', `/group/${groupId}`, stranger)).status).toBe(404);
    const invited = await call('POST', `/group/${groupId}/invitations`, host, { email: guestEmail });
    expect(invited.status, invited.text).toBe(201);
    const [mail] = await recentMail(db(), { to: guestEmail, kind: 'party_invitation' });
    expect(mail?.subject).toContain('Office Party');
    const token = invited.data.result.token as string;
    expect(mail?.text).toContain(`/lotto-party/group?token=${token}`);

    expect((await call('GET', `/group/token/${token}`, stranger)).status).toBe(410);
    const pending = await call('GET', '/invitations', guest);
    expect(pending.data.result.map((i: { token: string }) => i.token)).toEqual([token]);
    const byToken = await call('GET', `/group/token/${token}`, guest);
    expect(byToken.status, byToken.text).toBe(200);
    expect(byToken.data.result.group).toMatchObject({ groupName: 'Office Party', role: null, organiserName: 'Sam' });
    const accepted = await call('POST', `/invitations/${token}/accept`, guest);
    expect(accepted.data.result).toMatchObject({ role: 'member', memberCount: 2 });
    const again = await call('POST', `/invitations/${token}/accept`, guest);
    expect(again.status).toBe(410);
    const members = await call('GET', `/group/${groupId}/members`, guest);
    expect(members.data.result.map((m: { role: string; isMe: boolean }) => [m.role, m.isMe])).toEqual([
      ['organiser', false],
      ['member', true],
    ]);
    const bad = await call('POST', `/group/${groupId}/invitations`, host, { email: 'not-an-email' });
    expect(bad.status).toBe(422);
    expect(bad.json.messages[0].message).toBe('Please enter a valid email address');
  });

  it('a declined invitation cannot be accepted; a link invitation works for anyone holding it', async () => {
    const { host, groupId } = await groupWithGuest('Link Group');
    const other = await member(`${uniqueKey('o').toLowerCase()}@drawkit.test`);
    const link = await call('POST', `/group/${groupId}/invitations`, host, {});
    expect(link.data.result.email).toBeNull();
    expect(link.data.result.link).toMatch(/\/lotto-party\/group\?token=/);
    const declined = await call('POST', `/invitations/${link.data.result.token}/decline`, other);
    expect(declined.status).toBe(200);
    const joined = await call('POST', `/invitations/${link.data.result.token}/accept`, other);
    expect(joined.data.result).toMatchObject({ role: 'member', memberCount: 3 });
    const leave = await call('DELETE', `/group/${groupId}/members/me`, other);
    expect(leave.status).toBe(200);
    expect((await call('GET', `/group/${groupId}/members`, other)).status).toBe(404);
    const organiserLeaves = await call('DELETE', `/group/${groupId}/members/me`, host);
    expect(organiserLeaves.status).toBe(422);
  });

  it('members buy shares of a session through the cart and purchase; both see their orders; a closed session sells no more', async () => {
    const { host, guest, groupId } = await groupWithGuest('Share Group');
    const draw = await nextOpenDraw(db(), 'super_jackpot_lottery', shop.clock.now());
    const config = await shop.client.call('GET', '/social/v3/config', {});
    expect(config.data.result).toMatchObject({ numShares: 12, groupPageSize: 6, sessionPageSize: 10 });
    expect(config.data.result.ticketOptions).toContainEqual({ numGames: 24, costPerShare: { amount: 350, currency: 'AUD' } });
    // "GET /config or /config/{id}": by the offer's key or its lottery's; any other id is not found.
    expect((await shop.client.call('GET', '/social/v3/config/super_jackpot_lotto_party', {})).data.result).toEqual(config.data.result);
    expect((await shop.client.call('GET', '/social/v3/config/super_jackpot_lottery', {})).data.result).toEqual(config.data.result);
    expect((await shop.client.call('GET', '/social/v3/config/mega_raffle', {})).status).toBe(404);

    const created = await call('POST', '/session', host, { groupId, drawId: draw.id, numGames: 24, autosessionStatus: 'on' });
    expect(created.status, created.text).toBe(201);
    const session = created.data.result;
    expect(session).toMatchObject({ status: 'open', autosessionStatus: 'on', numShares: 12, sharesAvailable: 12, costPerShare: { amount: 350 } });
    expect(session.draws[0]).toMatchObject({ drawId: draw.id, drawNo: draw.drawNo });

    // The group ticket is not listed as a game offer of the lotto party product.
    const offers = await shop.client.call('GET', '/v2/pricing/standard/product_offers', {});
    const party = offers.data.result.offers.find((o: { key: string }) => o.key === 'super_jackpot_lotto_party');
    expect(JSON.stringify(party)).not.toContain(session.syndicateKey);

    // GET /orders/recommended: an open session of the guest's group they hold no share of yet.
    const recommended = await call('GET', '/orders/recommended', guest);
    expect(recommended.data.result.map((s: { sessionId: string }) => s.sessionId)).toEqual([session.sessionId]);
    expect(recommended.data.pageInfo).toEqual({ limit: 10, offset: 0, total: 1 });
    const hostReceipt = await buy(host, session.sessionId, 3);
    expect(hostReceipt.total.amount).toBe(1050);
    expect(hostReceipt.paidFromWallet.amount).toBe(1050);
    await buy(guest, session.sessionId, 2);
    expect((await call('GET', '/orders/recommended', guest)).data.result).toEqual([]);

    const viewed = await call('GET', `/session/${session.sessionId}`, guest);
    expect(viewed.data.result).toMatchObject({ sharesSold: 5, sharesAvailable: 7, myShares: 2, isOrganiser: false });
    const orders = await call('GET', '/orders?status=upcoming_products', guest);
    expect(orders.data.result).toHaveLength(1);
    expect(orders.data.result[0]).toMatchObject({ socialSyndicateId: session.sessionId, numShares: 2, totalShares: 12, price: { amount: 700 }, winnings: null });
    expect((await call('GET', `/orders/social_syndicate_session/${session.sessionId}`, guest)).data.result.groupWinnings).toBeNull();
    const sessionOrders = await call('GET', `/orders/social_syndicate_session/${session.sessionId}?show_details=true`, host);
    expect(sessionOrders.data.result.games).toHaveLength(24);
    expect(sessionOrders.data.result.holdings.map((h: { numShares: number; isMe: boolean }) => [h.numShares, h.isMe])).toEqual([
      [3, true],
      [2, false],
    ]);
    const groupSessions = await call('GET', `/group/${groupId}/session`, guest);
    expect(groupSessions.data.pageInfo).toEqual({ limit: 10, offset: 0, total: 1 });
    expect((await call('GET', `/group/${groupId}/session/open`, guest)).data.result).toHaveLength(1);

    // Only the organiser turns autosession or closes; a closed session refuses new shares, also straight through the cart.
    expect((await call('PUT', `/session/${session.sessionId}`, guest, { autosessionStatus: 'paused' })).status).toBe(403);
    const paused = await call('PUT', `/session/${session.sessionId}`, host, { autosessionStatus: 'paused' });
    expect(paused.data.result.autosessionStatus).toBe('paused');
    expect((await call('PUT', `/session/${session.sessionId}`, host, { autosessionStatus: 'off' })).status).toBe(422);
    const closed = await call('POST', `/session/${session.sessionId}/close`, host);
    expect(closed.data.result.status).toBe('closed');
    const refused = await call('POST', `/session/${session.sessionId}/shares`, guest, { numShares: 1 });
    expect(refused.status).toBe(422);
    expect(refused.json.messages[0].code).toBe('session_not_open');
    const direct = await shop.client.call('POST', '/v2/cart/items', {
      session: guest,
      body: { productType: 'syndicate_share', lotteryKey: 'super_jackpot_lottery', syndicateKey: session.syndicateKey, numShares: 1, drawNo: draw.drawNo },
    });
    expect(direct.status).toBe(422);
  });

  it('a non-member cannot buy shares, and a closed draw refuses a session with 422', async () => {
    const { host, groupId } = await groupWithGuest('Closed Draw Group');
    const outsider = await member(`${uniqueKey('x').toLowerCase()}@drawkit.test`);
    const draw = await nextOpenDraw(db(), 'super_jackpot_lottery', shop.clock.now());
    const created = await call('POST', '/session', host, { groupId, drawId: draw.id, numGames: 12 });
    expect(created.status, created.text).toBe(201);
    const sneaky = await shop.client.call('POST', '/v2/cart/items', {
      session: outsider,
      body: { productType: 'syndicate_share', lotteryKey: 'super_jackpot_lottery', syndicateKey: created.data.result.syndicateKey, numShares: 1, drawNo: draw.drawNo },
    });
    expect(sneaky.status).toBe(403);
    expect(sneaky.json.messages[0].code).toBe('not_group_member');
    expect((await call('POST', `/session/${created.data.result.sessionId}/shares`, outsider, { numShares: 1 })).status).toBe(404);

    // A draw whose sales stopped: "Session creation: HTTP 422 means the draw is closed".
    const later = await nextOpenDraw(db(), 'super_jackpot_lottery', draw.drawAt);
    await db().update(draws).set({ status: 'DRAW_CLOSED' }).where(eq(draws.id, later.id));
    const late = await call('POST', '/session', host, { groupId, drawId: later.id, numGames: 12 });
    expect(late.status).toBe(422);
    expect(late.json.messages[0].code).toBe('draw_closed');
    await db().update(draws).set({ status: 'DRAW_OPEN' }).where(eq(draws.id, later.id));
    const sessionsBefore = await db().select().from(lottoPartySessions).where(eq(lottoPartySessions.groupId, groupId));
    const badSize = await call('POST', '/session', host, { groupId, drawId: draw.id, numGames: 13 });
    expect(badSize.status).toBe(422);
    expect(badSize.json.messages[0].field).toBe('numGames');
    expect(await db().select().from(lottoPartySessions).where(eq(lottoPartySessions.groupId, groupId))).toHaveLength(sessionsBefore.length);
  });

  it('the draw engine splits the group ticket\'s prize by share, and each member sees their winnings', async () => {
    const { host, guest, groupId } = await groupWithGuest('Winners Group');
    const draw = await nextOpenDraw(db(), 'super_jackpot_lottery', shop.clock.now());
    const { data } = await call('POST', '/session', host, { groupId, drawId: draw.id, numGames: 12 });
    const session = data.result;
    await buy(host, session.sessionId, 3);
    await buy(guest, session.sessionId, 1);
    const [syndicate] = await db().select().from(syndicates).where(eq(syndicates.key, session.syndicateKey));
    const game = syndicate!.games[0]!;
    await db()
      .update(draws)
      .set({ results: { Numbers: game.Numbers as number[], Powerball: game.Powerball as number[] }, prizePoolCents: 1_200_000 })
      .where(eq(draws.id, draw.id));
    const engine = createDrawEngine(db(), shop.clock);
    await engine.tick((await drawById(db(), draw.id)).drawAt);
    await engine.tick(new Date((await drawById(db(), draw.id)).drawAt.getTime() + 60_000));

    const hostOrders = await call('GET', `/orders/social_syndicate_session/${session.sessionId}`, host);
    const guestOrders = await call('GET', `/orders/social_syndicate_session/${session.sessionId}`, guest);
    const hostWon = hostOrders.data.result.myWinnings?.amount as number;
    const guestWon = guestOrders.data.result.myWinnings?.amount as number;
    expect(guestWon).toBeGreaterThan(0);
    // 3 shares against 1: the first holding may carry the rounding's leftover cents.
    expect(hostWon - 3 * guestWon).toBeGreaterThanOrEqual(0);
    expect(hostWon - 3 * guestWon).toBeLessThan(3);
    expect(hostOrders.data.result.session.status).toBe('paid');
    expect(guestOrders.data.result.groupWinnings.amount).toBe(hostWon + guestWon);
    const past = await call('GET', '/orders?status=past_products', guest);
    expect(past.data.result[0].winnings.amount).toBe(guestWon);
  });

  it('AutoPlay on continues a session into the next draw once its draw stops selling, once; paused does not', async () => {
    const { host, groupId } = await groupWithGuest('AutoPlay Group');
    const draw = await nextOpenDraw(db(), 'super_jackpot_lottery', shop.clock.now());
    const on = (await call('POST', '/session', host, { groupId, drawId: draw.id, numGames: 36, autosessionStatus: 'on' })).data.result;
    const paused = (await call('POST', '/session', host, { groupId, drawId: draw.id, numGames: 12, autosessionStatus: 'on' })).data.result;
    expect((await call('PUT', `/session/${paused.sessionId}`, host, { autosessionStatus: 'paused' })).status).toBe(200);
    const engine = createDrawEngine(db(), shop.clock);
    const afterStop = new Date(draw.stopAt.getTime() + 1000);
    await engine.tick(afterStop);
    await engine.tick(afterStop);
    const rows = await db().select().from(lottoPartySessions).where(eq(lottoPartySessions.groupId, groupId));
    const renewed = rows.filter((r) => r.renewedFrom !== null);
    expect(renewed.map((r) => [r.renewedFrom, r.numGames, r.autosessionStatus])).toEqual([[on.sessionId, 36, 'on']]);
    expect(renewed[0]?.drawId).not.toBe(draw.id);
  });
});
