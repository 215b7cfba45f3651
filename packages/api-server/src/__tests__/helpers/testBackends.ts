/**
 * The databases the integration tests run against: PGlite in memory always, and PostgreSQL
 * when DATABASE_URL is set (a fresh database per test file, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
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
  return {
    name: 'postgres',
    async open() {
      const name = `drawkit_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 12 });
      return {
        database,
        async dispose() {
          await database.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

export function testBackends(): TestBackend[] {
  const url = process.env.DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
