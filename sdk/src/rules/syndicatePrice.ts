import type { Money } from '@drawkit/contract';

/** "Syndicate price equals costPerShare times numShares" (shop-specialised §5). */
export function syndicatePrice(costPerShare: Money, numShares: number): Money {
  return { amount: costPerShare.amount * numShares, currency: costPerShare.currency };
}

/**
 * "share price factor is standard games divided by size times quantity" (shop-specialised §5):
 * the standard games one buyer's `quantity` shares hold, (numStandardGames / size) × quantity.
 * Zero for a syndicate without a size, rather than Infinity.
 */
export function sharePriceFactor(numStandardGames: number, size: number, quantity: number): number {
  if (size <= 0) return 0;
  return (numStandardGames / size) * quantity;
}
