/**
 * The product-offer collection's restrictions (shop-specialised §3, §9: licensing_restriction,
 * migration_restriction), enforced for a known customer at add-to-cart and again at purchase.
 * A licensing restriction sells the offer only in the regions it is licensed in (the customer's
 * state); a migration restriction refuses it while the customer's legacy-account migration is
 * pending (eligible or in progress, shop-core §4). An anonymous cart is checked once its
 * customer is known (the purchase, and pricing the converted cart).
 */
import { eq } from 'drizzle-orm';
import type { OfferWithLottery } from '../../catalogue/catalogueQueries';
import type { DbOrTx } from '../../db/Db';
import { customers } from '../../db/schema';
import { fail } from '../../http/ApiFailure';

/** Migration statuses that still have a legacy account to move (shop-core §4 'Migration status'). */
export const PENDING_MIGRATION = ['eligible_soft', 'eligible_hard', 'in_progress'] as const;

export function licensingRefusal(offerName: string, state: string): string {
  return `Sorry, ${offerName} is not licensed for sale in ${state}.`;
}

export function migrationRefusal(offerName: string): string {
  return `Please finish moving your account to our new site before buying ${offerName}.`;
}

export async function checkRestrictions(db: DbOrTx, offer: OfferWithLottery, customerId: string): Promise<void> {
  const restrictions = offer.offer.restrictions;
  if (restrictions.length === 0) return;
  const [customer] = await db
    .select({ state: customers.state, migrationStatus: customers.migrationStatus })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return;
  if (restrictions.includes('licensing_restriction') && !offer.offer.licensedRegions.includes(customer.state)) {
    fail('offer_unavailable', { field: 'lotteryKey', message: licensingRefusal(offer.offer.name, customer.state) });
  }
  if (restrictions.includes('migration_restriction') && (PENDING_MIGRATION as readonly string[]).includes(customer.migrationStatus)) {
    fail('offer_unavailable', { field: 'lotteryKey', message: migrationRefusal(offer.offer.name) });
  }
}
