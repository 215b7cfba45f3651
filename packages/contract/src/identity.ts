/**
 * Wire types of issue 12's identity parts: photo verification and provider verification
 * (shop-core §7 'Verification'), GET /locate, terms-and-conditions acceptance and social
 * sign-in (shop-core §7 'Sign-in and customer').
 */
import type { CustomerVerification } from './limits';

/** "Location: keyed by subvariant; country code and country name" (shop-core §3). */
export interface Location {
  /** The subvariant the location picks (the Australian state, upper case), or null outside Australia or when unknown. */
  subvariant: string | null;
  /** ISO 3166-1 alpha-2, or `XX` when the request could not be located. */
  countryCode: string;
  countryName: string;
  /** Whether play is refused from here (the session's countryBanned). */
  countryBanned: boolean;
}

/** The version of the shop's terms and conditions a customer accepts now. */
export const CURRENT_TERMS_VERSION = '2026-01';

/** `POST /customer/terms-and-conditions` and `/location`: what the customer has accepted. */
export interface TermsAcceptance {
  kind: 'terms' | 'location';
  version: string;
  acceptedAt: string;
  countryCode: string | null;
}

/** Photo ID upload limits: at most this many files, each at most this many bytes. */
export const VERIFICATION_MAX_FILES = 2;
export const VERIFICATION_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The types a photo may be, judged by its first bytes. */
export const VERIFICATION_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type VerificationFileType = (typeof VERIFICATION_FILE_TYPES)[number];

/** Messages of the upload's refusals: each says what to do. */
export const VERIFICATION_UPLOAD_MESSAGES = {
  noFiles: 'Please choose a photo of your ID to upload.',
  tooMany: `Please upload at most ${VERIFICATION_MAX_FILES} files: the front and back of your ID.`,
  tooLarge: 'Each file must be 5 MB or smaller. Please choose a smaller photo.',
  wrongType: 'Please upload a JPEG or PNG photo, or a PDF.',
  notMultipart: 'Send the photos as multipart/form-data.',
  alreadyPending: 'Your photos are already being checked. We will let you know when the check is done.',
} as const;

/** `POST /customer/verification` (multipart files): the submission and the customer's methods after it. */
export interface VerificationUploadResult {
  submissionId: string;
  files: number;
  verification: CustomerVerification;
}

/** Outside verification providers (shop-core §4 method types connect_id and greenid_ui). */
export const VERIFICATION_PROVIDERS = ['connect_id', 'greenid_ui'] as const;
export type VerificationProviderType = (typeof VERIFICATION_PROVIDERS)[number];

/** `POST /customer/verification/connectid` (and greenid): where to send the customer to prove who they are. */
export interface VerificationProviderStart {
  method: VerificationProviderType;
  /** The provider's page; it comes back to the storefront's /my-account/verify-account with `code` and `state`. */
  redirectUrl: string;
}

/** `POST /customer/verification/connectid/callback` (and greenid): the provider's answer, applied. */
export interface VerificationProviderOutcome {
  method: VerificationProviderType;
  verified: boolean;
  verification: CustomerVerification;
}

/** A review decision from the operator path (`npm run verification -- approve|refuse ID`). */
export interface VerificationReview {
  id: string;
  customerId: string;
  email: string;
  method: string;
  status: 'pending' | 'approved' | 'refused';
  files: { id: string; contentType: string; sizeBytes: number }[];
  createdAt: string;
  decidedAt: string | null;
  refusalReason: string | null;
}

/** Social sign-in providers: the spec's `apple` and `google`, and the demo's sandbox provider. */
export const SOCIAL_PROVIDERS = ['apple', 'google', 'sandbox'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** One linked sign-in (`GET /social-authentication/list`). */
export interface SocialIdentity {
  provider: SocialProvider;
  email: string;
  linkedAt: string;
}

/** `POST /placement/cart/prime`: what was kept for the segment ids. */
export interface PlacementPrimeResult {
  items: number;
  expiresAt: string;
}
