/**
 * Start-up work on the database, under a lock other server processes respect: migrate, seed an
 * empty database, register the apps' current origins, then let the draw engine run every step
 * that is due (close, draw, score, pay) and top up the upcoming draws.
 */
import type { Clock } from '../clock';
import { migrate } from '../db/migrate';
import type { Database } from '../db/openDatabase';
import { createDrawEngine } from '../draws/drawEngine';
import { ensureDrawData } from './drawData';
import { disableDemoSignIn, ensureDemoAccounts } from './demoAccounts';
import { ensureContentSeeds } from './contentSeeds';
import { ensureMembershipSeeds } from './membershipSeeds';
import { ensurePromotions } from './promotionSeeds';
import { type AppOrigins, ensureApps } from './ensureApps';
import { isSeeded, seed } from './seed';

export interface PrepareOptions extends AppOrigins {
  clock: Clock;
  passwordCost?: number;
  /**
   * Seed the demo accounts (README's table; all share one published password). On by default;
   * production leaves them out unless DRAWKIT_DEMO_ACCOUNTS=1, and stops any already there
   * from signing in.
   */
  demoAccounts?: boolean;
}

export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<{ seeded: boolean }> {
  return database.withStartupLock(async () => {
    await migrate(database);
    const demoAccounts = options.demoAccounts ?? true;
    const seeded = (await isSeeded(database.db)) ? false : await seed(database.db, { ...options, demoAccounts });
    await ensureApps(database.db, options);
    if (demoAccounts) await ensureDemoAccounts(database.db, options);
    else await disableDemoSignIn(database.db, options.clock);
    await ensureMembershipSeeds(database.db, { ...options, demoAccounts });
    await ensurePromotions(database.db, options.clock);
    await ensureContentSeeds(database.db, { clock: options.clock, demoAccounts });
    await ensureDrawData(database.db);
    // Whatever fell due while the server was down (or the seeded past draws) is drawn, scored and paid now.
    await createDrawEngine(database.db, options.clock).tick();
    return { seeded };
  });
}
