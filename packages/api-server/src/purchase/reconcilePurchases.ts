/**
 * The reconciler: settles every pending purchase whose request is gone by asking the gateway
 * (settleReservation), never by charging. It runs when the server starts and then every
 * RECONCILE_INTERVAL_MS. Several server processes on one PostgreSQL share the work: a key is
 * claimed by one of them (FOR UPDATE SKIP LOCKED, then a conditional update that renews it).
 */
import { sql } from 'drizzle-orm';
import type { IdempotencyRef } from './idempotency';
import { holdHere, keepRenewing, LEASE_MS, letGoHere, PROCESS_ID } from './reservationLease';
import { type SettleDeps, settleReservation } from './settleReservation';

export const RECONCILE_INTERVAL_MS = 30_000;
const BATCH_SIZE = 20;

export interface ReconcileReport {
  completed: number;
  refunded: number;
  released: number;
  /** Left for a later pass (the gateway did not answer, a refund failed). */
  unsettled: number;
}

export interface ReconcileOptions {
  /**
   * Every key held by another process is abandoned, whatever its lease says: true when this
   * process is the only one that can reach the database (PGlite) and has just started.
   */
  previousProcessesGone?: boolean;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Claims up to `limit` abandoned pending keys for this process. */
async function claimAbandoned(deps: SettleDeps, options: ReconcileOptions, limit: number): Promise<IdempotencyRef[]> {
  const now = deps.clock.now();
  const staleBefore = new Date(now.getTime() - LEASE_MS).toISOString();
  const abandoned = options.previousProcessesGone
    ? sql`(updated_at < ${staleBefore}::timestamptz or owner is distinct from ${PROCESS_ID})`
    : sql`updated_at < ${staleBefore}::timestamptz`;
  const claimed = await deps.db.execute(sql`
    update idempotency_keys k set owner = ${PROCESS_ID}, updated_at = ${now.toISOString()}::timestamptz
    where k.status = 'pending' and (k.customer_id, k.key) in (
      select customer_id, key from idempotency_keys
      where status = 'pending' and ${abandoned}
      order by updated_at
      limit ${limit}
      for update skip locked)
    returning k.customer_id as "customerId", k.key as "key"`);
  return rowsOf<IdempotencyRef>(claimed);
}

/** One pass: settles every abandoned pending key it can claim. */
export async function reconcilePurchases(deps: SettleDeps, options: ReconcileOptions = {}): Promise<ReconcileReport> {
  const report: ReconcileReport = { completed: 0, refunded: 0, released: 0, unsettled: 0 };
  for (;;) {
    const claimed = await claimAbandoned(deps, options, BATCH_SIZE);
    for (const ref of claimed) {
      // A request of this process is still on it (its renewals were merely late): leave it be.
      if (!holdHere(ref)) continue;
      const stopRenewing = keepRenewing(deps.db, deps.clock, ref);
      try {
        const settled = await settleReservation(deps, ref);
        report[settled.kind] += 1;
        if (settled.kind === 'unsettled') console.error(`Reconciling purchase ${ref.key} failed; retrying later:`, settled.error);
      } catch (error) {
        report.unsettled += 1;
        console.error(`Reconciling purchase ${ref.key} failed; retrying later:`, error);
      } finally {
        stopRenewing();
        letGoHere(ref);
      }
    }
    // A claimed key is renewed, so the next claim finds only keys not seen in this pass.
    if (claimed.length < BATCH_SIZE) return report;
  }
}

export interface PurchaseReconciler {
  /** The pass made at start (done, or failed and logged). */
  readonly started: Promise<void>;
  /** One pass now, after any pass in progress. */
  tick(): Promise<ReconcileReport | null>;
  stop(): Promise<void>;
}

export function startPurchaseReconciler(
  deps: SettleDeps,
  options: { intervalMs?: number; onError?: (error: unknown) => void } & ReconcileOptions = {},
): PurchaseReconciler {
  const onError = options.onError ?? ((error: unknown) => console.error('Purchase reconciler failed:', error));
  let running: Promise<ReconcileReport | null> = Promise.resolve(null);
  const pass = (passOptions: ReconcileOptions) => {
    // One pass at a time: a slow gateway does not let passes pile up.
    running = running.then(() =>
      reconcilePurchases(deps, passOptions).catch((error: unknown) => {
        onError(error);
        return null;
      }),
    );
    return running;
  };
  const started = pass({ previousProcessesGone: options.previousProcessesGone ?? false }).then(() => undefined);
  const timer = setInterval(() => void pass({}), options.intervalMs ?? RECONCILE_INTERVAL_MS);
  timer.unref();
  return {
    started,
    tick: () => pass({}),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
