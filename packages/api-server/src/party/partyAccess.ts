/** Group play is behind the social-syndicates capability of the customer's segment (shop-core §2 nav, §6). */
import { eq } from 'drizzle-orm';
import { requireCapability } from '../auth/segments';
import type { DbOrTx } from '../db/Db';
import { customers } from '../db/schema';
import { fail } from '../http/ApiFailure';

export async function requireSocialSyndicates(db: DbOrTx, customerId: string): Promise<{ email: string; firstname: string }> {
  const [customer] = await db.select({ segment: customers.segment, email: customers.email, firstname: customers.firstname }).from(customers).where(eq(customers.id, customerId));
  if (!customer) fail('unauthorised');
  requireCapability(customer.segment, 'social-syndicates');
  return customer;
}
