/**
 * The partner rows every partner call looks up are kept until a write to `partners` is heard
 * (partners/partnerQueries, migration 0021): read once, read again after a change, never stale.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queriesDuring } from '../../__tests__/helpers/queryCounter';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { ApiFailure } from '../../http/ApiFailure';
import { partners } from '../../db/schema';
import { findPartnerOrFail } from '../partnerQueries';

describe.each(testBackends())('partner rows kept on $name', (backend) => {
  const shop = useTestShop(backend);

  const queriesFor = (read: () => Promise<unknown>) => queriesDuring(shop.database, read);

  it('reads the partners once, and again after a write to them is heard', async () => {
    const { db } = shop.database;
    const before = await findPartnerOrFail(db, 'demo-partner');
    expect(await queriesFor(() => findPartnerOrFail(db, 'demo-partner'))).toBe(0);
    await db.update(partners).set({ name: 'Renamed Newsagency' }).where(eq(partners.slug, 'demo-partner'));
    try {
      expect((await findPartnerOrFail(db, 'demo-partner')).name).toBe('Renamed Newsagency');
    } finally {
      await db.update(partners).set({ name: before.name }).where(eq(partners.slug, 'demo-partner'));
    }
    expect((await findPartnerOrFail(db, 'demo-partner')).name).toBe(before.name);
  });

  it('refuses a partner that is not there, also once the rows are kept', async () => {
    const { db } = shop.database;
    await findPartnerOrFail(db, 'demo-partner');
    await expect(findPartnerOrFail(db, 'no-such-partner')).rejects.toBeInstanceOf(ApiFailure);
  });

  it('shares frozen rows, so no request can change what the next one reads', async () => {
    const partner = await findPartnerOrFail(shop.database.db, 'demo-partner');
    expect(() => {
      (partner.productOfferKeys as string[]).push('another_offer');
    }).toThrow(TypeError);
  });

  it('reads inside a transaction on its own connection when nothing is kept', async () => {
    const { db } = shop.database;
    // A write heard empties the kept rows; PGlite runs one transaction at a time, so a read that
    // waited for another connection here would never finish.
    const before = await findPartnerOrFail(db, 'demo-partner');
    await db.update(partners).set({ name: before.name }).where(eq(partners.slug, 'demo-partner'));
    const inside = await db.transaction((tx) => findPartnerOrFail(tx, 'demo-partner'));
    expect(inside.slug).toBe('demo-partner');
  });
});
