/**
 * First-boot data: the catalogue, causes, partners, apps, draw history and the demo customer
 * with a $50.00 wallet. Runs in one transaction and marks the database as seeded.
 */
import { eq } from 'drizzle-orm';
import { money } from '@drawkit/contract';
import { hashPassword } from '../auth/passwords';
import type { Clock } from '../clock';
import type { Db, DbOrTx } from '../db/Db';
import { newId } from '../db/ids';
import { causes, customers, ledgerEntries, lotteries, partners, productOffers, settings, syndicates } from '../db/schema';
import { OFFERS, SYNDICATES, syndicateGames } from './offerSeeds';
import { seedRaffleDrawStatuses } from './seedRaffleDrawStatuses';
import { ensureUpcomingDraws } from '../draws/ensureUpcomingDraws';
import {
  CAUSES,
  DEFAULT_SEGMENT,
  DEMO_CUSTOMER,
  LOTTERIES,
  PARTNERS,
  PRICING_ID,
} from './catalogueData';
import { type AppOrigins, ensureApps } from './ensureApps';
import { seedPastDraws } from './seedPastDraws';
import { ensureDrawData } from './drawData';
import { seedPastTickets } from './seedPastTickets';

const SEEDED_KEY = 'seeded_at';

export interface SeedOptions extends AppOrigins {
  clock: Clock;
  /** scrypt cost for the demo customer's password (tests pass a low one). */
  passwordCost?: number;
  /** Seed the demo customer (and its past tickets); on by default, off in production unless asked for. */
  demoAccounts?: boolean;
}

export async function isSeeded(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SEEDED_KEY));
  return row !== undefined;
}

/** Seeds an empty database; does nothing if it was seeded before. Returns whether it seeded. */
export async function seed(db: Db, options: SeedOptions): Promise<boolean> {
  const passwordHash = options.demoAccounts === false ? null : await hashPassword(DEMO_CUSTOMER.password, options.passwordCost);
  const seeded = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(settings)
      .values({ key: SEEDED_KEY, value: options.clock.now().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    await seedCatalogue(tx);
    await ensureApps(tx, options);
    await seedPastDraws(tx, options.clock, LOTTERIES);
    if (passwordHash) await seedDemoCustomer(tx, options.clock, passwordHash);
    await ensureDrawData(tx);
    await seedPastTickets(tx, options.clock);
    return true;
  });
  if (seeded) {
    await ensureUpcomingDraws(db, options.clock);
    await seedRaffleDrawStatuses(db, options.clock);
  }
  return seeded;
}

async function seedCatalogue(db: DbOrTx): Promise<void> {
  await db.insert(causes).values(CAUSES);
  await db.insert(lotteries).values(
    LOTTERIES.map((l) => ({
      key: l.key,
      kind: l.kind,
      name: l.name,
      drawDays: l.drawDays,
      everyWeeks: l.everyWeeks,
      baseDrawNo: l.baseDrawNo,
      jackpotMinCents: l.jackpot?.minCents ?? null,
      jackpotMaxCents: l.jackpot?.maxCents ?? null,
      prizePoolSuffix: l.prizePoolSuffix,
      rafflePrize: l.rafflePrize,
    })),
  );
  await db.insert(productOffers).values(OFFERS);
  await db.insert(syndicates).values(SYNDICATES.map((s) => ({ ...s, games: syndicateGames(s) })));
  await db.insert(partners).values(PARTNERS);
}

async function seedDemoCustomer(db: DbOrTx, clock: Clock, passwordHash: string): Promise<void> {
  const id = newId();
  const { password: _password, walletCents, ...details } = DEMO_CUSTOMER;
  await db.insert(customers).values({
    id,
    ...details,
    passwordHash,
    emailOptIn: false,
    pricingId: PRICING_ID,
    segment: DEFAULT_SEGMENT,
    createdAt: clock.now(),
  });
  await db.insert(ledgerEntries).values({
    id: newId(),
    customerId: id,
    kind: 'deposit',
    amountCents: money(walletCents).amount,
    description: 'Demo wallet deposit',
    createdAt: clock.now(),
  });
}
