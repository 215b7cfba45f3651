/**
 * One step of a draw's life, as one transaction: lock the draw while it is still in the step's
 * starting status (skipping a draw another process holds), do the work, and move the status
 * forward with an UPDATE guarded by that same starting status. A crash rolls the whole step
 * back, so a restart redoes it from the start; a step that already committed is never redone,
 * because the draw is no longer in the starting status.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/Db';
import { type DrawStatusValue, draws } from '../db/schema';
import type { DrawRow } from './openDraws';

export type DrawChanges = Partial<Pick<DrawRow, 'results' | 'prizePoolCents' | 'purchaseStatus'>>;

export async function advanceDraw(
  db: Db,
  drawId: string,
  from: DrawStatusValue,
  to: DrawStatusValue,
  work: (tx: Tx, draw: DrawRow) => Promise<DrawChanges | undefined>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [draw] = await tx
      .select()
      .from(draws)
      .where(and(eq(draws.id, drawId), eq(draws.status, from)))
      .for('update', { skipLocked: true });
    if (!draw) return false;
    const changes = (await work(tx, draw)) ?? {};
    const moved = await tx
      .update(draws)
      .set({ ...changes, status: to })
      .where(and(eq(draws.id, drawId), eq(draws.status, from)))
      .returning({ id: draws.id });
    // Unreachable while the row lock holds; if it ever is, roll the step back rather than half-apply it.
    if (moved.length !== 1) throw new Error(`Draw ${drawId} left ${from} during its step`);
    return true;
  });
}
