import { ACCOUNT_LOCKED_2FA_MESSAGE, type ApiMessage } from '@drawkit/contract';
import { isApiError } from '../errors/ApiError';

/** "Two-factor code length 6" (shop-core §9). */
export const TWO_FACTOR_CODE_LENGTH = 6;

/** shop-core §5: "fewer gives 'A 6 digit code is required.'" */
export const TWO_FACTOR_CODE_REQUIRED = 'A 6 digit code is required.';

/** Shown when a locked account tries anyway; the server's own wording for 423. */
export const TWO_FACTOR_LOCKED_MESSAGE: ApiMessage = {
  message: ACCOUNT_LOCKED_2FA_MESSAGE,
  code: '2fa_account_locked',
  level: 'error',
};

const TWO_FACTOR_CODES: ReadonlySet<string> = new Set(['2fa_required', '2fa_incorrect', '2fa_account_locked']);

/** A sign-in answer that asks for (or refused) a second factor: 401 `2fa_required`/`2fa_incorrect`, 423 `2fa_account_locked`. */
export function twoFactorCodeOf(error: unknown): '2fa_required' | '2fa_incorrect' | '2fa_account_locked' | undefined {
  if (!isApiError(error) || !error.code || !TWO_FACTOR_CODES.has(error.code)) return undefined;
  return error.code as '2fa_required' | '2fa_incorrect' | '2fa_account_locked';
}

/**
 * Checks a code before sending it (shop-core §5): "exactly 6 digits, numeric only; fewer gives
 * 'A 6 digit code is required.'". Returns the messages for the form, empty when the code is good.
 */
export function validateTwoFactorCode(code: string): ApiMessage[] {
  if (new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(code)) return [];
  return [{ message: TWO_FACTOR_CODE_REQUIRED, code: '2fa_required', level: 'error', field: 'otp' }];
}
