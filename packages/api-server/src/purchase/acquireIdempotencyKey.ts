/**
 * Getting an Idempotency-Key to work under. Free: reserved for this request. Completed: the
 * first answer, again. Pending: if its request is gone (its process died, see reservationLease)
 * it is settled right here (settleReservation) and this request gets that purchase's answer, or
 * goes ahead when nothing was bought; if its request is still running, this one waits for it,
 * briefly. `idempotency_in_progress` is only the last resort, after WAIT_FOR_RUNNING_MS.
 */
import { fail } from '../http/ApiFailure';
import { type IdempotencyRef, type Reservation, type ReserveKey, readReservation, reserveIdempotencyKey } from './idempotency';
import { holdHere, keepRenewing, letGoHere, mayStillRun, takeOver } from './reservationLease';
import { type SettleDeps, settleReservation } from './settleReservation';

/** How long a repeat waits for the request still working on its key (well inside the SDK's 30 s timeout). */
export const WAIT_FOR_RUNNING_MS = 8_000;

export type Acquired =
  /** This request holds the key until `done()` (it is renewed meanwhile). */
  | { kind: 'reserved'; done(): void }
  | { kind: 'replay'; response: unknown };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function held(deps: SettleDeps, ref: IdempotencyRef): Acquired {
  const stopRenewing = keepRenewing(deps.db, deps.clock, ref);
  return {
    kind: 'reserved',
    done() {
      stopRenewing();
      letGoHere(ref);
    },
  };
}

export async function acquireIdempotencyKey(
  deps: SettleDeps,
  ref: IdempotencyRef,
  route: string,
  hash: string,
  { waitMs = WAIT_FOR_RUNNING_MS, reserve = reserveIdempotencyKey }: { waitMs?: number; reserve?: ReserveKey } = {},
): Promise<Acquired> {
  const started = performance.now();
  let pause = 20;
  for (;;) {
    if (holdHere(ref)) {
      let reservation: Reservation;
      try {
        reservation = await reserve(deps.db, deps.clock, ref, route, hash);
      } catch (error) {
        letGoHere(ref);
        throw error;
      }
      if (reservation.kind === 'reserved') return held(deps, ref);
      letGoHere(ref);
      if (reservation.kind === 'replay') return { kind: 'replay', response: reservation.response };
      if (!mayStillRun(reservation.owner, ref, deps.clock.now()) && (await takeOver(deps.db, deps.clock, ref, reservation.owner))) {
        const stopRenewing = keepRenewing(deps.db, deps.clock, ref);
        const settled = await settleReservation(deps, ref).finally(() => {
          stopRenewing();
          letGoHere(ref);
        });
        if (settled.kind === 'completed') return { kind: 'replay', response: settled.response };
        // The gateway could not say what happened: not knowing is no reason to charge again.
        if (settled.kind === 'unsettled') fail('idempotency_in_progress');
        continue; // released or refunded: this request goes ahead under the key
      }
    } else {
      // Another request of this process holds the key: has it finished?
      const row = await readReservation(deps.db, ref);
      if (row && (row.route !== route || row.requestHash !== hash)) fail('idempotency_conflict');
      if (row?.status === 'completed') return { kind: 'replay', response: row.response };
    }
    if (performance.now() - started >= waitMs) fail('idempotency_in_progress');
    await sleep(pause);
    pause = Math.min(pause * 2, 200);
  }
}
