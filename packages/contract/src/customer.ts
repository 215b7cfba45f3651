import type { CustomerVerification, PrecommitmentLimit, SpendLimit } from './limits';
import type { Money } from './money';

export interface AddressFields {
  address: string;
  addressLine2?: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
}

/** `POST /signup` (3.5). */
export interface SignupRequest extends AddressFields {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** ISO date (yyyy-mm-dd); at least the minimum age, 18 by default. */
  dateOfBirth: string;
  acceptTerms: boolean;
  /** Email opt-in, not opted in by default. */
  emailOptIn: boolean;
  attribution?: Record<string, string>;
  metadata?: Record<string, string>;
}

/** `POST /login` (3.2): credentials plus favourite numbers. */
export interface LoginRequest {
  email: string;
  password: string;
  favouriteNumbers?: Record<string, number[]>;
  /** The 6-digit two-factor code, sent after a 401 `2fa_required`. */
  otp?: string;
  /** "Don't require 2FA again for N days". */
  rememberDevice?: boolean;
  /** A device token from an earlier `rememberDevice` sign-in: skips two-factor while it lasts. */
  deviceToken?: string;
}

/** Two-factor methods (shop-core §6). */
export type TwoFactorMethod = 'email' | 'authenticator';

/** `POST /check-email` result part: whether and how the account asks for a second factor. */
export interface TwoFactorAuth {
  enabled: boolean;
  method: TwoFactorMethod | null;
  /** Where the code goes, masked (e.g. `de****` for an email address). */
  identifier: string | null;
  /** N of "Don't require 2FA again for N days". */
  rememberDeviceDays?: number;
}

/** `POST /check-email {emailOrToken}`. */
export interface CheckEmailRequest {
  emailOrToken: string;
}

export interface CheckEmailResult {
  twoFactorAuth: TwoFactorAuth;
}

/** `POST /autologin {token, code?}`: signs in from an emailed link; `code` answers two-factor. */
export interface AutologinRequest {
  token: string;
  code?: string;
  rememberDevice?: boolean;
  deviceToken?: string;
}

/** `POST /transfer` (form): hands a session over from another app by token. */
export interface TransferRequest {
  token: string;
  code?: string;
  rememberDevice?: boolean;
  deviceToken?: string;
}

/** The customer-token entity returned on sign-in. */
export interface CustomerToken {
  customerId: string;
  customerToken: string;
  sessionId: string;
  pricingId: string;
  segmentName: string;
  isNewSignup: boolean;
}

/** Login and signup result (shop-core §3). */
export interface LoginResult {
  accessToken: string;
  /** Left out for a browser that asked for the cookie (`X-Session-Cookie: 1`): it is set as an HttpOnly cookie instead. */
  refreshToken?: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  customer: CustomerToken;
  /** Set when the sign-in asked to remember the device: send it back as `deviceToken` to skip two-factor. */
  deviceToken?: string;
  /** ISO instant the device token stops working. */
  deviceTokenExpiresAt?: string;
}

/**
 * `POST /refresh`: form body `refresh_token`, or for a browser that signed in with
 * `X-Session-Cookie: 1`, the HttpOnly cookie.
 */
export interface RefreshResult {
  accessToken: string;
  /** The successor; left out for a browser, whose cookie holds it. */
  refreshToken?: string;
  expiresIn: number;
  /**
   * Who the session is (not in the spec): a page that kept nothing across a reload restores
   * its session from the cookie and needs the customer token to sign requests.
   */
  customerId: string;
  /** Signs requests (`X-Signature`), as the login result's does. */
  customerToken: string;
  /** The session (`X-Session-Id`). */
  sessionId: string;
}

/** `GET /customer`: the customer overview (shop-core §3), the fields this shop fills. */
export interface CustomerOverview {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  state: string;
  balance: Money;
  availableFunds: Money;
  withdrawableFunds: Money;
  pricingId: string;
  segmentName: string;
  forcePasswordChange: boolean;
  accountUpgrade: boolean;
  isVerified: boolean;
  addressConfirmationRequired: boolean;
  emailAddressConfirmationRequired: boolean;
  favouriteNumbers: Record<string, number[]>;
  /** The customer's spend limits (shop-core §3 `spendLimits`). */
  spendLimits?: SpendLimit[];
  /** Whether a spend limit must be set before buying (no state this shop serves requires one). */
  spendLimitRequired?: boolean;
  /** The precommitment (deposit) limit, or null (shop-core §3 `preCommitment`). */
  preCommitment?: PrecommitmentLimit | null;
  /** Verification methods and their statuses (shop-core §3 `verification.methods`). */
  verification?: CustomerVerification;
  /** Why the account cannot buy at all: self-excluded or closed (`close`), suspended (`fixed`); null when active. */
  accountRestriction?: AccountRestriction | null;
  /** Legacy-account migration (shop-core §3 `migrationStatus`, §4): the migration modal opens for eligible_soft and eligible_hard. */
  migrationStatus?: MigrationStatus;
}

/** shop-core §4 "Migration status: ineligible, eligible_soft, eligible_hard, in_progress, migrated." */
export type MigrationStatus = 'ineligible' | 'eligible_soft' | 'eligible_hard' | 'in_progress' | 'migrated';

/** A closed or self-excluded account (block reason `close`), or a suspended one (`fixed`). */
export type AccountRestriction = 'self_excluded' | 'closed' | 'suspended';

/** `POST /two-factor/resend {emailOrToken}`: emails a new code (not within 60 s of the last one). */
export interface TwoFactorResendRequest {
  emailOrToken: string;
}

export interface TwoFactorResendResult {
  method: 'email';
  identifier: string;
  /** ISO instant from which another resend is accepted. */
  resendAvailableAt: string;
}

/** `GET /customer/two-factor-auth`. */
export interface TwoFactorStatus extends TwoFactorAuth {
  /** Authenticator set-up begun and not yet confirmed. */
  authenticatorPending: boolean;
}

/** `POST /customer/two-factor-auth/authenticator`: the secret to add to an authenticator app. */
export interface AuthenticatorSetup {
  /** Base32 secret for manual entry. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a PNG data URL, for the QR code on login-and-security. */
  qrCodeDataUrl: string;
}

/** `POST /customer/two-factor-auth/authenticator/confirm {code}`. */
export interface TwoFactorCodeRequest {
  code: string;
}

/** `POST /customer/autologin-token`: a single-use sign-in link for this customer. */
export interface AutologinTokenRequest {
  purpose?: 'autologin' | 'transfer';
}

export interface AutologinTokenResult {
  token: string;
  /** `/login/autologin/{token}` or `/login/transfer/{token}` on the storefront. */
  url: string;
  expiresAt: string;
}

/** `POST /password/forgot {email}`: always answers 200; mails a reset link when the account exists. */
export interface ForgotPasswordRequest {
  email: string;
}

/** `POST /password/reset {token, password}` from the emailed `/login/reset/{token}` link. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/** `POST /password/force-change {password}`: the new password of a customer flagged forcePasswordChange. */
export interface ForceChangePasswordRequest {
  password: string;
}

/** `POST /customer/change-password` (form). */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}
