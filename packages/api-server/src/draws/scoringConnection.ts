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
import type { Tx } from '../db/Db';

export interface ScoringConnection {
  /** Runs a query; each row is an array of its columns. */
  rows(text: string, params?: unknown[]): Promise<unknown[][]>;
  /**
   * `COPY table (columns) FROM` in text format, from the chunks as they are produced (each a
   * run of whole lines, values escaped with copyText). Returns the rows copied.
   */
  copyFrom(table: string, columns: readonly string[], chunks: Iterable<string>): Promise<number>;
}

/** A value for COPY's text format: backslash, tab, newline and carriage return escaped. */
export function copyText(value: string): string {
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] as string) : value;
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function scoringConnection(tx: Tx): ScoringConnection {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (client instanceof pg.Client) return postgresConnection(client);
  if (client && typeof (client as PgliteTransaction).query === 'function' && 'closed' in (client as object)) {
    return pgliteConnection(client as PgliteTransaction | PGlite);
  }
  throw new Error('The batch scorer needs a node-postgres or PGlite transaction');
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
      const blob = new Blob([...chunks]);
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

  constructor(
    private readonly text: string,
    private readonly chunks: Iterable<string>,
    private readonly done: (error: Error | null, copied: number) => void,
  ) {}

  submit(connection: CopyWire): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyWire): void {
    try {
      for (const chunk of this.chunks) if (chunk.length > 0) connection.sendCopyFromChunk(Buffer.from(chunk));
      connection.endCopyFrom();
    } catch (error) {
      this.error = error instanceof Error ? error : new Error(String(error));
      connection.sendCopyFail(this.error.message);
    }
  }

  handleCommandComplete(message: { text?: string }): void {
    this.copied = Number(/\d+$/.exec(message.text ?? '')?.[0] ?? 0);
  }

  /**
   * The end of a failed COPY: node-postgres forgets the query on an error (the ReadyForQuery that
   * follows is not passed on), and calls this on a lost connection too.
   */
  handleError(error: Error): void {
    // The producer's own error explains a CopyFail better than the server's echo of it.
    this.done(this.error ?? error, 0);
  }

  handleReadyForQuery(): void {
    this.done(null, this.copied);
  }

  handleEmptyQuery(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleCopyData(): void {}
  handlePortalSuspended(): void {}
}
