/**
 * Databases made before `customer_limits` kept one weekly spend limit on the customer row
 * (`weekly_spend_limit_cents`). This moves each into a weekly limit row once, at start-up, and
 * clears the old column, so no customer loses a limit they set.
 */
import { isNotNull, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { newId } from '../db/ids';
import { customerLimits, customers } from '../db/schema';

export async function carryLegacySpendLimits(db: DbOrTx, clock: Clock): Promise<number> {
  const legacy = await db
    .select({ id: customers.id, cents: customers.weeklySpendLimitCents })
    .from(customers)
    .where(isNotNull(customers.weeklySpendLimitCents));
  for (const customer of legacy) {
    if (customer.cents === null) continue;
    const now = clock.now();
    await db
      .insert(customerLimits)
      .values({ id: newId(), customerId: customer.id, kind: 'spend', period: 'week', amountCents: customer.cents, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    await db.update(customers).set({ weeklySpendLimitCents: null }).where(eq(customers.id, customer.id));
  }
  return legacy.length;
}
