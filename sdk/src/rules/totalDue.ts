import type { Cart, Money } from '@drawkit/contract';
import { BASE_CURRENCY } from '@drawkit/contract';

/**
 * "Total due = cart total minus preOrderTotal, minus wallet balance when wallet purchase is on
 * and the result is positive" (shop-core §5). Never below zero; in cents.
 */
export function totalDue(cart: Cart | null | undefined, walletBalance: Money | null | undefined, walletPurchase: boolean): Money {
  if (!cart) return { amount: 0, currency: walletBalance?.currency ?? BASE_CURRENCY };
  let due = cart.cartTotal.amount - cart.preOrderTotal.amount;
  if (walletPurchase && due > 0) due -= walletBalance?.amount ?? 0;
  return { amount: Math.max(0, due), currency: cart.cartTotal.currency };
}
