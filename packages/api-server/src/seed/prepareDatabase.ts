/**
 * Start-up work on the database, under a lock other server processes respect: migrate, seed an
 * empty database, register the apps' current origins, close draws whose sales stopped and top
 * up the upcoming ones.
 */
import type { Clock } from '../clock';
import { migrate } from '../db/migrate';
import type { Database } from '../db/openDatabase';
import { closeExpiredDraws } from '../draws/closeExpiredDraws';
import { ensureUpcomingDraws } from '../draws/ensureUpcomingDraws';
import { type AppOrigins, ensureApps } from './ensureApps';
import { isSeeded, seed } from './seed';

export interface PrepareOptions extends AppOrigins {
  clock: Clock;
  passwordCost?: number;
}

export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<{ seeded: boolean }> {
  return database.withStartupLock(async () => {
    await migrate(database);
    const seeded = (await isSeeded(database.db)) ? false : await seed(database.db, options);
    await ensureApps(database.db, options);
    await closeExpiredDraws(database.db, options.clock);
    await ensureUpcomingDraws(database.db, options.clock);
    return { seeded };
  });
}
