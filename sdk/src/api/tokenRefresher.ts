import type { RefreshResult } from '@drawkit/contract';
import { UNAUTHORISED_MESSAGE } from '@drawkit/contract';
import { isApiError } from '../errors/ApiError';
import { AuthError } from '../errors/AuthError';
import { isNetworkError } from '../errors/NetworkError';
import { isAbortError } from '../errors/toDrawkitError';

export const MISSING_REFRESH_TOKEN_MESSAGE = 'Missing authentication tokens when trying to call the /refresh endpoint';

export interface TokenRefresherOptions {
  /**
   * The refresh token to send as the form field `refresh_token`; `'cookie'` when it is in the
   * shop's HttpOnly cookie (the browser sends it, the client never sees it); null when there is none.
   */
  refreshToken(): string | 'cookie' | null;
  /** `POST /refresh` with the form body `refresh_token`, or with the cookie. */
  callRefresh(refreshToken: string | 'cookie'): Promise<RefreshResult>;
  onTokensRefreshed(tokens: RefreshResult): void;
  /** The refresh failed: clear the session and tell the app (shop-core §4). */
  onUnauthorised(error: AuthError): void;
}

export interface TokenRefresher {
  /** Refreshes once however many calls failed at the same time; rejects with `AuthError` when it cannot. */
  refresh(): Promise<void>;
}

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  let inFlight: Promise<void> | undefined;

  function giveUp(error: AuthError): never {
    options.onUnauthorised(error);
    throw error;
  }

  async function run(): Promise<void> {
    const refreshToken = options.refreshToken();
    if (!refreshToken) giveUp(new AuthError(MISSING_REFRESH_TOKEN_MESSAGE));
    let tokens: RefreshResult;
    try {
      tokens = await options.callRefresh(refreshToken);
    } catch (error) {
      // No answer is not a refusal: keep the session so the next call can try again.
      if (isNetworkError(error) || isAbortError(error)) throw error;
      const messages = isApiError(error) ? error.messages : [];
      giveUp(
        new AuthError(messages[0]?.message ?? UNAUTHORISED_MESSAGE, {
          status: isApiError(error) ? error.status : 401,
          messages,
          cause: error,
        }),
      );
    }
    // A cookie's successor stays in the cookie; a form field's comes back in the answer.
    if (!tokens.accessToken || (refreshToken !== 'cookie' && !tokens.refreshToken)) giveUp(new AuthError(MISSING_REFRESH_TOKEN_MESSAGE));
    options.onTokensRefreshed(tokens);
  }

  return {
    refresh() {
      inFlight ??= run().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
