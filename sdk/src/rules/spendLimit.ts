import type { CartSpendLimit, Money } from '@drawkit/contract';

/** "Remaining spend limit = limit minus amountSpent" (shop-core §5). */
export function remainingSpendLimit(spendLimit: CartSpendLimit | Pick<CartSpendLimit, 'limit' | 'amountSpent'>): Money {
  return { amount: spendLimit.limit.amount - spendLimit.amountSpent.amount, currency: spendLimit.limit.currency };
}

/** "exceeded amount = cart total minus remaining" (shop-core §5); zero or less means within the limit. */
export function exceededAmount(cartTotal: Money, remaining: Money): Money {
  return { amount: cartTotal.amount - remaining.amount, currency: cartTotal.currency };
}
