/**
 * The databases the integration tests run against: PGlite in memory always, and PostgreSQL
 * when DATABASE_URL is set (a fresh database per test file, dropped afterwards).
 */
import { openFreshPostgres } from '../../db/freshDatabase';
import { type Database, openDatabase } from '../../db/openDatabase';

export interface TestBackend {
  name: 'pglite' | 'postgres';
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

const pglite: TestBackend = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, dispose: () => database.close() };
  },
};

function postgres(adminUrl: string): TestBackend {
  return { name: 'postgres', open: () => openFreshPostgres(adminUrl, 'drawkit_test', 12) };
}

export function testBackends(): TestBackend[] {
  const url = process.env.DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
