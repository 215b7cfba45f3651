/**
 * The autoplay label (shop-specialised §4): "a monthly product shows Monthly; a raffle shows
 * Every draw; a minimum jackpot above 0 shows Jackpots {jackpot} and over; otherwise Weekly."
 * The jackpot is written by the jackpot display rule (shop-core §9).
 */
import type { RecurringPurchase } from '@drawkit/contract';
import { formatJackpotAmount } from '../format/formatJackpot';

export function autoplayLabel(autoplay: Pick<RecurringPurchase, 'monthly' | 'productType' | 'minimumJackpotAmount'>): string {
  if (autoplay.monthly) return 'Monthly';
  if (autoplay.productType === 'raffle_ticket') return 'Every draw';
  if (autoplay.minimumJackpotAmount.amount > 0) return `Jackpots ${formatJackpotAmount(autoplay.minimumJackpotAmount)} and over`;
  return 'Weekly';
}
