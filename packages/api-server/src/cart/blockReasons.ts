/**
 * Why a customer's cart cannot be bought now (shop-core §3 `blockedReasons`, §4 'Block reason
 * action types'). Each reason's id is its action type; the cart shows them and the purchase
 * refuses a blocked cart with the first reason's message.
 */
import type { BlockedReasonAction, CartSpendLimit } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import { and, eq, gt, sum } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { checkouts, customers } from '../db/schema';
import { fail } from '../http/ApiFailure';

/** An unverified customer may not buy a cart due more than this. */
export const VERIFY_THRESHOLD_CENTS = 2000;
/** Spend limits run over any 7-day period. */
export const SPEND_LIMIT_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

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
  spendLimit: (limitCents: number, exceededCents: number, remainingCents: number) =>
    `This cart is ${dollars(exceededCents)} over your weekly spend limit of ${dollars(limitCents)} ` +
    `(${dollars(Math.max(0, remainingCents))} left this week).`,
  verify: `Please verify your account to buy more than ${dollars(VERIFY_THRESHOLD_CENTS)} of tickets.`,
} as const;

/** What the customer has spent in the last 7 days: their checkouts' totals (after promotions). */
export async function amountSpentCents(db: DbOrTx, clock: Clock, customerId: string): Promise<number> {
  const since = new Date(clock.now().getTime() - SPEND_LIMIT_PERIOD_MS);
  const [row] = await db
    .select({ total: sum(checkouts.totalCents) })
    .from(checkouts)
    .where(and(eq(checkouts.customerId, customerId), gt(checkouts.createdAt, since)));
  return Number(row?.total ?? 0);
}

/** The block reasons of a customer's cart due `dueCents` now. Anonymous carts have none. */
export async function cartBlockReasons(db: DbOrTx, clock: Clock, customerId: string | null, dueCents: number): Promise<BlockReasons> {
  if (!customerId) return NO_BLOCKS;
  const [customer] = await db
    .select({ limit: customers.weeklySpendLimitCents, isVerified: customers.isVerified })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return NO_BLOCKS;
  const result: BlockReasons = { reasons: {}, actions: {}, spendLimit: null };
  if (customer.limit !== null) {
    const spent = await amountSpentCents(db, clock, customerId);
    result.spendLimit = { period: 'week', limit: money(customer.limit), amountSpent: money(spent) };
    const remaining = remainingSpendLimitCents(customer.limit, spent);
    const exceeded = exceededAmountCents(dueCents, remaining);
    if (dueCents > 0 && exceeded > 0) {
      result.reasons.spend_limit = BLOCK_MESSAGES.spendLimit(customer.limit, exceeded, remaining);
      result.actions.spend_limit = 'spend_limit';
    }
  }
  if (!customer.isVerified && dueCents > VERIFY_THRESHOLD_CENTS) {
    result.reasons.verify_account_required = BLOCK_MESSAGES.verify;
    result.actions.verify_account_required = 'verify_account_required';
  }
  return result;
}

/** Refuses a purchase while the cart has block reasons. */
export function assertNotBlocked(blocks: BlockReasons): void {
  const first = Object.entries(blocks.reasons)[0];
  if (first) fail('cart_blocked', { message: first[1], field: first[0] });
}
