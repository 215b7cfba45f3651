/**
 * Request schemas of the limit and verification calls. Amounts come as dollars in form bodies
 * and leave as integer cents; the wording is shop-specialised §5 'Form messages'.
 */
import { z } from 'zod';
import { LIMIT_PERIODS } from '../limits';

const REQUIRED = 'This field is required';
/** "currency (up to two decimals, optional leading digits)". */
export const CURRENCY_FORMAT_MESSAGE = 'Amount must follow format e.g: 1.50';
/** "minimum amount (default minimum 0.01)". */
export const MINIMUM_AMOUNT_MESSAGE = 'Please enter an amount equal to or greater than 0.01.';
/** Largest limit accepted at all ($1,000,000.00); the system limits are far lower. */
const MAX_LIMIT_CENTS = 100_000_000;

/** A dollar amount typed in a form ("25", "25.5", ".50", "1.50") as integer cents. */
export const dollarAmountSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(/^\d*(\.\d{1,2})?$/, CURRENCY_FORMAT_MESSAGE)
  .refine((v) => v !== '' && v !== '.', CURRENCY_FORMAT_MESSAGE)
  .transform((v) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  })
  .pipe(z.number().int().min(1, MINIMUM_AMOUNT_MESSAGE).max(MAX_LIMIT_CENTS, CURRENCY_FORMAT_MESSAGE));

export const limitPeriodSchema = z.enum(LIMIT_PERIODS, { error: 'Please choose a day, week or month.' });

export const spendLimitPeriodParamsSchema = z.object({ period: limitPeriodSchema });
export const spendLimitIdParamsSchema = z.object({ spendLimitId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.') });

/** `PUT` and `POST /spend-limits/{period}` (form body). */
export const spendLimitBodySchema = z.object({ amount: dollarAmountSchema });

/** `POST /precommitment` (form body `limit`, optional `period`, weekly by default). */
export const precommitmentBodySchema = z.object({
  limit: dollarAmountSchema,
  period: limitPeriodSchema.default('week'),
});

/** `POST /customer/verification/licence`. */
export const licenceVerificationSchema = z.object({
  licenceNumber: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(/^[A-Za-z0-9]{4,12}$/, 'Please enter the licence number as it is printed on your licence.'),
  licenceState: z.enum(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'], { error: 'Please choose the state that issued your licence.' }),
  cardNumber: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(/^[A-Za-z0-9]{6,12}$/, 'Please enter the card number printed on your licence.'),
});
