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
  /** Wrong codes in a row that lock two-factor sign-in for `twoFactorLockMs`. */
  maxOtpFailures: 5,
  /**
   * How long a two-factor lock lasts, from `twoFactorLockedAt`; then the count starts again.
   * It ends by itself so that nobody who knows a password can lock its owner out for good.
   */
  twoFactorLockMs: 30 * 60 * 1000,
  /** N of "Don't require 2FA again for N days". */
  rememberDeviceDays: 30,
  /** A client that signed in to an account is known to it this long (it skips the account-wide limits). */
  knownClientMs: 30 * 24 * 60 * 60 * 1000,
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

/**
 * Every bucket is kept per client address (IPv6 by its /64) and per account (the email, or the
 * customer of a link or session), in Redis when REDIS_URL is set. A call takes a token from its
 * address's bucket first and only then from the account's, so calls refused for their address
 * never drain an account's bucket. Refused calls answer 429 `rate_limited` with Retry-After.
 */
export const RATE_LIMITS = {
  /** Sign-ups per client address, checked before the password is hashed (each hash is ~100 ms of CPU and 32 MB). */
  signUpPerIp: { capacity: 20, refillMs: 3 * 60_000 },
  /** Sign-ups per email address (an existing one answers 409, so this also slows account discovery). */
  signUpPerEmail: { capacity: 5, refillMs: 10 * 60_000 },
  /** Sign-in calls (login, check-email, autologin, transfer, password reset) per client address. */
  signInPerIp: { capacity: 30, refillMs: 10_000 },
  /**
   * Sign-in calls per account, whatever address they come from (login, autologin, transfer and
   * password reset share it; check-email has a bucket of its own with the same numbers). On
   * login, a client known to the account or with its remembered device skips it (see passwordDelay).
   */
  signInPerAccount: { capacity: 10, refillMs: 60_000 },
  /** Code calls (resend, forgot password, change password, authenticator confirm) per client address. */
  codePerIp: { capacity: 20, refillMs: 15_000 },
  /** Code calls per account. */
  codePerAccount: { capacity: 5, refillMs: 60_000 },
} as const satisfies Record<string, BucketPolicy>;

/**
 * A progressive delay: after `freeFailures` wrong passwords, each further one makes the next
 * attempt wait `firstDelayMs`, then twice as long each time, up to `maxDelayMs`. The count is
 * forgotten `windowMs` after it began (account-wide) or after the latest failure (per client).
 */
export interface DelayPolicy {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export const PASSWORD_DELAYS = {
  /** Wrong passwords for one account from one client address: 1 s after the 4th, 2 s, 4 s … 5 minutes. */
  perClient: { freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 5 * 60_000, windowMs: 60 * 60_000 },
  /**
   * Wrong passwords for one account from anywhere, counted in the database: much looser, it
   * bounds guessing spread over many addresses. Clients known to the account and remembered
   * devices skip it, so a flood from elsewhere never keeps the owner out.
   */
  perAccount: { freeFailures: 20, firstDelayMs: 1000, maxDelayMs: 5 * 60_000, windowMs: 24 * 60 * 60_000 },
} as const satisfies Record<string, DelayPolicy>;

/** The wait after the `failures`-th wrong password under `policy` (0 while failures are free). */
export function delayAfter(failures: number, policy: DelayPolicy): number {
  if (failures <= policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures - 1, 40);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}
