import type { Money } from '@drawkit/contract';

/** Form messages for amounts (shop-specialised §5 'Form messages'). */
export const AMOUNT_MESSAGES = {
  required: 'This field is required',
  /** "currency (up to two decimals, optional leading digits)". */
  format: 'Amount must follow format e.g: 1.50',
  /** "minimum amount (default minimum 0.01)". */
  minimum: (amount: string) => `Please enter an amount equal to or greater than ${amount}.`,
  maximum: (amount: string) => `Please enter an amount equal to or less than ${amount}.`,
} as const;

const CURRENCY = /^\d*(\.\d{1,2})?$/;

/** A typed dollar amount ("25", "1.50", ".5") in cents, or null when it does not follow the currency format. */
export function parseDollars(text: string): number | null {
  const value = text.trim();
  if (value === '' || value === '.' || !CURRENCY.test(value)) return null;
  const [whole = '', fraction = ''] = value.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

const plain = (cents: number) => (cents / 100).toFixed(2);

/**
 * The message for a typed amount, or undefined when it passes: required, the currency format,
 * then the minimum (0.01 by default) and an optional maximum.
 */
export function validateAmount(text: string, bounds: { min?: Money | undefined; max?: Money | undefined } = {}): string | undefined {
  if (text.trim() === '') return AMOUNT_MESSAGES.required;
  const cents = parseDollars(text);
  if (cents === null) return AMOUNT_MESSAGES.format;
  const min = bounds.min?.amount ?? 1;
  if (cents < min) return AMOUNT_MESSAGES.minimum(plain(min));
  if (bounds.max && cents > bounds.max.amount) return AMOUNT_MESSAGES.maximum(plain(bounds.max.amount));
  return undefined;
}
