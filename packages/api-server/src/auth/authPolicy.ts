/**
 * The numbers sign-in security runs on. Spec values are quoted (shop-core §9: code length 6,
 * resend cooldown 60000 ms); the rest are this shop's choices, documented in the README.
 */
export const AUTH_POLICY = {
  /** Two-factor code length (shop-core §9). */
  codeLength: 6,
  /** Emailed codes stop working after 10 minutes. */
  emailCodeTtlMs: 10 * 60 * 1000,
  /** "Two-factor code ... resend cooldown 60000 ms" (shop-core §9). */
  resendCooldownMs: 60_000,
  /** Wrong codes in a row before the account is locked (then only support can unlock it). */
  maxOtpFailures: 5,
  /** Wrong passwords within the window that lock sign-in for `passwordLockMs`. */
  maxPasswordFailures: 5,
  passwordFailureWindowMs: 15 * 60 * 1000,
  passwordLockMs: 15 * 60 * 1000,
  /** N of "Don't require 2FA again for N days". */
  rememberDeviceDays: 30,
  /** Single-use links. */
  autologinTtlMs: 24 * 60 * 60 * 1000,
  transferTtlMs: 10 * 60 * 1000,
  passwordResetTtlMs: 60 * 60 * 1000,
} as const;

/** Token buckets of the rate limiter: `capacity` calls at once, then one more every `refillMs`. */
export interface BucketPolicy {
  capacity: number;
  refillMs: number;
}

export const RATE_LIMITS = {
  /** Sign-in calls (login, autologin, transfer, check-email, password reset) per client address. */
  signInPerIp: { capacity: 30, refillMs: 10_000 },
  /** Sign-in calls per email address, whatever address they come from. */
  signInPerEmail: { capacity: 10, refillMs: 60_000 },
  /** Code calls (resend, forgot password, authenticator confirm) per client address. */
  codePerIp: { capacity: 20, refillMs: 15_000 },
  /** Code calls per account. */
  codePerAccount: { capacity: 5, refillMs: 60_000 },
} as const satisfies Record<string, BucketPolicy>;
