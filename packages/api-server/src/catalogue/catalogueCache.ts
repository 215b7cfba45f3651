/**
 * The catalogue rows every add to cart, cart view and purchase prices against: the offers with
 * their lotteries, and the draws with status open. They are read once and kept until a write to
 * their tables is heard, in any process (db/tableChanges: product_offers, lotteries, draws), so
 * pricing an item reads neither. Read afresh, as before, while the feed is not live.
 *
 * Safe for purchases: what a purchase buys is checked again under lock (purchase/
 * lockPurchaseDraws re-reads its draws FOR SHARE and refuses one no longer on sale), so a draw
 * closed in another process a moment before its change is heard is refused, as a draw closed a
 * moment after the read always was. How they are kept, and used inside a transaction: db/keptRows.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/Db';
import { draws } from '../db/schema';
import { keptRows } from '../db/keptRows';
import { changesOf } from '../db/tableChanges';
import type { DrawRow } from '../draws/openDraws';
import { loadOffers, type OfferWithLottery } from './catalogueQueries';

interface Kept {
  offers: (db: DbOrTx) => Promise<OfferWithLottery[]>;
  openDraws: (db: DbOrTx) => Promise<DrawRow[]>;
}

const kept = new WeakMap<Db, Kept>();

const loadOpenDraws = (db: DbOrTx) => db.select().from(draws).where(eq(draws.status, 'DRAW_OPEN')).orderBy(asc(draws.drawAt), asc(draws.lotteryKey));

function keptFor(db: DbOrTx): Kept | null {
  const changes = changesOf(db);
  if (!changes) return null;
  let entry = kept.get(changes.db);
  if (!entry) {
    entry = {
      offers: keptRows(changes, ['product_offers', 'lotteries'], (from) => loadOffers(from)),
      openDraws: keptRows(changes, ['draws'], loadOpenDraws),
    };
    kept.set(changes.db, entry);
  }
  return entry;
}

/** Every offer with its lottery, in ranking order. */
export function catalogueOffers(db: DbOrTx): Promise<readonly OfferWithLottery[]> {
  return keptFor(db)?.offers(db) ?? loadOffers(db);
}

/** Every draw whose status is open (its sales stop may have passed), soonest first. */
export function openStatusDraws(db: DbOrTx): Promise<readonly DrawRow[]> {
  return keptFor(db)?.openDraws(db) ?? loadOpenDraws(db);
}
