/**
 * Request schemas of bank accounts and withdrawals. Server errors name the spec's fields
 * ("account_number to accountNumber; bsb and swift to bankCode", shop-core §4), so the BSB or
 * SWIFT code is checked by the route, which knows the account's type.
 */
import { z } from 'zod';
import { BANK_ACCOUNT_TYPES } from '../wallet';

export { BSB_PATTERN, INTERNATIONAL_ACCOUNT_NUMBER_PATTERN, NATIONAL_ACCOUNT_NUMBER_PATTERN, SWIFT_PATTERN } from '../wallet';
import { requiredText } from './text';

const REQUIRED = 'This field is required';
const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.');

export const bankAccountSchema = z.object({
  code: requiredText(20),
  // Its form (digits for a national account) is checked with the type, and reported as the spec's field `account_number`.
  accountNumber: requiredText(40),
  accountName: requiredText(100),
  type: z.enum(BANK_ACCOUNT_TYPES, { error: 'Please choose a national or an international account.' }),
});

/** `POST /withdrawal/{id}/withdraw`: the amount object. */
export const withdrawalBodySchema = z.object({
  amount: z.number({ error: REQUIRED }).int('Amount must follow format e.g: 1.50').min(1, 'Please enter an amount equal to or greater than 0.01.'),
  currency: z.enum(['AUD', 'GBP']),
});

export const withdrawParamsSchema = z.object({ id: idSchema });
export const withdrawalParamsSchema = z.object({ withdrawId: idSchema });
export const transactionParamsSchema = z.object({ transactionId: idSchema });
