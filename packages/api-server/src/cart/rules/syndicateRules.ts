/**
 * Syndicate shares (shop-specialised §5): "Syndicate price equals costPerShare times numShares",
 * and a syndicate never sells more shares than its size. The check here is advisory (the cart
 * shows it); the purchase claims the shares with a conditional update (claimShares).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/Db';
import { syndicates } from '../../db/schema';
import { fail } from '../../http/ApiFailure';
import { plural } from './gameRules';

export type SyndicateRow = typeof syndicates.$inferSelect;

export async function loadSyndicate(db: DbOrTx, offerKey: string, syndicateKey: string): Promise<SyndicateRow> {
  const [row] = await db
    .select()
    .from(syndicates)
    .where(and(eq(syndicates.key, syndicateKey), eq(syndicates.offerKey, offerKey)));
  if (!row) fail('validation_failed', { field: 'syndicateKey', message: 'This syndicate is not part of this product.' });
  return row;
}

function notEnough(left: number): never {
  fail('syndicate_sold_out', {
    field: 'numShares',
    message: left === 0 ? 'This syndicate is sold out.' : `Only ${plural(left, 'share')} ${left === 1 ? 'is' : 'are'} left in this syndicate.`,
  });
}

export function checkSharesLeft(syndicate: SyndicateRow, numShares: number): void {
  const left = syndicate.size - syndicate.sharesSold;
  if (numShares > left) notEnough(left);
}

export function syndicatePriceCents(syndicate: SyndicateRow, numShares: number): number {
  return syndicate.costPerShareCents * numShares;
}

/** Takes the shares inside the purchase transaction; refuses when fewer are left. */
export async function claimShares(db: DbOrTx, syndicateKey: string, numShares: number): Promise<void> {
  const claimed = await db
    .update(syndicates)
    .set({ sharesSold: sql`${syndicates.sharesSold} + ${numShares}` })
    .where(and(eq(syndicates.key, syndicateKey), sql`${syndicates.sharesSold} + ${numShares} <= ${syndicates.size}`))
    .returning({ key: syndicates.key });
  if (claimed.length === 0) {
    const [row] = await db.select().from(syndicates).where(eq(syndicates.key, syndicateKey));
    notEnough(row ? row.size - row.sharesSold : 0);
  }
}
