/**
 * The serialized answers of hot public reads, kept per server process with their compressed
 * copies, so a repeat costs no query, no JSON serialisation and no compression.
 *
 * - An answer is dropped when a write to a table public reads come from is heard, in this
 *   process or another (db/tableChanges.ts), and when the time it may change by itself comes
 *   (a listed draw's sales stop) or its max-age runs out, whichever is first.
 * - Nothing is kept while the feed cannot hear changes, and an answer read while a change
 *   arrived is handed to the requests waiting for it but not kept.
 * - One read per key at a time: requests arriving while it runs share its answer (a change
 *   heard in between makes later requests read afresh).
 * - Bounded in entries and bytes (compressed copies included), least recently used out first.
 */
import type { TableChangeFeed } from '../db/tableChanges';
import { type ContentCoding, compressBody } from './compression';
import { bodyHash } from './entityTags';

export interface ResponseCacheLimits {
  maxEntries: number;
  maxBytes: number;
  /** A larger answer is served but not kept. */
  maxEntryBytes: number;
}

export const DEFAULT_RESPONSE_CACHE_LIMITS: ResponseCacheLimits = {
  maxEntries: 2000,
  maxBytes: 32 * 1024 * 1024,
  maxEntryBytes: 2 * 1024 * 1024,
};

/** Writes to these tables never change a cached read (app keys are kept by http/appRegistry.ts). */
const IRRELEVANT_TABLES: readonly string[] = ['apps'];

/** One serialized answer and its compressed copies, made on the first request for each. */
export class CachedAnswer {
  readonly hash: string;
  private readonly copies = new Map<ContentCoding, Promise<Buffer>>();
  private copyBytes = 0;
  /** Told how many bytes a compressed copy added (the cache's byte count). */
  onGrow: ((bytes: number) => void) | null = null;

  constructor(
    readonly body: Buffer,
    /** When the answer may change with no write (epoch ms; Infinity for never). */
    readonly changesAt: number,
  ) {
    this.hash = bodyHash(body);
  }

  get bytes(): number {
    return this.body.length + this.copyBytes;
  }

  compressed(coding: ContentCoding): Promise<Buffer> {
    let copy = this.copies.get(coding);
    if (!copy) {
      copy = compressBody(this.body, coding);
      this.copies.set(coding, copy);
      copy.then(
        (buffer) => {
          this.copyBytes += buffer.length;
          this.onGrow?.(buffer.length);
        },
        () => this.copies.delete(coding),
      );
    }
    return copy;
  }
}

interface Entry {
  answer: CachedAnswer;
  expiresAt: number;
  /** The time it was read at: a clock set back before it (tests move theirs) reads afresh. */
  readAt: number;
}

/** What reading a route gave: an answer worth keeping, or anything else (sent as is, never kept). */
export type Produced<T> = { answer: CachedAnswer; expiresAt: number } | { other: T };

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly reading = new Map<string, Promise<Produced<unknown>>>();
  private bytes = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly feed: TableChangeFeed | null,
    private readonly limits: ResponseCacheLimits = DEFAULT_RESPONSE_CACHE_LIMITS,
  ) {
    this.unsubscribe = feed?.subscribe((table) => {
      if (!IRRELEVANT_TABLES.includes(table)) this.clear();
    }) ?? (() => undefined);
  }

  /** Whether answers may be kept and served from memory now. */
  get live(): boolean {
    return this.feed?.live ?? false;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * The kept answer for `key`, else the one `read` produces (shared with concurrent requests for
   * the same key, and kept when it may be).
   */
  async answer<T>(key: string, now: number, read: () => Promise<Produced<T>>): Promise<Produced<T>> {
    if (!this.live) return read();
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.readAt <= now && now < entry.expiresAt) {
        // Most recently used last: eviction takes from the front.
        this.entries.delete(key);
        this.entries.set(key, entry);
        return { answer: entry.answer, expiresAt: entry.expiresAt };
      }
      this.remove(key, entry);
    }
    const pending = this.reading.get(key) as Promise<Produced<T>> | undefined;
    if (pending) return pending;
    const version = this.feed?.version;
    const reading = read().finally(() => {
      if (this.reading.get(key) === reading) this.reading.delete(key);
    });
    this.reading.set(key, reading);
    const produced = await reading;
    // Kept only if no change was heard while it was read (it may predate the change).
    if ('answer' in produced && this.live && this.feed?.version === version && this.reading.get(key) === undefined) {
      this.keep(key, { answer: produced.answer, expiresAt: produced.expiresAt, readAt: now });
    }
    return produced;
  }

  clear(): void {
    this.entries.clear();
    this.reading.clear();
    this.bytes = 0;
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }

  private keep(key: string, entry: Entry): void {
    if (entry.answer.bytes > this.limits.maxEntryBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    this.bytes += entry.answer.bytes;
    entry.answer.onGrow = (bytes) => {
      if (this.entries.get(key) !== entry) return;
      this.bytes += bytes;
      this.evict();
    };
    this.evict();
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    entry.answer.onGrow = null;
    this.bytes -= entry.answer.bytes;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) return;
      this.remove(key, entry);
    }
  }
}
