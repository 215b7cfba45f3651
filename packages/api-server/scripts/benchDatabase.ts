/** What the benchmark scripts share: a fresh database (PGlite in memory, or PostgreSQL when DATABASE_URL is set) and quick picks. */
import { randomInt } from 'node:crypto';
import { openFreshPostgres } from '../src/db/freshDatabase';
import { type Database, openDatabase } from '../src/db/openDatabase';

export async function openBenchDatabase(): Promise<{ database: Database; label: string; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, label: 'PGlite (in memory)', dispose: () => database.close() };
  }
  const fresh = await openFreshPostgres(url, 'drawkit_bench');
  return { database: fresh.database, label: `PostgreSQL (${fresh.host})`, dispose: fresh.dispose };
}

/** `count` unique numbers from 1 to `max`, ascending. */
export function quickPick(count: number, max: number): number[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(randomInt(1, max + 1));
  return [...picked].sort((a, b) => a - b);
}
