import { formatDrawDate, isRaffleDraw, relativeDrawDayLabel } from '@drawkit/sdk';
import type { Draw, RafflePurchaseStatus } from '@drawkit/sdk';

/** When a draw is, as listings say it: the relative day label of shop-specialised §9 and the full AEST date. */
export function drawWhen(draw: Draw, now: number = Date.now()): { day: string; date: string; iso: string } {
  const iso = isRaffleDraw(draw) ? draw.drawData.drawStop : draw.drawDate;
  return { day: relativeDrawDayLabel(iso, now), date: formatDrawDate(iso), iso };
}

/** What a raffle draw's purchase status means to a shopper (shop-specialised §4). */
export const RAFFLE_STATUS_LABELS: Readonly<Record<RafflePurchaseStatus, string>> = {
  open: 'On sale now',
  pre_order: 'Pre-order',
  sold_out: 'Sold out',
  past_draw: 'Drawn',
};

/** "only open and pre_order draws can be bought" (shop-specialised §4). */
export function canBuyRaffleDraw(status: RafflePurchaseStatus): boolean {
  return status === 'open' || status === 'pre_order';
}
