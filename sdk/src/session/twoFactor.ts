import type { ApiMessage, TwoFactorMethod } from '@drawkit/contract';
import { ACCOUNT_LOCKED_2FA_MESSAGE } from '@drawkit/contract';
import { isApiError } from '../errors/ApiError';

/** "Two-factor code length 6" (shop-core §9). */
export const TWO_FACTOR_CODE_LENGTH = 6;

/** "resend cooldown 60000 ms" (shop-core §9): the resend link is disabled this long after use. */
export const TWO_FACTOR_RESEND_COOLDOWN_MS = 60_000;

/** shop-core §5: "fewer gives 'A 6 digit code is required.'" */
export const TWO_FACTOR_CODE_REQUIRED = 'A 6 digit code is required.';

/** The two-factor step of a sign-in (shop-core §4, shop-specialised §2 "Two-factor step"). */
export interface TwoFactorState {
  /** The server asked for a code: show the code form. */
  required: boolean;
  method: TwoFactorMethod | null;
  /** Where an emailed code went, masked by the server. */
  identifier: string | null;
  /** N of "Don't require 2FA again for N days", when the server offers it. */
  rememberDeviceDays: number | null;
  /** Too many wrong codes: inputs and the resend link are disabled. */
  locked: boolean;
  /** Epoch ms from which the resend link works again (0: now). */
  resendAvailableAt: number;
  /** Messages for the code form ("Code is incorrect or expired. Try again or contact support"). */
  errors: ApiMessage[];
}

export const NO_TWO_FACTOR: TwoFactorState = {
  required: false,
  method: null,
  identifier: null,
  rememberDeviceDays: null,
  locked: false,
  resendAvailableAt: 0,
  errors: [],
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

/** Shown when a locked account tries anyway; the server's own wording for 423. */
export const TWO_FACTOR_LOCKED_MESSAGE: ApiMessage = {
  message: ACCOUNT_LOCKED_2FA_MESSAGE,
  code: '2fa_account_locked',
  level: 'error',
};

/** Whether the resend link works at `now`: "disabled 60 seconds after use and when the account is locked". */
export function canResendCode(state: TwoFactorState, now: number): boolean {
  return state.required && !state.locked && now >= state.resendAvailableAt;
}
