/** ISO 4217 currency codes the shop trades in. AUD is the base currency (shop-core §9). */
export type CurrencyCode = 'AUD' | 'GBP';

export const BASE_CURRENCY: CurrencyCode = 'AUD';

/**
 * An amount of money on the wire and inside the SDK: `amount` is an integer number of
 * minor units (cents), so no client ever adds floating-point dollars.
 */
export interface Money {
  amount: number;
  currency: CurrencyCode;
}

export function money(amount: number, currency: CurrencyCode = BASE_CURRENCY): Money {
  return { amount, currency };
}
