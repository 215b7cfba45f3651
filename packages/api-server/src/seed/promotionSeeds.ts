/**
 * Demo promotion codes, one per voucher item type (shop-core §3), listed in the README. Added on
 * every start when missing. OLDCODE is already expired, to show the `promotion_not_added` path.
 */
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { promotions } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export function promotionSeeds(now: Date): (typeof promotions.$inferInsert)[] {
  return [
    {
      code: 'WELCOME5',
      type: 'voucher_fixed_discount',
      description: 'WELCOME5: $5.00 off a cart of $10.00 or more',
      amountCents: 500,
      minCartCents: 1000,
      oncePerCustomer: true,
    },
    { code: 'TENOFF', type: 'voucher_percent_discount', description: 'TENOFF: 10% off your cart', percentOff: 10 },
    {
      code: 'OLDCODE',
      type: 'voucher_fixed_discount_expire',
      description: 'OLDCODE: $3.00 off (expired)',
      amountCents: 300,
      expiresAt: new Date(now.getTime() - 30 * DAY_MS),
    },
    {
      code: 'SPRING3',
      type: 'voucher_fixed_discount_expire',
      description: 'SPRING3: $3.00 off, for a limited time',
      amountCents: 300,
      expiresAt: new Date(now.getTime() + 365 * DAY_MS),
    },
    { code: 'CREDIT2', type: 'voucher_credit_amount', description: 'CREDIT2: $2.00 credit', amountCents: 200 },
  ];
}

export async function ensurePromotions(db: DbOrTx, clock: Clock): Promise<void> {
  const now = clock.now();
  await db
    .insert(promotions)
    .values(promotionSeeds(now).map((row) => ({ ...row, createdAt: now })))
    .onConflictDoNothing({ target: promotions.code });
}
