/**
 * The batch scorer's direct line to the driver under a Drizzle transaction: reads that come back
 * as arrays of text (no row objects, no JSON parsed that is not needed) and `COPY ... FROM` for
 * the result rows. COPY is the cheapest way into a table for both drivers; on node-postgres the
 * rows are sent as they are made, so PostgreSQL inserts one chunk while the next is scored.
 * Drizzle keeps the transaction's client on `session.client` (drizzle-orm 0.45: a pg PoolClient
 * or a PGlite Transaction); that is the one internal this module reads.
 */
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db, Tx } from '../db/Db';

export interface ScoringConnection {
  /** Runs a query; each row is an array of its columns. */
  rows(text: string, params?: unknown[]): Promise<unknown[][]>;
  /**
   * `COPY table (columns) FROM` in text format, from the chunks as they are produced (each a
   * run of whole lines, values escaped with copyText). Returns the rows copied.
   */
  copyFrom(table: string, columns: readonly string[], chunks: Chunks): Promise<number>;
}

/** COPY's lines, a run at a time; an async source may wait (for the next rows to score) between runs. */
export type Chunks = Iterable<string> | AsyncIterable<string>;

/** A value for COPY's text format: backslash, tab, newline and carriage return escaped. */
export function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] as string) : value;
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** The driver's client under a Drizzle transaction. */
const clientOf = (tx: Tx): unknown => (tx as unknown as { session?: { client?: unknown } }).session?.client;

export function scoringConnection(tx: Tx): ScoringConnection {
  const client = clientOf(tx);
  if (client instanceof pg.Client) return postgresConnection(client);
  if (client && typeof (client as PgliteTransaction).query === 'function' && 'closed' in (client as object)) {
    return pgliteConnection(client as PgliteTransaction | PGlite);
  }
  throw new Error('The batch scorer needs a node-postgres or PGlite transaction');
}

/** A query's rows a batch at a time, each row an array of its columns. */
export interface BatchReader {
  /** Where the rows come from: a connection of its own on the transaction's snapshot, or a cursor in it. */
  readonly via: 'snapshot' | 'cursor';
  /** The next `size` rows: fewer at the end, none after it. */
  next(size: number): Promise<unknown[][]>;
  close(): Promise<void>;
}

// The reader's cursor, on whichever connection reads.
const declareBatchRows = (query: string) => `declare batch_rows no scroll cursor for ${query}`;
const fetchBatchRows = (size: number) => `fetch forward ${Math.trunc(size)} from batch_rows`;

/**
 * Reads `query`'s rows in batches, as `tx` sees them now, apart from what `tx` itself has written
 * (it reads rows the transaction does not touch). On PostgreSQL through a connection of its own,
 * in a read-only transaction on `tx`'s exported snapshot, so one batch is read while `tx`'s
 * connection copies the results of the one before (PostgreSQL turning the tickets' JSON into text
 * is most of a read, and a second backend does it on the second core). Where no second connection
 * can be had (PGlite has one; a server at its connection limit), through a cursor in `tx`.
 * Drizzle keeps the pool on `db.$client` (drizzle-orm 0.45).
 */
export async function openBatchReader(db: Db, tx: Tx, query: string, params: unknown[]): Promise<BatchReader> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  const client = clientOf(tx);
  if (pool instanceof pg.Pool && client instanceof pg.Client) {
    const reader = await snapshotReader(pool, client, query, params).catch(() => null);
    if (reader) return reader;
  }
  const connection = scoringConnection(tx);
  await connection.rows(declareBatchRows(query), params);
  return {
    via: 'cursor',
    next: (size) => connection.rows(fetchBatchRows(size)),
    // After a failure the transaction is rolled back, cursor and all: nothing to close then.
    close: () => connection.rows('close batch_rows').then(() => undefined, () => undefined),
  };
}

async function snapshotReader(pool: pg.Pool, tx: pg.Client, query: string, params: unknown[]): Promise<BatchReader> {
  const exported = await tx.query<{ id: string }>('select pg_export_snapshot() as id');
  const snapshot = exported.rows[0]?.id;
  if (!snapshot) throw new Error('pg_export_snapshot returned nothing');
  const reader = new pg.Client(pool.options);
  // A lost connection fails the query under way; unheard, the client's 'error' event would end the process.
  reader.on('error', () => undefined);
  try {
    await reader.connect();
    await reader.query('begin isolation level repeatable read read only');
    await reader.query(`set transaction snapshot ${reader.escapeLiteral(snapshot)}`);
    await reader.query({ text: declareBatchRows(query), values: params });
  } catch (error) {
    await reader.end().catch(() => undefined);
    throw error;
  }
  return {
    via: 'snapshot',
    async next(size) {
      const result = await reader.query({ text: fetchBatchRows(size), values: [], rowMode: 'array' });
      return result.rows as unknown[][];
    },
    async close() {
      await reader.query('commit').catch(() => undefined);
      await reader.end().catch(() => undefined);
    },
  };
}

function postgresConnection(client: pg.Client): ScoringConnection {
  return {
    async rows(text, params = []) {
      const result = await client.query({ text, values: params, rowMode: 'array' });
      return result.rows as unknown[][];
    },
    copyFrom(table, columns, chunks) {
      return new Promise((resolve, reject) => {
        const copy = new CopyFromChunks(`copy ${table} (${columns.join(', ')}) from stdin`, chunks, (error, count) =>
          error ? reject(error) : resolve(count),
        );
        void client.query(copy as unknown as pg.QueryConfig);
      });
    },
  };
}

function pgliteConnection(client: PgliteTransaction | PGlite): ScoringConnection {
  return {
    async rows(text, params = []) {
      const result = await client.query<unknown[]>(text, params, { rowMode: 'array' });
      return result.rows;
    },
    async copyFrom(table, columns, chunks) {
      // PGlite runs in this thread: there is nothing to overlap, so the rows go in as one blob.
      const parts: string[] = [];
      for await (const chunk of chunks) parts.push(chunk);
      const blob = new Blob(parts);
      const result = await client.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], { blob });
      return result.affectedRows ?? 0;
    },
  };
}

/** The wire protocol of node-postgres' Connection that a COPY FROM needs. */
interface CopyWire {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

/**
 * A node-postgres "submittable" query (the interface pg-cursor and pg-copy-streams use): sends
 * the COPY, then each chunk as the iterator produces it, then the end. An error while producing
 * rows aborts the COPY (CopyFail), so the transaction fails with that error.
 */
class CopyFromChunks {
  private error: Error | null = null;
  private copied = 0;
  private finished = false;

  constructor(
    private readonly text: string,
    private readonly chunks: Chunks,
    private readonly done: (error: Error | null, copied: number) => void,
  ) {}

  submit(connection: CopyWire): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyWire): void {
    const source = this.chunks;
    const chunks: Iterator<string> | AsyncIterator<string> =
      Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
    // One chunk per turn of the event loop: a socket write that does not fit the kernel's buffer
    // waits for the loop, so a loop that produced every chunk in one go would leave PostgreSQL
    // idle while it scored all but the first. A lost connection (handleError) stops it.
    const sendNext = async () => {
      if (this.finished) return;
      try {
        const next = await chunks.next();
        if (this.finished) return;
        if (next.done) {
          connection.endCopyFrom();
          return;
        }
        if (next.value.length > 0) connection.sendCopyFromChunk(Buffer.from(next.value));
        setImmediate(() => void sendNext());
      } catch (error) {
        this.error = error instanceof Error ? error : new Error(String(error));
        if (!this.finished) connection.sendCopyFail(this.error.message);
      }
    };
    void sendNext();
  }

  handleCommandComplete(message: { text?: string }): void {
    this.copied = Number(/\d+$/.exec(message.text ?? '')?.[0] ?? 0);
  }

  /**
   * The end of a failed COPY: node-postgres forgets the query on an error (the ReadyForQuery that
   * follows is not passed on), and calls this on a lost connection too.
   */
  handleError(error: Error): void {
    this.finished = true;
    // The producer's own error explains a CopyFail better than the server's echo of it.
    this.done(this.error ?? error, 0);
  }

  handleReadyForQuery(): void {
    this.finished = true;
    this.done(null, this.copied);
  }

  handleEmptyQuery(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleCopyData(): void {}
  handlePortalSuspended(): void {}
}
