import type { TwoFactorResendResult } from '@drawkit/contract';
import type { ApiClient } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { type TwoFactorState, TWO_FACTOR_RESEND_COOLDOWN_MS } from './twoFactor';
import { twoFactorCodeOf } from './twoFactorCode';

/**
 * `POST /two-factor/resend {emailOrToken}` and the two-factor state after it: the link stays
 * disabled 60 s from use (or until the server's `resendAvailableAt`, if later); a 423 locks.
 * `usedAt` is when the link was pressed.
 */
export async function resendTwoFactorCode(
  api: ApiClient,
  emailOrToken: string,
  usedAt: number,
  current: () => TwoFactorState,
): Promise<{ twoFactor: TwoFactorState; ok: boolean }> {
  const cooldownEnd = usedAt + TWO_FACTOR_RESEND_COOLDOWN_MS;
  try {
    const { result } = await api.request<TwoFactorResendResult>('twoFactorResend', { body: { emailOrToken } });
    const serverAt = Date.parse(result.resendAvailableAt);
    const state = current();
    return {
      ok: true,
      twoFactor: {
        ...state,
        identifier: result.identifier || state.identifier,
        resendAvailableAt: Math.max(cooldownEnd, Number.isFinite(serverAt) ? serverAt : 0),
        errors: [],
      },
    };
  } catch (error) {
    const state = current();
    const locked = state.locked || twoFactorCodeOf(error) === '2fa_account_locked';
    return { ok: false, twoFactor: { ...state, locked, errors: isAbortError(error) ? [] : messagesOf(error) } };
  }
}
