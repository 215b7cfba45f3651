import type { PaymentMethod } from '@drawkit/contract';
import { money } from '@drawkit/contract';

/** Card deposits: the spec's default minimum of 0.01 and a maximum of $5,000.00 per deposit. */
export const CARD_LIMITS = { minCents: 1, maxCents: 500_000 } as const;

/** `GET /payment_methods`: the wallet (with its balance) and a card through the gateway. */
export function paymentMethods(balanceCents: number): PaymentMethod[] {
  return [
    {
      id: 'wallet',
      type: 'wallet',
      name: 'Wallet',
      enabled: true,
      minAmount: money(0),
      maxAmount: money(balanceCents),
      requiresSecurityCode: false,
      balance: money(balanceCents),
    },
    {
      id: 'card',
      type: 'card',
      name: 'Credit or debit card',
      enabled: true,
      minAmount: money(CARD_LIMITS.minCents),
      maxAmount: money(CARD_LIMITS.maxCents),
      requiresSecurityCode: true,
    },
  ];
}
