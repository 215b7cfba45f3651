import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp } from '../../__tests__/helpers/fixtures';
import { createTestShop, type Session, type TestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { newId } from '../../db/ids';
import { customers, giveawayDraws, giveawayEntries, ledgerEntries } from '../../db/schema';
import { createDrawEngine } from '../../draws/drawEngine';
import { DEMO_MEMBER_EMAIL } from '../../seed/membershipSeeds';
import { drawGiveaway } from '../giveawayEngine';
import { MINIMUM_DEPOSIT_CENTS, SSO_TOKEN_TTL_MS } from '../programConfig';

/** shop-specialised §3 'Program config sections', in the spec's order. */
const CONFIG_SECTIONS = [
  'titleContent',
  'deposit',
  'membershipTiers',
  'monthlyGiveaways',
  'specialGiveaways',
  'dailyGiveaways',
  'explanationCard',
  'howItWorksYoutubeId',
  'optIn',
  'manageMembership',
  'pastWinners',
  'frequentlyAskedQuestions',
  'registerInterest',
  'eligiblePricingIds',
  'discounts',
  'programName',
  'programUrl',
  'programId',
  'programLogo',
  'navigationItems',
  'termsAndConditionsTranslationId',
  'footer',
  'pastDrawsFilter',
];

describe.each(testBackends())('daily-winners programme on $name', (backend) => {
  let shop: TestShop;
  let member: Session;
  beforeAll(async () => {
    shop = await createTestShop(backend);
    member = await logIn(shop.client, DEMO_MEMBER_EMAIL);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const upcoming = async (session: Session | null, query = '') => {
    const answer = await shop.client.call('GET', `/v3/draws${query}`, { session });
    expect(answer.status, answer.text).toBe(200);
    return answer.data.result;
  };
  const giveawayOf = (draws: any[], type: string) => {
    const found = draws.find((d) => d.type === type);
    if (!found) throw new Error(`No ${type} giveaway in ${JSON.stringify(draws.map((d) => d.id))}`);
    return found;
  };

  it('serves every config section the spec lists, programUrl daily-winners, free and premium tiers', async () => {
    const answer = await shop.client.call('GET', '/v4/config');
    expect(answer.status, answer.text).toBe(200);
    const config = answer.data.result;
    for (const section of CONFIG_SECTIONS) expect(config, section).toHaveProperty(section);
    // "programUrl (default daily-winners)"
    expect(config.programUrl).toBe('daily-winners');
    expect(config.membershipTiers.map((t: any) => t.tier)).toEqual(['free', 'premium']);
    expect(config.membershipTiers[1].productOfferKey).toBeTruthy();
    expect(config.deposit.minimumDeposit).toEqual({ amount: MINIMUM_DEPOSIT_CENTS, currency: 'AUD' });
    expect(Object.keys(config.navigationItems.text).sort()).toEqual(['anonymous', 'draw_locked', 'draw_unlocked', 'non-member']);
    expect(Object.keys(config.callToAction).sort()).toEqual(['closed', 'closedMember', 'freeLocked', 'joinAll', 'joinPremium', 'premium']);
    expect(config.frequentlyAskedQuestions.length).toBeGreaterThan(0);
    expect(config.footer.disclaimerText).toMatch(/18\+/);
  });

  it('reports a customer who never joined as an eligible non-member, and ineligible off the eligible pricing ids', async () => {
    const demo = await logIn(shop.client);
    const answer = await shop.client.call('GET', '/v3/customer', { session: demo });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.data.result).toEqual({
      membershipProgram: 'daily_winners',
      membershipStatus: 'non-member',
      membershipUpdated: null,
      membershipTier: null,
      eligibility: 'eligible',
      renewal: null,
    });
    const other = await signUp(shop.client);
    await shop.database.db.update(customers).set({ pricingId: 'wholesale' }).where(eq(customers.id, other.customerId));
    const ineligible = await shop.client.call('GET', '/v3/customer', { session: other });
    expect(ineligible.data.result.eligibility).toBe('ineligible');
    const join = await shop.client.call('PUT', '/v2/membership', {
      session: other,
      body: { membershipProgram: 'daily_winners', membershipStatus: 'member' },
    });
    expect(join.status, join.text).toBe(403);
    expect(join.data.messages[0].code).toBe('membership_ineligible');
    expect((await shop.client.call('GET', '/v3/customer')).status).toBe(401);
  });

  it('joins the free tier: daily guaranteed, monthly and major locked until unlocked; joining twice changes nothing', async () => {
    const shopper = await signUp(shop.client);
    await shop.database.db.insert(ledgerEntries).values({
      id: newId(),
      customerId: shopper.customerId,
      kind: 'deposit',
      amountCents: 2000,
      description: 'Deposit',
      createdAt: shop.clock.now(),
    });
    const body = { membershipProgram: 'daily_winners', membershipStatus: 'member', metadata: { source: 'test' } };
    const first = await shop.client.call('PUT', '/v2/membership', { session: shopper, body });
    expect(first.status, first.text).toBe(200);
    expect(first.data.result).toMatchObject({ membershipStatus: 'member', membershipTier: 'free', eligibility: 'eligible' });
    const page = await upcoming(shopper);
    expect(giveawayOf(page.draws, 'daily')).toMatchObject({ entryStatus: 'guaranteed', permits: [] });
    expect(giveawayOf(page.draws, 'monthly')).toMatchObject({ entryStatus: 'locked', permits: ['unlock'] });
    expect(giveawayOf(page.draws, 'major')).toMatchObject({ entryStatus: 'locked', permits: ['unlock'] });
    // A Premium-only special stays locked for the free tier, with nothing to unlock.
    const special = page.draws.find((d: any) => d.type === 'special' && d.giveawayTier === 'premium');
    expect(special).toMatchObject({ entryStatus: 'locked', permits: [] });

    const [before] = await shop.database.db.select({ n: count() }).from(giveawayEntries).where(eq(giveawayEntries.customerId, shopper.customerId));
    const again = await shop.client.call('PUT', '/v2/membership', { session: shopper, body });
    expect(again.status, again.text).toBe(200);
    expect(again.data.result.membershipUpdated).toBe(first.data.result.membershipUpdated);
    const [after] = await shop.database.db.select({ n: count() }).from(giveawayEntries).where(eq(giveawayEntries.customerId, shopper.customerId));
    expect(after?.n).toBe(before?.n);
  });

  it('keeps a customer without a deposit pending-deposit, with no entries, until a deposit arrives', async () => {
    const shopper = await signUp(shop.client);
    const join = await shop.client.call('PUT', '/v2/membership', {
      session: shopper,
      body: { membershipProgram: 'daily_winners', membershipStatus: 'member' },
    });
    expect(join.data.result.membershipStatus).toBe('pending-deposit');
    expect((await upcoming(shopper)).draws.every((d: any) => d.entryStatus === null)).toBe(true);
    const unlock = await shop.client.call('PUT', `/v3/draws/${giveawayOf((await upcoming(null)).draws, 'monthly').id}`, {
      session: shopper,
      body: { entryStatus: 'unlocked' },
    });
    expect(unlock.status).toBe(403);

    await shop.database.db.insert(ledgerEntries).values({
      id: newId(),
      customerId: shopper.customerId,
      kind: 'deposit',
      amountCents: MINIMUM_DEPOSIT_CENTS,
      description: 'Deposit',
      createdAt: shop.clock.now(),
    });
    const now = await shop.client.call('GET', '/v3/customer', { session: shopper });
    expect(now.data.result.membershipStatus).toBe('member');
    expect(giveawayOf((await upcoming(shopper)).draws, 'daily').entryStatus).toBe('guaranteed');
  });

  it('unlocks a locked monthly entry through a PUT and answers the upcoming draws', async () => {
    const monthly = giveawayOf((await upcoming(member, '?type=monthly')).draws, 'monthly');
    expect(monthly).toMatchObject({ entryStatus: 'locked', permits: ['unlock'] });
    const answer = await shop.client.call('PUT', `/v3/draws/${monthly.id}`, { session: member, body: { entryStatus: 'unlocked' } });
    expect(answer.status, answer.text).toBe(200);
    const unlocked = answer.data.result.upcomingDraws.find((d: any) => d.id === monthly.id);
    expect(unlocked).toMatchObject({ entryStatus: 'unlocked', permits: [] });
    expect(answer.data.result.upcomingDraws.every((d: any) => d.state === 'DRAW_OPEN')).toBe(true);
    // Again: nothing changes.
    const again = await shop.client.call('PUT', `/v3/draws/${monthly.id}`, { session: member, body: { entryStatus: 'unlocked' } });
    expect(again.status).toBe(200);
    // By type and number too (the storefront's /giveaways/{giveawayType}/{drawNumber}).
    const byNumber = await shop.client.call('GET', `/v3/draws/monthly-${monthly.number}`, { session: member });
    expect(byNumber.data.result).toMatchObject({ id: monthly.id, entryStatus: 'unlocked' });
  });

  it('refuses unlocking for non-members, daily and closed giveaways, unknown ids and other bodies', async () => {
    const demo = await logIn(shop.client);
    const open = (await upcoming(null)).draws;
    const monthly = giveawayOf(open, 'monthly');
    const nonMember = await shop.client.call('PUT', `/v3/draws/${monthly.id}`, { session: demo, body: { entryStatus: 'unlocked' } });
    expect(nonMember.status).toBe(403);
    expect(nonMember.data.messages[0].code).toBe('membership_required');
    const daily = await shop.client.call('PUT', `/v3/draws/${giveawayOf(open, 'daily').id}`, { session: member, body: { entryStatus: 'unlocked' } });
    expect(daily.status).toBe(422);
    expect(daily.data.messages[0].code).toBe('giveaway_not_unlockable');
    const unknown = await shop.client.call('PUT', '/v3/draws/nope', { session: member, body: { entryStatus: 'unlocked' } });
    expect(unknown.status).toBe(404);
    expect(unknown.data.messages[0].code).toBe('giveaway_not_found');
    const wrongBody = await shop.client.call('PUT', `/v3/draws/${monthly.id}`, { session: member, body: { entryStatus: 'locked' } });
    expect(wrongBody.status).toBe(422);
    const past = (await upcoming(null, '?when=past&type=major')).draws[0];
    const closed = await shop.client.call('PUT', `/v3/draws/${past.id}`, { session: member, body: { entryStatus: 'unlocked' } });
    expect(closed.status).toBe(422);
    expect(closed.data.messages[0].code).toBe('giveaway_closed');
    expect((await shop.client.call('PUT', `/v3/draws/${monthly.id}`, { body: { entryStatus: 'unlocked' } })).status).toBe(401);
  });

  it('lists giveaways 10 a page ("membership pagination limit 10") with totals, by type and when', async () => {
    const anonymous = await upcoming(null);
    expect(anonymous.limit).toBe(10);
    expect(anonymous.offset).toBe(0);
    expect(anonymous.draws.every((d: any) => d.entryStatus === null && d.state === 'DRAW_OPEN')).toBe(true);
    const past = await upcoming(null, '?when=past&limit=3&offset=1');
    expect(past.draws).toHaveLength(3);
    expect(past.total).toBeGreaterThanOrEqual(10);
    expect(past.draws.every((d: any) => d.state === 'DRAW_PAID' || d.state === 'DRAW_CLOSED')).toBe(true);
    const dailies = await upcoming(null, '?when=past&type=daily');
    expect(dailies.draws.every((d: any) => d.type === 'daily')).toBe(true);
    expect(dailies.total).toBe(7);
    expect((await shop.client.call('GET', '/v3/draws?limit=51')).status).toBe(422);
    expect((await shop.client.call('GET', '/v3/draws?type=weekly')).status).toBe(422);
  });

  it('shows past winners by first name and initial, drawn from the seeded entries', async () => {
    const past = await upcoming(null, '?when=past');
    const paid = past.draws.filter((d: any) => d.state === 'DRAW_PAID');
    expect(paid.length).toBeGreaterThan(0);
    const monthly = (await upcoming(null, '?when=past&type=monthly')).draws[0];
    expect(monthly.winners).toHaveLength(3);
    for (const winner of monthly.winners) {
      expect(winner.displayName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(winner.isCurrentCustomer).toBe(false);
    }
    expect(monthly.winners[0].prize).toEqual({ name: '$10,000 cash', value: { amount: 1_000_000, currency: 'AUD' } });
  });

  it('gives members a single-use, short-lived benefits sign-on address', async () => {
    const demo = await logIn(shop.client);
    const refused = await shop.client.call('GET', '/v3/benefits', { session: demo });
    expect(refused.status).toBe(403);
    const answer = await shop.client.call('GET', '/v3/benefits', { session: member });
    expect(answer.status, answer.text).toBe(200);
    const url = new URL(answer.data.result.ssoUrl);
    expect(url.origin).toBe('http://localhost:8080');
    expect(url.pathname).toBe('/benefits/sso');
    const landing = await shop.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('Member benefits');
    expect(landing.body).toContain('Maya');
    const reused = await shop.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(reused.statusCode).toBe(410);
    expect(reused.body).toContain('expired or has already been used');

    const late = new URL((await shop.client.call('GET', '/v3/benefits', { session: member })).data.result.ssoUrl);
    shop.clock.advance(SSO_TOKEN_TTL_MS + 1000);
    const expired = await shop.app.inject({ method: 'GET', url: late.pathname + late.search });
    expect(expired.statusCode).toBe(410);
  });

  it('closes giveaways at their closing time and draws them once, among unlocked and guaranteed entries only', async () => {
    const db = shop.database.db;
    const daily = giveawayOf((await upcoming(null, '?type=daily')).draws, 'daily');
    const entries = await db.select().from(giveawayEntries).where(eq(giveawayEntries.drawId, daily.id));
    // Lock every entry but one: only that one can win.
    const [keep, ...rest] = entries;
    if (!keep || rest.length === 0) throw new Error('Expected several entries in the daily giveaway');
    for (const entry of rest) await db.update(giveawayEntries).set({ status: 'locked' }).where(eq(giveawayEntries.id, entry.id));
    const prizesBefore = await db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.customerId, keep.customerId), eq(ledgerEntries.kind, 'prize')));

    shop.clock.set(new Date(new Date(daily.closeTime).getTime() + 60_000));
    const engine = createDrawEngine(db, shop.clock);
    const first = await engine.tick();
    expect(first.giveaways?.paid).toContain(daily.id);
    const second = await engine.tick();
    expect(second.giveaways?.paid).not.toContain(daily.id);

    const [row] = await db.select().from(giveawayDraws).where(eq(giveawayDraws.id, daily.id));
    expect(row?.state).toBe('DRAW_PAID');
    const drawn = (await shop.client.call('GET', `/v3/draws/${daily.id}`)).data.result;
    expect(drawn.winners).toHaveLength(1);
    const prizesAfter = await db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.customerId, keep.customerId), eq(ledgerEntries.kind, 'prize')));
    expect(Number(prizesAfter[0]?.n)).toBe(Number(prizesBefore[0]?.n) + 1);
    // Tomorrow's daily giveaway is open, and the next one after it is scheduled.
    const open = (await upcoming(null, '?type=daily')).draws;
    expect(open.length).toBeGreaterThanOrEqual(1);
    expect(open.every((d: any) => new Date(d.closeTime) > shop.clock.now())).toBe(true);
  });

  it('pays a giveaway once when two runs draw it at the same time', async () => {
    const db = shop.database.db;
    const next = (await upcoming(null, '?type=daily')).draws.at(-1);
    await db.update(giveawayDraws).set({ state: 'DRAW_CLOSED' }).where(eq(giveawayDraws.id, next.id));
    const runs = await Promise.all([drawGiveaway(db, next.id, shop.clock.now()), drawGiveaway(db, next.id, shop.clock.now())]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    const drawn = (await shop.client.call('GET', `/v3/draws/${next.id}`)).data.result;
    expect(drawn.state).toBe('DRAW_PAID');
    expect(drawn.winners.length).toBeLessThanOrEqual(1);
  });
});
