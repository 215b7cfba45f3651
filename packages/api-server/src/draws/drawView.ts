import type { Draw, LotteryDraw, RaffleDraw } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import type { draws, lotteries } from '../db/schema';

type DrawRow = typeof draws.$inferSelect;
type LotteryRow = typeof lotteries.$inferSelect;

/** The wire form of a draw: a lottery draw, or a raffle draw with its prize. */
export function drawView(row: DrawRow, lottery: Pick<LotteryRow, 'rafflePrize'> | undefined): Draw {
  if (row.kind === 'raffle') {
    const prize = lottery?.rafflePrize;
    const raffle: RaffleDraw = {
      drawId: row.id,
      drawNo: row.drawNo,
      lotteryKey: row.lotteryKey,
      status: row.status,
      purchaseStatus: row.purchaseStatus ?? 'past_draw',
      drawData: {
        drawNumber: row.drawNo,
        drawStop: row.stopAt.toISOString(),
        featureImage: prize?.featureImage ?? '',
        name: prize?.name ?? '',
        value: money(row.prizePoolCents ?? prize?.valueCents ?? 0),
        drawPreOrderStartDate: null,
      },
    };
    return raffle;
  }
  const draw: LotteryDraw = {
    drawId: row.id,
    drawNo: row.drawNo,
    lotteryKey: row.lotteryKey,
    status: row.status,
    stop: row.stopAt.toISOString(),
    drawDate: row.drawAt.toISOString(),
    prizePool: row.prizePoolCents === null ? null : money(row.prizePoolCents),
    prizePoolSuffix: row.prizePoolSuffix,
    isPrizePoolUnknown: row.prizePoolCents === null,
  };
  if (row.results) draw.results = row.results;
  return draw;
}
