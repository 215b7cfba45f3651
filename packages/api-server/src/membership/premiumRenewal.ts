/**
 * Premium is a monthly membership: when a paid month ends, the draw engine's tick renews it from
 * the wallet, like a purchase (a checkout, one membership order, the ledger debit) for the
 * membership offer's price, or, when renewal is off or cannot be paid (wallet short, account
 * blocked, no longer eligible), puts the member back on the free tier and re-locks the entries
 * the free tier has locked. Each settlement is one transaction that locks the customer (as a
 * purchase does) and the membership, re-checks that the month is still due, and writes a
 * `membership_renewals` row unique per month, so a month is charged at most once however often
 * or in however many processes the engine runs.
 */
import type { CustomerMembership } from '@drawkit/contract';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { cartBlockReasons } from '../cart/blockReasons';
import type { CartItemInput, PricedItem } from '../cart/cartItemRules';
import type { Db, Tx } from '../db/Db';
import { newId } from '../db/ids';
import { checkouts, customerMemberships, customers, ledgerEntries, membershipRenewals, orders } from '../db/schema';
import { fail, isApiFailure } from '../http/ApiFailure';
import { relockForFreeTier } from './giveawayEntries';
import { priceMembershipItem } from './membershipCartItem';
import { findMembership, isEligible, membershipView } from './membershipRecords';
import { MEMBERSHIP_LOTTERY_KEY, MEMBERSHIP_OFFER_KEY, PREMIUM_MONTHS_PER_PURCHASE, PROGRAM } from './programConfig';
import { walletBalance } from '../purchase/walletBalance';

export type RenewalOutcome = 'renewed' | 'ended' | 'failed';

/** The channel a renewal's checkout is recorded under (the shopper bought nothing by hand). */
export const RENEWAL_CHANNEL = 'membership_renewal';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const RENEWAL_MESSAGES = {
  insufficientFunds: (priceCents: number) =>
    `Your wallet did not cover the ${dollars(priceCents)} Premium renewal, so your membership is back on the free tier. Top up and go Premium again at any time.`,
  blocked: (reason: string) => `Your Premium membership could not be renewed: ${reason} Your membership is back on the free tier.`,
  unavailable: (reason: string) => `Your Premium membership could not be renewed (${reason}). Your membership is back on the free tier.`,
} as const;

/** What renewal sells: the membership offer, priced by the catalogue like a cart item. */
function renewalItem(): CartItemInput {
  return {
    productType: 'membership',
    lotteryKey: MEMBERSHIP_LOTTERY_KEY,
    gameType: '',
    gameOffer: '',
    games: [],
    numDraws: 1,
    recurring: false,
    drawNo: null,
    quickpick: false,
    affiliateCode: null,
    details: { productOfferKey: MEMBERSHIP_OFFER_KEY, membershipProgram: PROGRAM },
  };
}

/** The checkout, order and ledger debit of a renewal: a receipt like any purchase's. */
async function chargeRenewal(tx: Tx, now: Date, customerId: string, item: PricedItem, periodEnd: Date): Promise<string> {
  const priceCents = item.totalPriceCents;
  const balance = await walletBalance(tx, customerId);
  const checkoutId = newId();
  await tx.insert(checkouts).values({
    id: checkoutId,
    customerId,
    status: 'completed',
    totalCents: priceCents,
    walletCents: priceCents,
    cardCents: 0,
    walletBalanceAfterCents: balance - priceCents,
    paymentId: null,
    partnerSlug: null,
    channelKey: RENEWAL_CHANNEL,
    metadata: { renewal: true, membershipProgram: PROGRAM, periodEnd: periodEnd.toISOString() },
    createdAt: now,
  });
  await tx.insert(ledgerEntries).values({
    id: newId(),
    customerId,
    kind: 'purchase',
    amountCents: -priceCents,
    checkoutId,
    description: `${item.offer.offer.name}: monthly renewal`,
    createdAt: now,
  });
  await tx.insert(orders).values({
    id: newId(),
    checkoutId,
    customerId,
    productType: 'membership',
    status: 'purchased',
    details: item.input.details,
    offerKey: item.offer.offer.key,
    lotteryKey: item.input.lotteryKey,
    gameType: item.input.gameType,
    gameOffer: item.input.gameOffer,
    games: [],
    numGames: 1,
    numDraws: 1,
    firstDrawNo: 0,
    recurring: true,
    quickpick: false,
    causeKey: null,
    description: `${item.offer.offer.name}: 1 month (renewal)`,
    priceCents,
    position: 0,
    createdAt: now,
  });
  if ((await walletBalance(tx, customerId)) < 0) throw new Error('Wallet balance would go below zero');
  return checkoutId;
}

/** Why this member's renewal cannot be paid now, or the priced renewal when it can. */
async function judgeRenewal(tx: Tx, now: Date, customerId: string): Promise<{ ok: true; item: PricedItem } | { ok: false; message: string }> {
  let item: PricedItem;
  try {
    // Offer on sale, customer still eligible: the same rules as buying it in the cart.
    item = await priceMembershipItem(tx, renewalItem(), { customerId });
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    return { ok: false, message: RENEWAL_MESSAGES.unavailable(error.message.replace(/\.$/, '')) };
  }
  const clock: Clock = { now: () => now };
  const blocks = await cartBlockReasons(tx, clock, customerId, item.totalPriceCents);
  const [reason] = Object.values(blocks.reasons);
  if (reason) return { ok: false, message: RENEWAL_MESSAGES.blocked(reason) };
  if ((await walletBalance(tx, customerId)) < item.totalPriceCents) {
    return { ok: false, message: RENEWAL_MESSAGES.insufficientFunds(item.totalPriceCents) };
  }
  return { ok: true, item };
}

/**
 * Settles one member's Premium month if it has ended: renews it, or ends it. Null when there was
 * nothing to do (not Premium, not due yet, or another run settled it first).
 */
export async function settlePremium(db: Db, now: Date, customerId: string): Promise<RenewalOutcome | null> {
  return db.transaction(async (tx) => {
    // The same lock order as a purchase (customer, then membership), so the two never deadlock.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [membership] = await tx
      .select()
      .from(customerMemberships)
      .where(and(eq(customerMemberships.customerId, customerId), eq(customerMemberships.program, PROGRAM)))
      .for('update');
    const periodEnd = membership?.premiumUntil ?? null;
    if (membership?.tier !== 'premium' || !periodEnd || periodEnd > now) return null;

    let outcome: RenewalOutcome;
    let message: string | null = null;
    let item: PricedItem | null = null;
    if (!membership.renewalEnabled) {
      outcome = 'ended';
    } else if (membership.status !== 'member') {
      outcome = 'failed';
      message = RENEWAL_MESSAGES.unavailable('your membership is not active');
    } else {
      const judged = await judgeRenewal(tx, now, customerId);
      if (judged.ok) {
        outcome = 'renewed';
        item = judged.item;
      } else {
        outcome = 'failed';
        message = judged.message;
      }
    }
    const claimed = await tx
      .insert(membershipRenewals)
      .values({ id: newId(), customerId, program: PROGRAM, periodEnd, outcome, checkoutId: null, amountCents: item?.totalPriceCents ?? 0, message, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: membershipRenewals.id });
    const claim = claimed[0];
    if (!claim) return null;

    if (item) {
      const checkoutId = await chargeRenewal(tx, now, customerId, item, periodEnd);
      await tx.update(membershipRenewals).set({ checkoutId }).where(eq(membershipRenewals.id, claim.id));
      // The next month follows on from this one; after a long outage it starts now (charged once, never back-dated).
      const months = `${PREMIUM_MONTHS_PER_PURCHASE} month`;
      const at = now.toISOString();
      await tx
        .update(customerMemberships)
        .set({
          premiumUntil: sql`case when ${customerMemberships.premiumUntil} + ${months}::interval > ${at}::timestamptz
            then ${customerMemberships.premiumUntil} + ${months}::interval else ${at}::timestamptz + ${months}::interval end`,
          renewalFailure: null,
          updatedAt: now,
        })
        .where(eq(customerMemberships.id, membership.id));
      return outcome;
    }
    await tx
      .update(customerMemberships)
      .set({ tier: 'free', renewalFailure: message, updatedAt: now })
      .where(eq(customerMemberships.id, membership.id));
    await relockForFreeTier(tx, now, customerId);
    return outcome;
  });
}

export interface RenewalReport {
  renewed: string[];
  ended: string[];
  failed: string[];
  errors: { customerId: string; error: unknown }[];
}

/** The engine's renewal step: settles every Premium month that has ended, oldest first. */
export async function renewDuePremium(db: Db, now: Date): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: [], ended: [], failed: [], errors: [] };
  const due = await db
    .select({ customerId: customerMemberships.customerId })
    .from(customerMemberships)
    .where(and(eq(customerMemberships.program, PROGRAM), eq(customerMemberships.tier, 'premium'), lte(customerMemberships.premiumUntil, now)))
    .orderBy(asc(customerMemberships.premiumUntil), asc(customerMemberships.customerId));
  for (const { customerId } of due) {
    try {
      const outcome = await settlePremium(db, now, customerId);
      if (outcome) report[outcome].push(customerId);
    } catch (error) {
      report.errors.push({ customerId, error });
    }
  }
  return report;
}

/** `PUT /v3/membership/renewal`: a Premium member turns the monthly renewal on or off. */
export async function setRenewal(db: Db, now: Date, customerId: string, enabled: boolean): Promise<CustomerMembership> {
  return db.transaction(async (tx) => {
    const [membership] = await tx
      .select()
      .from(customerMemberships)
      .where(and(eq(customerMemberships.customerId, customerId), eq(customerMemberships.program, PROGRAM)))
      .for('update');
    if (!membership || membership.status === 'non-member') {
      fail('membership_required', { message: 'Join Daily Winners and go Premium to renew it monthly.' });
    }
    // A month that ended moments ago and waits for the engine still counts: turning renewal off ends it instead.
    if (membership.tier !== 'premium') fail('membership_not_premium');
    if (membership.renewalEnabled !== enabled) {
      await tx.update(customerMemberships).set({ renewalEnabled: enabled, updatedAt: now }).where(eq(customerMemberships.id, membership.id));
    }
    return membershipView(await findMembership(tx, customerId), await isEligible(tx, customerId), now);
  });
}
