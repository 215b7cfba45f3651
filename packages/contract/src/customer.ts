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
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  customer: CustomerToken;
}

/** `POST /refresh` (form body `refresh_token`). */
export interface RefreshResult {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
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
}
