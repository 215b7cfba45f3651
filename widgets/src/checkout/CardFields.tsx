import type { ReactNode } from 'react';
import { type CardInput, validateForm } from '@drawkit/sdk';
import { Field } from '../ui/Field';
import { parseExpiry, validExpiry, type FormErrors } from './formRules';

export interface CardValues {
  number: string;
  expiry: string;
  securityCode: string;
  holderName: string;
}

export const EMPTY_CARD: CardValues = { number: '', expiry: '', securityCode: '', holderName: '' };

/** Card numbers are displayed in groups of four (shop-specialised §9). */
export function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The card as the server's card schema judges what this form sends. The expiry is this form's own MM/YY field, checked
 * here (format, not past) rather than as the wire's month and year numbers.
 */
export async function validateCard(card: CardValues, requiresSecurityCode: boolean): Promise<FormErrors> {
  const { expiryMonth: _month, expiryYear: _year, ...errors } = await validateForm('card', toCardInput(card));
  const expiry = validExpiry(card.expiry);
  if (expiry) errors['expiry'] = expiry;
  // "Credit-card security code is required per gateway per the rules" (shop-core §5).
  if (!requiresSecurityCode && card.securityCode.trim() === '') delete errors['securityCode'];
  return errors;
}

/** The security code a stored card asks for, as the server judges it; undefined when valid. */
export async function validateStoredCardCode(code: string): Promise<string | undefined> {
  return (await validateForm('storedCardCode', { securityCode: code.trim() }))['securityCode'];
}

/** The card as the SDK takes it; call only after `validateCard` passed. */
export function toCardInput(card: CardValues): CardInput {
  const expiry = parseExpiry(card.expiry) ?? { month: 0, year: 0 };
  return {
    // Only what the card schema ignores goes: a letter typed in stays, and is refused.
    number: card.number.replace(/[\s-]/g, ''),
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    securityCode: card.securityCode.trim(),
    holderName: card.holderName.trim(),
  };
}

export interface CardFieldsProps {
  values: CardValues;
  errors: FormErrors;
  /** Receives an update function (React's `setState` fits), so quick edits never overwrite each other. */
  onChange: (update: (values: CardValues) => CardValues) => void;
}

/** Card number, expiry (MM/YY), security code and the card holder's name. */
export function CardFields({ values, errors, onChange }: CardFieldsProps): ReactNode {
  const set = (name: keyof CardValues, value: string) => onChange((current) => ({ ...current, [name]: value }));
  return (
    <div className="drawkit-fields">
      <Field
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        value={values.number}
        error={errors['number']}
        onChange={(e) => set('number', groupCardNumber(e.target.value))}
      />
      <Field
        label="Expiry (MM/YY)"
        name="cardExpiry"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        maxLength={7}
        value={values.expiry}
        error={errors['expiry']}
        onChange={(e) => set('expiry', e.target.value)}
      />
      <Field
        label="Security code"
        name="cardSecurityCode"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        value={values.securityCode}
        error={errors['securityCode']}
        onChange={(e) => set('securityCode', e.target.value)}
      />
      <Field
        label="Name on card"
        name="cardHolderName"
        autoComplete="cc-name"
        value={values.holderName}
        error={errors['holderName']}
        onChange={(e) => set('holderName', e.target.value)}
      />
    </div>
  );
}
