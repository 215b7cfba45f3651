/**
 * A customer's membership as stored and as reported: `pending-deposit` turns into `member` once
 * the wallet has had the programme's minimum deposit (read from the ledger whenever the
 * membership is read, and by the draw engine's giveaway step for everyone else), and Premium
 * is renewed from the wallet when its paid month ends, or goes back to the free tier
 * (premiumRenewal). Members get an entry in every open giveaway.
 */
import type { CustomerMembership, MembershipRenewal, MembershipStatus, MembershipTier } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { customerMemberships, customers, ledgerEntries } from '../db/schema';
import { MINIMUM_DEPOSIT_CENTS, PREMIUM_PRICE_CENTS, PROGRAM, PROGRAM_CONFIG } from './programConfig';

export type MembershipRow = typeof customerMemberships.$inferSelect;

export function effectiveTier(row: Pick<MembershipRow, 'tier' | 'premiumUntil'>, now: Date): MembershipTier {
  return row.tier === 'premium' && row.premiumUntil !== null && row.premiumUntil > now ? 'premium' : 'free';
}

export async function findMembership(db: DbOrTx, customerId: string): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(customerMemberships)
    .where(and(eq(customerMemberships.customerId, customerId), eq(customerMemberships.program, PROGRAM)));
  return row ?? null;
}

/** Deposits in the customer's ledger, in cents. */
export async function depositedCents(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.customerId, customerId), eq(ledgerEntries.kind, 'deposit')));
  return Number(row?.total ?? 0);
}

/** Whether customers on this pricing id may join (the config's eligiblePricingIds). */
export function isEligiblePricing(pricingId: string): boolean {
  return PROGRAM_CONFIG.eligiblePricingIds.includes(pricingId);
}

export async function isEligible(db: DbOrTx, customerId: string): Promise<boolean> {
  const [customer] = await db.select({ pricingId: customers.pricingId }).from(customers).where(eq(customers.id, customerId));
  return customer !== undefined && isEligiblePricing(customer.pricingId);
}

/** The status a join gives: member once the minimum deposit is in, pending-deposit before. */
export async function statusAfterDeposit(db: DbOrTx, customerId: string): Promise<Exclude<MembershipStatus, 'non-member'>> {
  return (await depositedCents(db, customerId)) >= MINIMUM_DEPOSIT_CENTS ? 'member' : 'pending-deposit';
}

/**
 * Pending-deposit memberships whose customers have now deposited enough become members
 * (all of them, or the given customers'). Returns the customers promoted.
 */
export async function promotePendingMembers(db: DbOrTx, now: Date, customerIds?: readonly string[]): Promise<string[]> {
  const rows = await db
    .update(customerMemberships)
    .set({ status: 'member', updatedAt: now })
    .where(
      and(
        eq(customerMemberships.program, PROGRAM),
        eq(customerMemberships.status, 'pending-deposit'),
        customerIds ? inArray(customerMemberships.customerId, [...customerIds]) : undefined,
        sql`(select coalesce(sum(l.amount_cents), 0) from ledger_entries l
             where l.customer_id = ${customerMemberships.customerId} and l.kind = 'deposit') >= ${MINIMUM_DEPOSIT_CENTS}`,
      ),
    )
    .returning({ customerId: customerMemberships.customerId });
  return rows.map((row) => row.customerId);
}

/** Premium's renewal as the customer sees it; null for a customer who never had Premium. */
export function renewalView(row: MembershipRow, now: Date): MembershipRenewal | null {
  if (row.premiumUntil === null) return null;
  const premiumUntil = row.premiumUntil.toISOString();
  const base = { enabled: row.renewalEnabled, premiumUntil, price: money(PREMIUM_PRICE_CENTS), failureMessage: row.renewalFailure };
  if (row.tier === 'premium') {
    // Still Premium (or due and waiting for the engine's next tick, which renews or ends it).
    if (row.renewalEnabled) return { ...base, status: 'active', renewsAt: premiumUntil };
    return { ...base, status: row.premiumUntil > now ? 'cancelled' : 'ended', renewsAt: null };
  }
  return { ...base, status: row.renewalFailure ? 'failed' : 'ended', renewsAt: null };
}

/** "Customer membership entry: membershipProgram, membershipStatus, membershipUpdated, membershipTier, eligibility." */
export function membershipView(row: MembershipRow | null, eligible: boolean, now: Date): CustomerMembership {
  if (!row || row.status === 'non-member') {
    return {
      membershipProgram: PROGRAM,
      membershipStatus: 'non-member',
      membershipUpdated: row ? row.updatedAt.toISOString() : null,
      membershipTier: null,
      eligibility: eligible ? 'eligible' : 'ineligible',
      renewal: null,
    };
  }
  return {
    membershipProgram: PROGRAM,
    membershipStatus: row.status,
    membershipUpdated: row.updatedAt.toISOString(),
    membershipTier: effectiveTier(row, now),
    eligibility: eligible ? 'eligible' : 'ineligible',
    renewal: renewalView(row, now),
  };
}
