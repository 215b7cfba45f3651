import type { Draw, Money } from '@drawkit/contract';
import { isRaffleDraw } from '@drawkit/contract';
import { formatWholeCurrency } from './formatMoney';

export const PRIZE_POOL_UNKNOWN_TEXT = 'Announced soon';

/** One million dollars, in cents. */
const MILLION_CENTS = 100_000_000;

function jackpotOf(draw: Draw): Money | null {
  if (isRaffleDraw(draw)) return draw.drawData.value;
  return draw.isPrizePoolUnknown ? null : draw.prizePool;
}

/**
 * A jackpot amount (shop-core §9): "from 1 million up, the amount in millions rounded down to
 * one decimal; otherwise the amount"; no cents.
 */
export function formatJackpotAmount(jackpot: Money): string {
  const { amount, currency } = jackpot;
  if (amount >= MILLION_CENTS) {
    // Integer tenths of a million first, so floating point never rounds 20.59 up to 20.6.
    const tenths = Math.floor(amount / (MILLION_CENTS / 10));
    return `${formatWholeCurrency(tenths / 10, currency, 1)} Million`;
  }
  return formatWholeCurrency(Math.floor(amount / 100), currency, 0);
}

/** A draw's jackpot by `formatJackpotAmount`; "Announced soon" when the prize pool is unknown. */
export function formatJackpot(draw: Draw | null | undefined): string {
  const jackpot = draw ? jackpotOf(draw) : null;
  return jackpot ? formatJackpotAmount(jackpot) : PRIZE_POOL_UNKNOWN_TEXT;
}
