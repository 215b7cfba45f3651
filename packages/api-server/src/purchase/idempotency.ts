/**
 * Idempotent purchases. A request first reserves its Idempotency-Key (pending); the purchase
 * transaction completes it with the response it gave, so a repeat returns that response and
 * buys nothing. A failed attempt releases the key, so the shopper may try again (say, with
 * another card) under the same key. Keys are per customer. Who holds a pending key, and when it
 * counts as abandoned, is purchase/reservationLease; waiting for it is acquireIdempotencyKey.
 */
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { sha256Hex } from '../db/ids';
import { idempotencyKeys } from '../db/schema';
import { runStatement, type StatementValue, statement } from '../db/statements';
import { fail } from '../http/ApiFailure';
import { type IdempotencyRef, PROCESS_ID, type ReservationOwner } from './reservationLease';

export type { IdempotencyRef } from './reservationLease';

export type Reservation =
  | { kind: 'reserved' }
  | { kind: 'replay'; status: number; response: unknown }
  /** Another request holds the key (or held it, and is gone). */
  | { kind: 'pending'; owner: ReservationOwner };

/** A repeat that arrived while the first was finishing: answer with the first's response. */
export class IdempotentReplay extends Error {
  constructor(readonly status: number, readonly response: unknown) {
    super('Idempotent replay');
  }
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Hash of the route and the parsed body (callers mask card numbers first). */
export function requestHash(route: string, body: unknown): string {
  return sha256Hex(JSON.stringify([route, canonical(body)]));
}

const keyIs = (ref: IdempotencyRef) => and(eq(idempotencyKeys.customerId, ref.customerId), eq(idempotencyKeys.key, ref.key));

export async function readReservation(db: DbOrTx, ref: IdempotencyRef) {
  const [row] = await db.select().from(idempotencyKeys).where(keyIs(ref));
  return row ?? null;
}

/**
 * The insert that reserves a key, its values at $n to $n+5 (reserveValues), returning `key` when
 * the key was free: a statement of its own, or a common table expression of purchase/reserveReadingCart's.
 */
export const reserveInsert = (n: number) => `insert into idempotency_keys (customer_id, key, route, request_hash, status, owner, created_at, updated_at)
  values ($${n}, $${n + 1}, $${n + 2}, $${n + 3}, 'pending', $${n + 4}, $${n + 5}::timestamptz, $${n + 5}::timestamptz)
  on conflict do nothing returning key`;

export const reserveValues = (clock: Clock, ref: IdempotencyRef, route: string, hash: string): StatementValue[] => [
  ref.customerId,
  ref.key,
  route,
  hash,
  PROCESS_ID,
  clock.now().toISOString(),
];

// Every purchase starts here: a prepared statement (db/statements).
const reserveStatement = statement<{ key: string }>('reserve_idempotency_key', reserveInsert(1));

/** The signature of reserveIdempotencyKey, which a caller may replace with one that does more in the same statement. */
export type ReserveKey = (db: DbOrTx, clock: Clock, ref: IdempotencyRef, route: string, hash: string) => Promise<Reservation>;

/** One try: reserves the key for this process, or says how it stands. */
export const reserveIdempotencyKey: ReserveKey = async (db, clock, ref, route, hash) => {
  const inserted = await runStatement(db, reserveStatement, reserveValues(clock, ref, route, hash));
  if (inserted.length > 0) return { kind: 'reserved' };
  return keyTaken(db, clock, ref, route, hash);
};

/** How a key stands that could not be reserved: the first answer to replay, or another request's (`idempotency_conflict` when the request differs). */
export async function keyTaken(db: DbOrTx, clock: Clock, ref: IdempotencyRef, route: string, hash: string): Promise<Reservation> {
  const existing = await readReservation(db, ref);
  if (!existing) return reserveIdempotencyKey(db, clock, ref, route, hash); // released meanwhile
  if (existing.route !== route || existing.requestHash !== hash) fail('idempotency_conflict');
  if (existing.status === 'completed') {
    return { kind: 'replay', status: existing.responseStatus ?? 200, response: existing.response };
  }
  return { kind: 'pending', owner: { owner: existing.owner, updatedAt: existing.updatedAt } };
}

/**
 * Inside the purchase transaction (after the customer row is locked): records the response.
 * If another request completed the key meanwhile, its response wins and this one rolls back.
 */
export async function completeIdempotencyKey(
  tx: DbOrTx,
  clock: Clock,
  ref: IdempotencyRef,
  status: number,
  response: unknown,
): Promise<void> {
  // One statement in the usual case: the pending key becomes completed (the update locks its row).
  const completed = await tx
    .update(idempotencyKeys)
    .set({ status: 'completed', responseStatus: status, response, updatedAt: clock.now() })
    .where(and(keyIs(ref), eq(idempotencyKeys.status, 'pending')))
    .returning({ key: idempotencyKeys.key });
  if (completed.length > 0) return;
  await explainUncompletedKey(tx, ref);
}

/** The pending key was not there to complete: another request's answer wins (IdempotentReplay), or the reservation is gone. */
export async function explainUncompletedKey(tx: DbOrTx, ref: IdempotencyRef): Promise<never> {
  const row = await readReservation(tx, ref);
  if (row?.status === 'completed') throw new IdempotentReplay(row.responseStatus ?? 200, row.response);
  throw new Error('The idempotency reservation disappeared during the purchase.');
}

/** Frees a pending key after a failed attempt (never while a charge under it is unsettled: see settleReservation). */
export async function releaseIdempotencyKey(db: DbOrTx, ref: IdempotencyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(keyIs(ref), eq(idempotencyKeys.status, 'pending')));
}
