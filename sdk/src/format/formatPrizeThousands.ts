import type { Money } from '@drawkit/contract';
import { formatJackpotAmount } from './formatJackpot';
import { formatWholeCurrency } from './formatMoney';

/** A thousand dollars, in cents. */
const THOUSAND_CENTS = 100_000;
const MILLION_CENTS = 100_000_000;

/**
 * A prize amount in a prize description: "prize descriptions show thousands" (shop-core §9), e.g.
 * "$850K", rounded down to one decimal like the jackpot's millions ("$12.5K"); from one million the
 * jackpot style ("$1.5 Million"); below a thousand the whole amount ("$500").
 */
export function formatPrizeThousands(prize: Money): string {
  const { amount, currency } = prize;
  if (amount >= MILLION_CENTS) return formatJackpotAmount(prize);
  if (amount >= THOUSAND_CENTS) {
    const tenths = Math.floor(amount / (THOUSAND_CENTS / 10));
    return `${formatWholeCurrency(tenths / 10, currency, 1)}K`;
  }
  return formatWholeCurrency(Math.floor(amount / 100), currency, 0);
}
