/**
 * A new, empty PostgreSQL database on the server `adminUrl` names, dropped by `dispose`: for
 * test files and benchmarks that must not share data.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from './openDatabase';

export interface FreshDatabase {
  database: Database;
  /** Its connection string (for a server process started on it). */
  url: string;
  /** The server, for reports: host and port. */
  host: string;
  dispose(): Promise<void>;
}

/** Drops a database `openFreshPostgres` made, whoever is still connected. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/**
 * `template` copies that database (which must have no connections open) instead of starting
 * empty: tests copy one migrated, seeded database rather than migrating and seeding each.
 */
export async function openFreshPostgres(adminUrl: string, prefix: string, maxConnections?: number, template?: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !/^[a-z_][a-z0-9_]*$/.test(template)) throw new Error(`not a database name: ${template}`);
  await adminQuery(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), ...(maxConnections ? { maxConnections } : {}) });
  return {
    database,
    url: url.toString(),
    host: url.host,
    async dispose() {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
