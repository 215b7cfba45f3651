/**
 * The catalogue rows every add to cart, cart view and purchase prices against: the offers with
 * their lotteries, and the draws with status open. They are read once and kept until a write to
 * their tables is heard, in any process (db/tableChanges: product_offers, lotteries, draws), so
 * pricing an item reads neither. Read afresh, as before, while the feed is not live.
 *
 * Safe for purchases: what a purchase buys is checked again under lock (purchase/
 * lockPurchaseDraws re-reads its draws FOR SHARE and refuses one no longer on sale), so a draw
 * closed in another process a moment before its change is heard is refused, as a draw closed a
 * moment after the read always was. Kept rows are read outside any transaction (only committed
 * writes are kept) and frozen: every request shares them.
 *
 * Inside a transaction only rows already kept are used; otherwise the transaction reads them on
 * its own connection and keeps nothing. It never waits for a read on another connection: with
 * every pool connection held by a transaction waiting for that read, it would wait forever (and
 * PGlite runs one transaction at a time).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/Db';
import { draws } from '../db/schema';
import { changesOf, EVERY_TABLE, type TableChangeFeed } from '../db/tableChanges';
import type { DrawRow } from '../draws/openDraws';
import { loadOffers, type OfferWithLottery } from './catalogueQueries';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Rows read by `load`, kept from a read outside a transaction until a change to `tables` is heard. */
class KeptRows<T> {
  private value: T | null = null;
  private loading: Promise<T> | null = null;
  /** Grows with every change heard: a read begun before one must not be kept. */
  private generation = 0;

  constructor(
    private readonly root: Db,
    private readonly feed: TableChangeFeed,
    tables: readonly string[],
    private readonly load: (db: DbOrTx) => Promise<T>,
  ) {
    feed.subscribe((table) => {
      if (table !== EVERY_TABLE && !tables.includes(table)) return;
      this.generation += 1;
      this.value = null;
      this.loading = null;
    });
  }

  read(db: DbOrTx): Promise<T> {
    if (!this.feed.live) return this.load(db);
    if (this.value !== null) return Promise.resolve(this.value);
    if (db !== this.root) return this.load(db);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.load(this.root).then((rows) => {
      const frozen = deepFreeze(rows);
      if (generation === this.generation) this.value = frozen;
      return frozen;
    });
    this.loading = loading;
    // A failed read is not kept.
    loading.catch(() => {
      if (this.loading === loading) this.loading = null;
    });
    return loading;
  }
}

interface Kept {
  offers: KeptRows<OfferWithLottery[]>;
  openDraws: KeptRows<DrawRow[]>;
}

const kept = new WeakMap<Db, Kept>();

const loadOpenDraws = (db: DbOrTx) => db.select().from(draws).where(eq(draws.status, 'DRAW_OPEN')).orderBy(asc(draws.drawAt), asc(draws.lotteryKey));

function keptFor(db: DbOrTx): Kept | null {
  const changes = changesOf(db);
  if (!changes) return null;
  let entry = kept.get(changes.db);
  if (!entry) {
    entry = {
      offers: new KeptRows(changes.db, changes.feed, ['product_offers', 'lotteries'], (from) => loadOffers(from)),
      openDraws: new KeptRows(changes.db, changes.feed, ['draws'], loadOpenDraws),
    };
    kept.set(changes.db, entry);
  }
  return entry;
}

/** Every offer with its lottery, in ranking order. */
export function catalogueOffers(db: DbOrTx): Promise<readonly OfferWithLottery[]> {
  return keptFor(db)?.offers.read(db) ?? loadOffers(db);
}

/** Every draw whose status is open (its sales stop may have passed), soonest first. */
export function openStatusDraws(db: DbOrTx): Promise<readonly DrawRow[]> {
  return keptFor(db)?.openDraws.read(db) ?? loadOpenDraws(db);
}
