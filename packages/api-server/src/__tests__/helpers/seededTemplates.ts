/**
 * One migrated, seeded database per test run, copied by every test shop: for PGlite a dump of
 * its data directory on disk, for PostgreSQL a template database. On two busy cores an empty
 * in-memory PGlite takes about 3 s to open and 3 s more to migrate and seed; a copy of the
 * prepared one needs neither. Made by the vitest global set-up
 * (`globalSetup.ts`) and handed to the test files with `provide`/`inject`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type ManualClock, manualClock } from '../../clock';
import { dropDatabase, openFreshPostgres } from '../../db/freshDatabase';
import { openDatabase, type Database } from '../../db/openDatabase';
import { type PrepareOptions, prepareDatabase } from '../../seed/prepareDatabase';
import { PARTNER_ORIGIN, PUBLIC_ORIGIN, TEST_NOW, TEST_PASSWORD_COST } from './testConstants';

export interface SeededTemplates {
  /** A `dumpDataDir` tarball of a prepared PGlite database. */
  pgliteDump?: string;
  /** A prepared PostgreSQL database with no connections, to `create database … template` from. */
  postgresTemplate?: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    drawkitSeededTemplates: SeededTemplates;
  }
}

/** What every test shop's database is prepared with: the template's, or an empty database's in createTestShop. */
export function testPrepareOptions(): PrepareOptions & { clock: ManualClock } {
  return { clock: manualClock(TEST_NOW), publicOrigin: PUBLIC_ORIGIN, partnerOrigins: [PARTNER_ORIGIN], passwordCost: TEST_PASSWORD_COST };
}

async function prepared(database: Database): Promise<Database> {
  await prepareDatabase(database, testPrepareOptions());
  return database;
}

export async function createSeededTemplates(adminUrl: string | undefined): Promise<{ templates: SeededTemplates; dispose(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'drawkit-test-template-'));
  const pgliteDump = join(folder, 'seeded.tar');
  const pglite = await prepared(await openDatabase({ kind: 'pglite' }));
  try {
    const dump = await (pglite.client as PGlite).dumpDataDir('none');
    writeFileSync(pgliteDump, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  let postgresTemplate: string | undefined;
  let dropTemplate = async () => {};
  if (adminUrl) {
    const fresh = await openFreshPostgres(adminUrl, 'drawkit_template');
    try {
      await prepared(fresh.database);
    } catch (error) {
      await fresh.dispose();
      throw error;
    }
    // Copies need the template without connections: close ours, drop it at the end.
    await fresh.database.close();
    postgresTemplate = new URL(fresh.url).pathname.slice(1);
    const name = postgresTemplate;
    dropTemplate = () => dropDatabase(adminUrl, name);
  }
  return {
    templates: { pgliteDump, ...(postgresTemplate ? { postgresTemplate } : {}) },
    async dispose() {
      rmSync(folder, { recursive: true, force: true });
      await dropTemplate();
    },
  };
}
