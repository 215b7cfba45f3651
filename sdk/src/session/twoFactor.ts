import type { ApiMessage, TwoFactorMethod } from '@drawkit/contract';

// The code's format, reading a two-factor answer and the locked account's message are needed only
// by the code form and the sign-in actions, which a purchase element loads later: they live in
// twoFactorCode.ts.
export { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_CODE_REQUIRED, TWO_FACTOR_LOCKED_MESSAGE, twoFactorCodeOf, validateTwoFactorCode } from './twoFactorCode';

/** "resend cooldown 60000 ms" (shop-core §9): the resend link is disabled this long after use. */
export const TWO_FACTOR_RESEND_COOLDOWN_MS = 60_000;

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

/** Whether the resend link works at `now`: "disabled 60 seconds after use and when the account is locked". */
export function canResendCode(state: TwoFactorState, now: number): boolean {
  return state.required && !state.locked && now >= state.resendAvailableAt;
}
