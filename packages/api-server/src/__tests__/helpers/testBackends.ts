/**
 * The databases the integration tests run against: PGlite in memory always, and PostgreSQL
 * when DATABASE_URL is set (a fresh database per test file, dropped afterwards).
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openFreshPostgres } from '../../db/freshDatabase';
import { type Database, openDatabase } from '../../db/openDatabase';
import { type PrepareOptions, prepareDatabase } from '../../seed/prepareDatabase';
import { type SeededTemplates, testPrepareOptions } from './seededTemplates';

interface OpenedDatabase {
  database: Database;
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** An empty database. */
  open(): Promise<OpenedDatabase>;
  /** A copy of the run's migrated, seeded template (seededTemplates.ts); undefined without one. */
  openSeeded(): Promise<OpenedDatabase | undefined>;
}

/** The templates the global set-up made; none when the tests run without it. */
export function seededTemplates(): SeededTemplates {
  return inject('drawkitSeededTemplates') ?? {};
}

async function openPglite(loadDataDir?: Blob): Promise<OpenedDatabase> {
  const database = await openDatabase({ kind: 'pglite', loadDataDir });
  return { database, dispose: () => database.close() };
}

const pglite: TestBackend = {
  name: 'pglite',
  open: () => openPglite(),
  async openSeeded() {
    const dump = seededTemplates().pgliteDump;
    return dump ? openPglite(new Blob([readFileSync(dump)])) : undefined;
  },
};

function postgres(adminUrl: string): TestBackend {
  return {
    name: 'postgres',
    open: () => openFreshPostgres(adminUrl, 'drawkit_test', 12),
    async openSeeded() {
      const template = seededTemplates().postgresTemplate;
      return template ? openFreshPostgres(adminUrl, 'drawkit_test', 12, template) : undefined;
    },
  };
}

/**
 * A copy of the run's seeded template, or, in a run without one, an empty database prepared as the
 * template is (`prepare`: testPrepareOptions, whose clock the caller may want): what a test shop
 * opens, and a test that needs the seeded shop without one.
 */
export async function openPrepared(backend: TestBackend, prepare: PrepareOptions = testPrepareOptions()): Promise<OpenedDatabase> {
  const seeded = await backend.openSeeded();
  if (seeded) return seeded;
  const opened = await backend.open();
  try {
    await prepareDatabase(opened.database, prepare);
  } catch (error) {
    await opened.dispose();
    throw error;
  }
  return opened;
}

export function testBackends(): TestBackend[] {
  const url = process.env.DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
