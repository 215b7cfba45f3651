import type { Partner } from '@drawkit/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { partners } from '../db/schema';
import { fail } from '../http/ApiFailure';

export type PartnerRow = typeof partners.$inferSelect;

export async function findPartnerOrFail(db: DbOrTx, slug: string): Promise<PartnerRow> {
  const [row] = await db.select().from(partners).where(eq(partners.slug, slug));
  if (!row) fail('partner_not_found', { field: 'slug' });
  return row;
}

export function partnerView(row: PartnerRow): Partner {
  return {
    slug: row.slug,
    key: row.key,
    name: row.name,
    channels: [{ channelKey: row.channelKey }],
    productOfferKeys: row.productOfferKeys,
    branding: row.branding,
  };
}
