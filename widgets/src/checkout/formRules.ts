import { type ApiMessage, FORM_FIELD_MESSAGES } from '@drawkit/sdk';

/**
 * Form messages, worded as in shop-specialised §5: the contract's field messages (the ones its
 * schemas, and so `validateForm` and the server, answer with), plus the card expiry's, a rule
 * of this form's MM/YY field that the wire (month and year numbers) does not have.
 */
export const FORM_MESSAGES = {
  ...FORM_FIELD_MESSAGES,
  expiry: 'Please enter a valid expiry date (MM/YY)',
} as const;

/** Deposit and payment failure wording when the server gives no message (shop-core §8). */
export const PAYMENT_FAILURE_FALLBACK = "We're experiencing technical difficulties. Please reload the page to try again.";

/** Errors of a form by field name; server messages without a known field sit under `general`. */
export type FormErrors = Partial<Record<string, string>>;

/** Reads "MM/YY" (spaces allowed around the slash) into a month and a four-digit year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A valid expiry is MM/YY and not before the month of `today`. */
export function validExpiry(value: string, today: Date = new Date()): string | undefined {
  if (value.trim() === '') return FORM_MESSAGES.required;
  const expiry = parseExpiry(value);
  if (!expiry) return FORM_MESSAGES.expiry;
  const now = today.getFullYear() * 12 + today.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < now ? FORM_MESSAGES.expiry : undefined;
}

/** Keeps the rules that failed: `{email: 'Please enter a valid email address'}`. */
export function collectErrors(checks: Record<string, string | undefined>): FormErrors {
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(checks)) if (message) errors[field] = message;
  return errors;
}

/** `date_of_birth` and `card.holder_name` → `dateOfBirth` and `holderName`. */
function fieldKey(field: string): string {
  const last = field.split('.').pop() ?? field;
  return last.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * Server messages grouped by the form's fields (shop-specialised §5): a message naming one of
 * `fields` goes beside that field, any other under `general`; the first message of each wins,
 * as the spec shows "the first server message".
 */
export function groupServerMessages(messages: readonly ApiMessage[], fields: readonly string[]): FormErrors {
  const errors: FormErrors = {};
  for (const m of messages) {
    const key = m.field ? fieldKey(m.field) : undefined;
    errors[key && fields.includes(key) ? key : 'general'] ??= m.message;
  }
  return errors;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}
