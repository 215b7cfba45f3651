import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, uniqueKey } from '../../__tests__/helpers/fixtures';
import { walletBalance } from '../../purchase/walletBalance';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { newId } from '../../db/ids';
import { checkouts, customerMemberships, customers, ledgerEntries, membershipRenewals, orders } from '../../db/schema';
import { createDrawEngine } from '../../draws/drawEngine';
import { findMembership } from '../membershipRecords';
import { RENEWAL_CHANNEL, RENEWAL_MESSAGES, settlePremium } from '../premiumRenewal';
import { MEMBERSHIP_LOTTERY_KEY, MEMBERSHIP_OFFER_KEY, PREMIUM_PRICE_CENTS } from '../programConfig';

const premiumItem = { productType: 'membership', lotteryKey: MEMBERSHIP_LOTTERY_KEY, membershipProgram: 'daily_winners', membershipOffer: MEMBERSHIP_OFFER_KEY };

describe.each(testBackends())('Premium renewal on $name', (backend) => {
  const shop = useTestShop(backend);

  const deposit = (customerId: string, amountCents: number) =>
    shop.database.db.insert(ledgerEntries).values({ id: newId(), customerId, kind: 'deposit', amountCents, description: 'Deposit', createdAt: shop.clock.now() });

  /** A new customer who joined and bought a month of Premium through the cart, with `walletAfter` left. */
  async function premiumMember(walletAfterCents: number): Promise<Session> {
    const session = await signUp(shop.client);
    await deposit(session.customerId, PREMIUM_PRICE_CENTS + walletAfterCents);
    const join = await shop.client.call('PUT', '/v2/membership', { session, body: { membershipProgram: 'daily_winners', membershipStatus: 'member' } });
    expect(join.status, join.text).toBe(200);
    const added = await shop.client.call('POST', '/v2/cart/items', { session, body: premiumItem });
    expect(added.status, added.text).toBe(200);
    const bought = await shop.client.call('POST', '/v2/cart/purchase', { session, idempotencyKey: uniqueKey('premium'), body: { channelKey: 'web' } });
    expect(bought.status, bought.text).toBe(200);
    return session;
  }
  const membershipOf = async (session: Session) => {
    const answer = await shop.client.call('GET', '/v3/customer', { session });
    expect(answer.status, answer.text).toBe(200);
    return answer.data.result;
  };
  const countOf = async (table: typeof checkouts, customerId: string) =>
    Number((await shop.database.db.select({ n: count() }).from(table).where(eq(table.customerId, customerId)))[0]?.n);
  const renewalCheckouts = (customerId: string) =>
    shop.database.db.select().from(checkouts).where(and(eq(checkouts.customerId, customerId), eq(checkouts.channelKey, RENEWAL_CHANNEL)));
  const entriesOf = async (session: Session) => (await shop.client.call('GET', '/v3/draws', { session })).data.result.draws;
  /**
   * The engine's tick a minute after the member's paid month ends. Only the engine runs at that
   * time; the shop's clock stays put so the test's sessions stay valid.
   */
  async function tickAfterPremiumEnds(customerId: string) {
    const row = await findMembership(shop.database.db, customerId);
    if (!row?.premiumUntil) throw new Error('Not Premium');
    return createDrawEngine(shop.database.db, shop.clock).tick(new Date(row.premiumUntil.getTime() + 60_000));
  }
  /** The wallet without giveaway prizes (a test member may well win one of the giveaways the tick draws). */
  const balanceOf = async (_client: unknown, session: Session) => {
    const [prizes] = await shop.database.db
      .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.customerId, session.customerId), eq(ledgerEntries.kind, 'prize')));
    return (await walletBalance(shop.database.db, session.customerId)) - Number(prizes?.cents ?? 0);
  };

  it('reports an active monthly renewal with its date and price in GET /v3/customer', async () => {
    const member = await premiumMember(2000);
    const membership = await membershipOf(member);
    const row = await findMembership(shop.database.db, member.customerId);
    expect(membership).toMatchObject({ membershipStatus: 'member', membershipTier: 'premium' });
    expect(membership.renewal).toEqual({
      enabled: true,
      status: 'active',
      premiumUntil: row?.premiumUntil?.toISOString(),
      renewsAt: row?.premiumUntil?.toISOString(),
      price: { amount: PREMIUM_PRICE_CENTS, currency: 'AUD' },
      failureMessage: null,
    });
    // Never Premium: no renewal at all.
    const free = await signUp(shop.client);
    expect((await membershipOf(free)).renewal).toBeNull();
  });

  it('renews Premium from the wallet when the month ends: one charge, a receipt, the next month; never twice', async () => {
    const member = await premiumMember(2000);
    const before = await findMembership(shop.database.db, member.customerId);
    const balanceBefore = await balanceOf(shop.client, member);
    const report = await tickAfterPremiumEnds(member.customerId);
    expect(report.giveaways?.renewals.renewed).toContain(member.customerId);

    expect(await balanceOf(shop.client, member)).toBe(balanceBefore - PREMIUM_PRICE_CENTS);
    const [checkout, ...more] = await renewalCheckouts(member.customerId);
    expect(more).toHaveLength(0);
    expect(checkout).toMatchObject({ totalCents: PREMIUM_PRICE_CENTS, walletCents: PREMIUM_PRICE_CENTS, cardCents: 0, status: 'completed' });
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.checkoutId, checkout!.id));
    expect(order).toMatchObject({ productType: 'membership', offerKey: MEMBERSHIP_OFFER_KEY, priceCents: PREMIUM_PRICE_CENTS, recurring: true });
    // The receipt reads like any purchase's.
    const receipt = await shop.client.call('GET', `/v2/checkout/${checkout!.id}`, { session: member });
    expect(receipt.status, receipt.text).toBe(200);

    const after = await findMembership(shop.database.db, member.customerId);
    const expectedEnd = new Date(before!.premiumUntil!);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(after?.premiumUntil?.getTime()).toBe(expectedEnd.getTime());
    expect(await membershipOf(member)).toMatchObject({ membershipTier: 'premium', renewal: { status: 'active', renewsAt: expectedEnd.toISOString() } });
    expect((await entriesOf(member)).every((d: any) => d.entryStatus === 'guaranteed')).toBe(true);

    // The same moment again (a restart, a second process): nothing more is charged.
    const again = await createDrawEngine(shop.database.db, shop.clock).tick(new Date(before!.premiumUntil!.getTime() + 120_000));
    expect(again.giveaways?.renewals.renewed).not.toContain(member.customerId);
    expect(await renewalCheckouts(member.customerId)).toHaveLength(1);
    expect(await balanceOf(shop.client, member)).toBe(balanceBefore - PREMIUM_PRICE_CENTS);
  });

  it('charges a month once when two runs settle it at the same time', async () => {
    const member = await premiumMember(2000);
    const row = await findMembership(shop.database.db, member.customerId);
    const at = new Date(row!.premiumUntil!.getTime() + 1000);
    const outcomes = await Promise.all([settlePremium(shop.database.db, at, member.customerId), settlePremium(shop.database.db, at, member.customerId)]);
    expect(outcomes.filter((o) => o === 'renewed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(await renewalCheckouts(member.customerId)).toHaveLength(1);
    const settled = await shop.database.db.select().from(membershipRenewals).where(eq(membershipRenewals.customerId, member.customerId));
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({ outcome: 'renewed', amountCents: PREMIUM_PRICE_CENTS, periodEnd: row!.premiumUntil });
  });

  it('puts a member whose wallet cannot cover the renewal back on the free tier, entries re-locked, nothing charged', async () => {
    const member = await premiumMember(PREMIUM_PRICE_CENTS - 1);
    const checkoutsBefore = await countOf(checkouts, member.customerId);
    const ledgerBefore = Number(
      (
        await shop.database.db
          .select({ n: count() })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.customerId, member.customerId), eq(ledgerEntries.kind, 'purchase')))
      )[0]?.n,
    );
    const balanceBefore = await balanceOf(shop.client, member);
    const report = await tickAfterPremiumEnds(member.customerId);
    expect(report.giveaways?.renewals.failed).toContain(member.customerId);

    expect(await balanceOf(shop.client, member)).toBe(balanceBefore);
    expect(await countOf(checkouts, member.customerId)).toBe(checkoutsBefore);
    const [purchases] = await shop.database.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.customerId, member.customerId), eq(ledgerEntries.kind, 'purchase')));
    expect(Number(purchases?.n)).toBe(ledgerBefore);
    const membership = await membershipOf(member);
    expect(membership).toMatchObject({ membershipStatus: 'member', membershipTier: 'free' });
    expect(membership.renewal).toMatchObject({ status: 'failed', renewsAt: null, failureMessage: RENEWAL_MESSAGES.insufficientFunds(PREMIUM_PRICE_CENTS) });
    // The free tier's rules again: daily guaranteed, monthly and major locked (unlockable), Premium-only locked.
    const draws = await entriesOf(member);
    expect(draws.some((d: any) => d.type === 'monthly')).toBe(true);
    for (const draw of draws) {
      if (draw.type === 'daily') expect(draw.entryStatus, draw.id).toBe('guaranteed');
      if (draw.type === 'monthly' || draw.type === 'major') expect(draw, draw.id).toMatchObject({ entryStatus: 'locked', permits: ['unlock'] });
      if (draw.giveawayTier === 'premium') expect(draw.entryStatus, draw.id).toBe('locked');
    }
    // Buying Premium again starts a fresh monthly membership.
    await deposit(member.customerId, PREMIUM_PRICE_CENTS);
    await shop.client.call('POST', '/v2/cart/items', { session: member, body: premiumItem });
    const bought = await shop.client.call('POST', '/v2/cart/purchase', { session: member, idempotencyKey: uniqueKey('again'), body: { channelKey: 'web' } });
    expect(bought.status, bought.text).toBe(200);
    expect((await membershipOf(member)).renewal).toMatchObject({ enabled: true, status: 'active', failureMessage: null });
  });

  it('does not renew an account that may not buy (self-excluded), and says why', async () => {
    const member = await premiumMember(2000);
    await shop.database.db.update(customers).set({ accountRestriction: 'self_excluded' }).where(eq(customers.id, member.customerId));
    const balanceBefore = await balanceOf(shop.client, member);
    const report = await tickAfterPremiumEnds(member.customerId);
    expect(report.giveaways?.renewals.failed).toContain(member.customerId);
    expect(await renewalCheckouts(member.customerId)).toHaveLength(0);
    const [row] = await shop.database.db.select().from(customerMemberships).where(eq(customerMemberships.customerId, member.customerId));
    expect(row).toMatchObject({ tier: 'free' });
    expect(row?.renewalFailure).toMatch(/excluded yourself/);
    expect(await balanceOf(shop.client, member)).toBe(balanceBefore);
  });

  it('lets a member turn renewal off (Premium runs to the end of the month, then ends unpaid) and on again', async () => {
    const member = await premiumMember(2000);
    const off = await shop.client.call('PUT', '/v3/membership/renewal', { session: member, body: { enabled: false } });
    expect(off.status, off.text).toBe(200);
    expect(off.data.result).toMatchObject({ membershipTier: 'premium', renewal: { enabled: false, status: 'cancelled', renewsAt: null } });
    const on = await shop.client.call('PUT', '/v3/membership/renewal', { session: member, body: { enabled: true } });
    expect(on.data.result.renewal).toMatchObject({ enabled: true, status: 'active' });
    await shop.client.call('PUT', '/v3/membership/renewal', { session: member, body: { enabled: false } });

    const balanceBefore = await balanceOf(shop.client, member);
    const report = await tickAfterPremiumEnds(member.customerId);
    expect(report.giveaways?.renewals.ended).toContain(member.customerId);
    expect(await balanceOf(shop.client, member)).toBe(balanceBefore);
    expect(await renewalCheckouts(member.customerId)).toHaveLength(0);
    const membership = await membershipOf(member);
    expect(membership).toMatchObject({ membershipTier: 'free', renewal: { enabled: false, status: 'ended', failureMessage: null } });
    expect((await entriesOf(member)).find((d: any) => d.type === 'monthly')).toMatchObject({ entryStatus: 'locked' });
  });

  it('refuses the renewal switch to free members, non-members, other bodies and anonymous callers', async () => {
    const free = await signUp(shop.client);
    await deposit(free.customerId, 2000);
    await shop.client.call('PUT', '/v2/membership', { session: free, body: { membershipProgram: 'daily_winners', membershipStatus: 'member' } });
    const notPremium = await shop.client.call('PUT', '/v3/membership/renewal', { session: free, body: { enabled: true } });
    expect(notPremium.status).toBe(422);
    expect(notPremium.data.messages[0].code).toBe('membership_not_premium');
    const stranger = await signUp(shop.client);
    const nonMember = await shop.client.call('PUT', '/v3/membership/renewal', { session: stranger, body: { enabled: false } });
    expect(nonMember.status).toBe(403);
    expect(nonMember.data.messages[0].code).toBe('membership_required');
    const wrong = await shop.client.call('PUT', '/v3/membership/renewal', { session: free, body: { enabled: 'no' } });
    expect(wrong.status).toBe(422);
    expect((await shop.client.call('PUT', '/v3/membership/renewal', { body: { enabled: false } })).status).toBe(401);
  });
});
