/**
 * The sign-in message a browser shows before any failure (the SDK's two-factor state), in a module
 * of its own: a module the partner script loads up front is in its first download whole, so
 * errorCodes.ts (whose other messages only lazily loaded code shows) must not be one.
 */
export const ACCOUNT_LOCKED_2FA_MESSAGE = 'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.';
