import type { Partner } from '@drawkit/contract';
import type { Db, DbOrTx } from '../db/Db';
import { partners } from '../db/schema';
import { keptRows } from '../db/keptRows';
import { changesOf } from '../db/tableChanges';
import { fail } from '../http/ApiFailure';

export type PartnerRow = typeof partners.$inferSelect;

/**
 * Every partner call (its offers, cart and purchase) looks its partner up, so the few partner rows
 * are kept (db/keptRows) until a write to `partners` is heard (migration 0021), in any process.
 */
const partnerLists = new WeakMap<Db, (db: DbOrTx) => Promise<PartnerRow[]>>();

const loadPartners = (db: DbOrTx): Promise<PartnerRow[]> => db.select().from(partners);

function registeredPartners(db: DbOrTx): Promise<PartnerRow[]> {
  const changes = changesOf(db);
  if (!changes) return loadPartners(db);
  let list = partnerLists.get(changes.db);
  if (!list) {
    list = keptRows(changes, ['partners'], loadPartners);
    partnerLists.set(changes.db, list);
  }
  return list(db);
}

export async function findPartnerOrFail(db: DbOrTx, slug: string): Promise<PartnerRow> {
  const row = (await registeredPartners(db)).find((partner) => partner.slug === slug);
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
