/** Number frequencies per set over a lottery's drawn draws (`GET /statistics/{lotteryKey}`). */
import type { LotteryStatistics, NumberSet, SetStatistics } from '@drawkit/contract';
import { RESULT_DRAW_STATUSES } from '@drawkit/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { type DrawStatusValue, draws } from '../db/schema';
import { loadDrawRules } from '../draws/drawRules';

export interface DrawnResult {
  drawNo: number;
  drawAt: Date;
  results: Record<string, number[]>;
}

/** Pure: counts each number of each set's range over the draws (oldest first). */
export function countFrequencies(numberSets: readonly NumberSet[], drawn: readonly DrawnResult[]): SetStatistics[] {
  return numberSets.map((set) => {
    const counts = new Map<number, { count: number; lastDrawnNo: number | null }>();
    for (let n = set.min; n <= set.max; n += 1) counts.set(n, { count: 0, lastDrawnNo: null });
    for (const draw of drawn) {
      // A digit drawn twice in one draw (Super 66) counts once for that draw.
      for (const number of new Set(draw.results[set.name] ?? [])) {
        const entry = counts.get(number);
        if (!entry) continue;
        entry.count += 1;
        entry.lastDrawnNo = draw.drawNo;
      }
    }
    return {
      name: set.name,
      min: set.min,
      max: set.max,
      frequencies: [...counts.entries()].map(([number, entry]) => ({ number, ...entry })),
    };
  });
}

export async function lotteryStatistics(db: DbOrTx, lotteryKey: string): Promise<LotteryStatistics> {
  const rows = await db
    .select({ drawNo: draws.drawNo, drawAt: draws.drawAt, results: draws.results, kind: draws.kind })
    .from(draws)
    .where(
      and(
        eq(draws.lotteryKey, lotteryKey),
        inArray(draws.status, RESULT_DRAW_STATUSES as DrawStatusValue[]),
        isNotNull(draws.results),
      ),
    )
    .orderBy(asc(draws.drawAt));
  const drawn: DrawnResult[] = rows.flatMap((r) => (r.results && r.kind === 'lottery' ? [{ drawNo: r.drawNo, drawAt: r.drawAt, results: r.results }] : []));
  const { numberSets } = await loadDrawRules(db, lotteryKey);
  const last = drawn[drawn.length - 1];
  return {
    lotteryKey,
    drawsCounted: drawn.length,
    lastDrawn: last ? { drawNo: last.drawNo, drawDate: last.drawAt.toISOString(), results: last.results } : null,
    sets: countFrequencies(numberSets, drawn),
  };
}
