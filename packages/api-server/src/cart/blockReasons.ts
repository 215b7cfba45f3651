/**
 * Why a customer's cart cannot be bought now (shop-core §3 `blockedReasons`, §4 'Block reason
 * action types'). Each reason's id is its action type:
 * - `close`: the account is self-excluded or closed; nothing can be bought.
 * - `fixed`: a problem the customer cannot fix here (a suspended account): contact support.
 * - `spend_limit`: the cart is over what is left of one of the customer's spend limits.
 * - `verify_account_required`: an unverified customer's cart is above the threshold.
 * - `deposit_limit`: paying needs a deposit beyond what is left of the deposit (precommitment) limit.
 * - `global_spend_limit`: the cart is over what is left of the shop's own per-customer limit.
 * The cart shows them and the purchase refuses a blocked cart with the first reason's message.
 */
import type { BlockedReasonAction, CartSpendLimit, LimitPeriod } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { fail } from '../http/ApiFailure';
import { type CustomerStanding, loadCustomerStanding } from '../limits/customerStanding';
import type { LimitValue } from '../limits/limitChanges';
import { depositedByPeriod, limitsInForce, spentByPeriod } from '../limits/limitQueries';
import { walletBalance } from '../purchase/walletBalance';

/** An unverified customer may not buy a cart due more than this. */
export const VERIFY_THRESHOLD_CENTS = 2000;
/** Spend limits run over any 7-day period (the weekly one; see LIMIT_PERIOD_DAYS for the others). */
export const SPEND_LIMIT_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const PERIOD_ADJECTIVE: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
const PERIOD_NOW: Record<LimitPeriod, string> = { day: 'today', week: 'this week', month: 'this month' };

export interface BlockReasons {
  reasons: Record<string, string>;
  actions: Record<string, BlockedReasonAction>;
  spendLimit: CartSpendLimit | null;
}

export const NO_BLOCKS: BlockReasons = { reasons: {}, actions: {}, spendLimit: null };

/** "Remaining spend limit = limit minus amountSpent" (shop-core §5). */
export function remainingSpendLimitCents(limitCents: number, amountSpentCents: number): number {
  return limitCents - amountSpentCents;
}

/** "exceeded amount = cart total minus remaining" (shop-core §5). */
export function exceededAmountCents(cartTotalCents: number, remainingCents: number): number {
  return cartTotalCents - remainingCents;
}

export const BLOCK_MESSAGES = {
  spendLimit: (limitCents: number, exceededCents: number, remainingCents: number, period: LimitPeriod = 'week') =>
    `This cart is ${dollars(exceededCents)} over your ${PERIOD_ADJECTIVE[period]} spend limit of ${dollars(limitCents)} ` +
    `(${dollars(Math.max(0, remainingCents))} left ${PERIOD_NOW[period]}).`,
  verify: `Please verify your account to buy more than ${dollars(VERIFY_THRESHOLD_CENTS)} of tickets.`,
  selfExcluded: 'You have excluded yourself from buying tickets, so nothing can be bought while the exclusion lasts.',
  closed: 'This account is closed, so nothing can be bought.',
  suspended: 'Your account is on hold. Please contact support to buy tickets.',
  globalSpendLimit: (limitCents: number, exceededCents: number, remainingCents: number, period: LimitPeriod) =>
    `This cart is ${dollars(exceededCents)} over the shop's ${PERIOD_ADJECTIVE[period]} limit of ${dollars(limitCents)} per customer ` +
    `(${dollars(Math.max(0, remainingCents))} left ${PERIOD_NOW[period]}).`,
  depositLimit: (neededCents: number, limitCents: number, remainingCents: number, period: LimitPeriod) =>
    `Paying for this cart needs a deposit of ${dollars(neededCents)}, but only ${dollars(Math.max(0, remainingCents))} of your ` +
    `${PERIOD_ADJECTIVE[period]} deposit limit of ${dollars(limitCents)} is left ${PERIOD_NOW[period]}.`,
} as const;

/** What the customer has spent in the last 7 days: their checkouts' totals (after promotions). */
export async function amountSpentCents(db: DbOrTx, clock: Clock, customerId: string): Promise<number> {
  return (await spentByPeriod(db, customerId, clock.now())).week;
}

/** Each limit with what is left of it and how far `dueCents` goes over that, furthest over first. */
function overLimits(limits: readonly LimitValue[], spent: Record<LimitPeriod, number>, dueCents: number) {
  return limits
    .map((limit) => {
      const remaining = remainingSpendLimitCents(limit.amountCents, spent[limit.period]);
      return { limit, remaining, exceeded: exceededAmountCents(dueCents, remaining) };
    })
    .sort((a, b) => b.exceeded - a.exceeded);
}

function add(result: BlockReasons, action: BlockedReasonAction, message: string): void {
  result.reasons[action] = message;
  result.actions[action] = action;
}

/** The block reasons of a customer's cart due `dueCents` now. Anonymous carts have none. */
export async function cartBlockReasons(db: DbOrTx, clock: Clock, customerId: string | null, dueCents: number): Promise<BlockReasons> {
  if (!customerId) return NO_BLOCKS;
  return blockReasonsFor(db, clock, customerId, await loadCustomerStanding(db, customerId, clock.now()), dueCents);
}

/**
 * The block reasons from the customer's standing, read already (limits/customerStanding; null:
 * no such customer). Reads more only for a deposit limit that a top-up would need.
 */
export async function blockReasonsFor(
  db: DbOrTx,
  clock: Clock,
  customerId: string,
  standing: CustomerStanding | null,
  dueCents: number,
): Promise<BlockReasons> {
  if (!standing) return NO_BLOCKS;
  const now = clock.now();
  const result: BlockReasons = { reasons: {}, actions: {}, spendLimit: null };

  // The account itself first: nothing else matters while it cannot buy at all.
  if (standing.restriction === 'self_excluded') add(result, 'close', BLOCK_MESSAGES.selfExcluded);
  else if (standing.restriction === 'closed') add(result, 'close', BLOCK_MESSAGES.closed);
  else if (standing.restriction === 'suspended') add(result, 'fixed', BLOCK_MESSAGES.suspended);

  const own = limitsInForce(standing.spendLimits, now).map((l) => l.value);
  const shop = standing.systemLimits;
  if (own.length > 0 || shop.length > 0) {
    const spent = standing.spent;
    // The cart shows the limit with least left (it is the one furthest exceeded by any cart);
    // any limit the cart goes over blocks it, named in the message.
    const [over] = overLimits(own, spent, dueCents);
    if (over) {
      result.spendLimit = { period: over.limit.period, limit: money(over.limit.amountCents), amountSpent: money(spent[over.limit.period]) };
      if (dueCents > 0 && over.exceeded > 0) {
        add(result, 'spend_limit', BLOCK_MESSAGES.spendLimit(over.limit.amountCents, over.exceeded, over.remaining, over.limit.period));
      }
    }
    const [global] = overLimits(shop, spent, dueCents);
    if (dueCents > 0 && global && global.exceeded > 0) {
      add(result, 'global_spend_limit', BLOCK_MESSAGES.globalSpendLimit(global.limit.amountCents, global.exceeded, global.remaining, global.limit.period));
    }
  }

  if (!standing.isVerified && dueCents > VERIFY_THRESHOLD_CENTS) add(result, 'verify_account_required', BLOCK_MESSAGES.verify);

  // "Total due = cart total ... minus wallet balance when wallet purchase is on" (shop-core §5): what a deposit must bring.
  const [deposit] = limitsInForce(standing.depositLimits, now);
  if (deposit && dueCents > 0) {
    const neededCents = dueCents - (standing.balanceCents ?? (await walletBalance(db, customerId)));
    if (neededCents > 0) {
      const deposited = await depositedByPeriod(db, customerId, now);
      const remaining = deposit.value.amountCents - deposited[deposit.value.period];
      if (neededCents > remaining) {
        add(result, 'deposit_limit', BLOCK_MESSAGES.depositLimit(neededCents, deposit.value.amountCents, remaining, deposit.value.period));
      }
    }
  }
  return result;
}

/** Refuses a purchase while the cart has block reasons. */
export function assertNotBlocked(blocks: BlockReasons): void {
  const first = Object.entries(blocks.reasons)[0];
  if (first) fail('cart_blocked', { message: first[1], field: first[0] });
}
