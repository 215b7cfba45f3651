/**
 * Primed carts (`POST /placement/cart/prime` "with segment ids", shop-specialised §7): the cart
 * a device or user stands for, kept a day in the database, so a placement call that names only
 * the segment id recommends around that cart.
 */
import type { PlacementCartItem } from '@drawkit/contract';
import { and, gt, inArray, lt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { placementPrimes } from '../db/schema';

export const PRIME_TTL_MS = 24 * 60 * 60 * 1000;

export interface SegmentIds {
  segmentDeviceId?: string | undefined;
  segmentUserId?: string | undefined;
}

/** The user's key first: a user's cart outranks the device's. */
function segmentKeys(ids: SegmentIds): string[] {
  return [ids.segmentUserId && `user:${ids.segmentUserId}`, ids.segmentDeviceId && `device:${ids.segmentDeviceId}`].filter((k): k is string => !!k);
}

export async function primeCart(db: DbOrTx, clock: Clock, ids: SegmentIds, cart: PlacementCartItem[]): Promise<Date> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + PRIME_TTL_MS);
  // Anyone may prime (it is the anonymous visitor's cart too): expired rows go as new ones come.
  await db.delete(placementPrimes).where(lt(placementPrimes.expiresAt, now));
  for (const segmentKey of segmentKeys(ids)) {
    await db
      .insert(placementPrimes)
      .values({ segmentKey, cart, createdAt: now, expiresAt })
      .onConflictDoUpdate({ target: placementPrimes.segmentKey, set: { cart, createdAt: now, expiresAt } });
  }
  return expiresAt;
}

/** The primed cart of the segment ids (the user's before the device's), or null. */
export async function primedCart(db: DbOrTx, clock: Clock, ids: SegmentIds): Promise<PlacementCartItem[] | null> {
  const keys = segmentKeys(ids);
  if (keys.length === 0) return null;
  const rows = await db
    .select()
    .from(placementPrimes)
    .where(and(inArray(placementPrimes.segmentKey, keys), gt(placementPrimes.expiresAt, clock.now())));
  for (const key of keys) {
    const row = rows.find((r) => r.segmentKey === key);
    if (row) return row.cart;
  }
  return null;
}
