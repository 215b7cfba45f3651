/**
 * Who is still working on a pending Idempotency-Key. The request that reserves a key writes this
 * process's id as its `owner` and renews `updated_at` while it runs. A key is abandoned when its
 * request is gone: in this process, it is no longer held here; in another, its renewals stopped
 * (that process died, or lost the database) for LEASE_MS. An abandoned key is taken over by one
 * claimant, which settles it (purchase/settleReservation).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { idempotencyKeys } from '../db/schema';

/** A customer's Idempotency-Key: what a reservation is held for. */
export interface IdempotencyRef {
  customerId: string;
  key: string;
}

/** This server process, as the owner of the reservations its requests hold. */
export const PROCESS_ID = `proc_${randomUUID()}`;

/** A running request renews its reservation this often ... */
export const HEARTBEAT_MS = 1_500;
/** ... so one not renewed for this long belongs to a request that is gone. */
export const LEASE_MS = 6_000;

/** Reservations a request of this process is working on (this process's own knowledge, not shared state). */
const heldHere = new Set<string>();
const heldId = (ref: IdempotencyRef) => `${ref.customerId}\u0000${ref.key}`;

/** Claims the key for a request of this process; false when another one here already has it. */
export function holdHere(ref: IdempotencyRef): boolean {
  const id = heldId(ref);
  if (heldHere.has(id)) return false;
  heldHere.add(id);
  return true;
}

export function letGoHere(ref: IdempotencyRef): void {
  heldHere.delete(heldId(ref));
}

export interface ReservationOwner {
  owner: string | null;
  updatedAt: Date;
}

/** Whether the request holding this pending key may still be running. */
export function mayStillRun(row: ReservationOwner, ref: IdempotencyRef, now: Date): boolean {
  if (row.owner === PROCESS_ID) return heldHere.has(heldId(ref));
  return row.updatedAt.getTime() > now.getTime() - LEASE_MS;
}

const keyIs = (ref: IdempotencyRef) => and(eq(idempotencyKeys.customerId, ref.customerId), eq(idempotencyKeys.key, ref.key));

/**
 * Takes over an abandoned pending key: one claimant wins (the update is conditional), and it
 * then holds the key here. Pass what was read, so a key renewed meanwhile is left alone.
 */
export async function takeOver(db: DbOrTx, clock: Clock, ref: IdempotencyRef, seen: ReservationOwner): Promise<boolean> {
  if (!holdHere(ref)) return false;
  const now = clock.now();
  const abandoned =
    seen.owner === PROCESS_ID
      ? eq(idempotencyKeys.owner, PROCESS_ID)
      : lt(idempotencyKeys.updatedAt, new Date(now.getTime() - LEASE_MS));
  try {
    const taken = await db
      .update(idempotencyKeys)
      .set({ owner: PROCESS_ID, updatedAt: now })
      .where(and(keyIs(ref), eq(idempotencyKeys.status, 'pending'), abandoned))
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return true;
  } catch (error) {
    letGoHere(ref);
    throw error;
  }
  letGoHere(ref);
  return false;
}

/** Renews the reservation until stopped; a key taken over meanwhile is not renewed. */
export function keepRenewing(db: DbOrTx, clock: Clock, ref: IdempotencyRef): () => void {
  const timer = setInterval(() => {
    db.update(idempotencyKeys)
      .set({ updatedAt: clock.now() })
      .where(and(keyIs(ref), eq(idempotencyKeys.status, 'pending'), eq(idempotencyKeys.owner, PROCESS_ID)))
      .catch((error: unknown) => console.error('Renewing an idempotency reservation failed:', error));
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}
