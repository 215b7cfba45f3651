import { ACCOUNT_LOCKED_2FA_MESSAGE } from './signInMessages';

/**
 * Messages clients show themselves, as named constants so a browser bundle can take one
 * without the whole table below.
 */
export const UNAUTHORISED_MESSAGE = 'Sorry, looks like we had some trouble verifying your login details. Please try again.';
export const PARTNER_CART_EMPTY_MESSAGE = 'Attempted to purchase an empty partner cart';
export const CHECKOUT_NOT_FOUND_MESSAGE = 'This receipt was not found.';

/**
 * One table of error codes shared by the server and the SDK: each code has the HTTP status
 * the server answers with and the message a person sees when the server has nothing more
 * specific to say. Spec wording is quoted exactly where the spec gives it.
 */
export const ERROR_CODES = {
  // Request shape
  validation_failed: { status: 422, message: 'The request is not valid.' },
  bad_request: { status: 400, message: 'The request could not be read.' },
  required: { status: 422, message: 'This field is required' },
  invalid_email: { status: 422, message: 'Please enter a valid email address' },
  under_age: { status: 422, message: 'You must be at least 18 years old to register.' },
  terms_required: { status: 422, message: 'You must agree to the terms and conditions to proceed.' },
  not_found: { status: 404, message: 'Something went wrong.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed here.' },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'The request body must be JSON or a form.' },
  rate_limited: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },

  // App identity and request signing
  app_key_missing: { status: 401, message: 'The X-App-Key header is required.' },
  app_key_unknown: { status: 401, message: 'The app key is not registered.' },
  timestamp_invalid: { status: 401, message: 'The X-Timestamp header is missing or stale.' },
  signature_invalid: { status: 401, message: 'The X-Signature header does not match this request.' },
  origin_not_allowed: { status: 403, message: 'This origin is not registered for the app key.' },

  // Sign-in
  unauthorised: { status: 401, message: UNAUTHORISED_MESSAGE },
  invalid_credentials: { status: 401, message: 'The email or password is incorrect.' },
  token_expired: { status: 401, message: 'Your session has expired. Please sign in again.' },
  refresh_token_invalid: { status: 401, message: 'Missing authentication tokens when trying to call the /refresh endpoint' },
  email_taken: { status: 409, message: 'An account with this email address already exists.' },
  account_locked: {
    status: 423,
    message: 'Too many incorrect sign-in attempts. Your account is locked for 15 minutes; please try again later or reset your password.',
  },
  token_invalid: { status: 410, message: 'This link has expired or has already been used.' },
  password_incorrect: { status: 422, message: 'The current password is incorrect.' },
  capability_missing: { status: 403, message: 'This feature is not available for your account.' },
  password_change_not_required: { status: 422, message: 'A password change is not required for this account.' },

  // Site content (CMS, feedback, notifications feed, migration)
  content_not_found: { status: 404, message: 'Something went wrong.' },
  collection_not_found: { status: 404, message: 'This collection does not exist.' },
  collection_read_only: { status: 403, message: 'This collection cannot be written to.' },
  preview_token_invalid: { status: 401, message: 'This preview link is not valid or has expired.' },
  notification_not_found: { status: 404, message: 'This notification was not found.' },
  migration_not_eligible: { status: 422, message: 'This account has nothing to migrate.' },

  // Catalogue, cart and draws
  offer_not_found: { status: 404, message: 'This product is not available.' },
  offer_unavailable: { status: 422, message: 'This product is not available to buy right now.' },
  draw_not_found: { status: 404, message: 'This draw does not exist.' },
  draw_closed: { status: 422, message: 'This draw is closed. Please choose another draw.' },
  draw_sold_out: { status: 422, message: 'This draw is sold out. Please choose another draw.' },
  draw_past: { status: 422, message: 'This draw has already taken place. Please choose another draw.' },
  /** shop-core §4: "results available for drawn, scored, paid, emailed"; asked of a draw in any other status. */
  results_not_available: { status: 404, message: 'The results of this draw are not available yet.' },
  cause_required: { status: 422, message: 'Please choose a cause to support.' },
  day_required: { status: 422, message: 'Please choose a draw day.' },
  recurring_unavailable: { status: 422, message: 'Autoplay is not available for this product.' },
  recurring_required: { status: 422, message: 'This product is only sold as a recurring purchase.' },
  syndicate_sold_out: { status: 422, message: 'There are not enough shares left in this syndicate.' },
  invalid_ticket: { status: 422, message: 'The ticket is not complete.' },
  games_out_of_range: { status: 422, message: 'The number of games is outside what this game offers.' },
  cart_not_found: { status: 404, message: 'The cart was not found.' },
  cart_item_not_found: { status: 404, message: 'The cart item was not found.' },
  cart_empty: { status: 422, message: 'Your cart is empty.' },
  partner_not_found: { status: 404, message: 'This partner was not found.' },
  partner_cart_empty: { status: 422, message: PARTNER_CART_EMPTY_MESSAGE },
  /** shop-specialised §5: "Promotion error comes from a message with code promotion_not_added." */
  promotion_not_added: { status: 422, message: 'This promotion code could not be added to your cart.' },
  /** The cart has block reasons (the message is the first reason's). */
  cart_blocked: { status: 422, message: 'This cart cannot be purchased right now.' },

  // Money
  insufficient_funds: { status: 422, message: 'Your wallet balance is not enough for this purchase.' },
  card_declined: { status: 402, message: 'Your card was declined. Please try another card.' },
  card_invalid: { status: 422, message: 'Please check the card number, expiry and security code.' },
  payment_method_unavailable: { status: 422, message: 'This payment method is not available.' },
  idempotency_conflict: { status: 409, message: 'This Idempotency-Key was already used for a different request.' },
  idempotency_key_missing: { status: 400, message: 'An Idempotency-Key header is required for purchases.' },
  idempotency_in_progress: { status: 409, message: 'A purchase with this Idempotency-Key is still in progress.' },
  checkout_not_found: { status: 404, message: CHECKOUT_NOT_FOUND_MESSAGE },
  /** A card challenge or PayPal approval is waiting (HTTP 202 with the pending deposit as result; shop-specialised §8 'Action Required'). */
  deposit_pending: { status: 202, message: 'Please confirm this payment with your card issuer to continue.' },
  card_challenge_failed: { status: 402, message: 'Your card issuer could not confirm this payment. Please try again or use another card.' },
  security_code_required: { status: 422, message: 'Please enter the card security code' },
  deposit_not_found: { status: 404, message: 'This deposit was not found.' },
  deposit_not_approved: { status: 409, message: 'This deposit has not been approved.' },
  fund_not_found: { status: 404, message: 'This card or account was not found.' },
  order_not_found: { status: 404, message: 'This ticket was not found.' },
  gateway_not_found: { status: 404, message: 'This card gateway is not available.' },
  /** A wallet deposit over what is left of the customer's deposit (precommitment) limit. */
  deposit_limit_exceeded: { status: 422, message: 'This deposit is over your deposit limit.' },
  /** Deposits and purchases on a closed, self-excluded or suspended account. */
  account_restricted: { status: 403, message: 'Your account cannot make deposits or purchases. Please contact support.' },
  spend_limit_not_found: { status: 404, message: 'This spend limit was not found.' },
  /** A removal already waiting out its cooling-off period (shop-specialised §8: a 422 on spend-limit delete). */
  limit_change_pending: { status: 422, message: 'This limit is already due to be removed.' },
  limit_above_system: { status: 422, message: 'Please enter an amount equal to or less than the shop limit.' },
  /** Withdrawals (issue 12). The spec names no wording for these; the amount bounds use its form messages. */
  bank_account_invalid: { status: 422, message: 'Please check the bank account details.' },
  bank_account_not_found: { status: 404, message: 'This bank account was not found.' },
  withdrawal_not_found: { status: 404, message: 'This withdrawal was not found.' },
  /** The operator's payout step (wallet/operatorWithdrawalRoutes): a withdrawal is paid or cancelled once. */
  withdrawal_already_resolved: { status: 409, message: 'This withdrawal was already paid or cancelled.' },
  withdrawal_over_limit: { status: 422, message: 'Please enter an amount equal to or less than your withdrawable funds.' },
  verify_account_required: { status: 403, message: 'Please verify your account before you withdraw.' },
  transaction_not_found: { status: 404, message: 'This transaction was not found.' },
  precommitment_not_found: { status: 404, message: 'You have no deposit limit to remove.' },
  verification_not_needed: { status: 422, message: 'Your account is already verified.' },
  checkout_failure: { status: 422, message: "We're experiencing technical difficulties. Please reload the page to try again." },

  // Two-factor (shop-core §8, shop-specialised §5)
  '2fa_incorrect': { status: 401, message: 'Code is incorrect or expired. Try again or contact support' },
  '2fa_required': { status: 401, message: 'A 6 digit code is required.' },
  '2fa_account_locked': { status: 423, message: ACCOUNT_LOCKED_2FA_MESSAGE },
  '2fa_resend_too_soon': { status: 429, message: 'Please wait 60 seconds before asking for another code.' },
  '2fa_not_by_email': { status: 422, message: 'Codes for this account come from an authenticator app.' },
  '2fa_setup_missing': { status: 422, message: 'Start the authenticator set-up first.' },

  // Daily-winners programme (shop-specialised §4, §7 'Membership programme')
  membership_ineligible: { status: 403, message: 'Sorry, the Daily Winners programme is not available for your account.' },
  membership_required: { status: 403, message: 'Join Daily Winners to enter this giveaway.' },
  giveaway_not_found: { status: 404, message: 'This giveaway does not exist.' },
  giveaway_closed: { status: 422, message: 'This giveaway has closed, so its entry can no longer be unlocked.' },
  giveaway_not_unlockable: { status: 422, message: 'This giveaway entry cannot be unlocked.' },
  membership_not_premium: { status: 422, message: 'Renewal is for Premium members. Go Premium to renew it monthly.' },

  // Account area (issue 12): details, confirmations, preferences, closure
  /** A closed account cannot sign in (shop-core §4: "account closure resets the customer"). */
  account_closed: { status: 403, message: 'This account is closed. Please contact support if you would like to reopen it.' },
  /** The spec's address confirm failure (shop-specialised §8). */
  address_confirm_failed: {
    status: 422,
    message: 'Sorry, there was an unexpected error while confirming your address. Please try again later, or contact support.',
  },
  /** An emailed preferences link whose signature does not match, or another customer's id. */
  preferences_forbidden: { status: 403, message: 'This link is not valid for these communication preferences.' },
  // Recurring purchases (shop-specialised §7 'Recurring purchases')
  recurring_not_found: { status: 404, message: 'This recurring purchase was not found.' },
  scheduled_purchase_not_found: { status: 404, message: 'This scheduled purchase was not found.' },
  recurring_cancelled: { status: 422, message: 'This recurring purchase is cancelled and can no longer be changed.' },
  recurring_status_refused: { status: 422, message: 'Sorry, there was an unexpected error while updating your autoplay. Please try again.' },
  scheduled_purchase_done: { status: 422, message: 'This purchase has already been ticketed or cancelled.' },
  // Identity (issue 12, parts 7–8): verification uploads and providers, social sign-in, terms, operator review
  verification_not_multipart: { status: 415, message: 'Send the photos as multipart/form-data.' },
  verification_no_files: { status: 422, message: 'Please choose a photo of your ID to upload.' },
  verification_too_many_files: { status: 413, message: 'Please upload at most 2 files: the front and back of your ID.' },
  verification_file_too_large: { status: 413, message: 'Each file must be 5 MB or smaller. Please choose a smaller photo.' },
  verification_file_type: { status: 415, message: 'Please upload a JPEG or PNG photo, or a PDF.' },
  verification_already_pending: { status: 409, message: 'Your photos are already being checked. We will let you know when the check is done.' },
  verification_provider_unavailable: { status: 404, message: 'This way of verifying is not available.' },
  verification_provider_failed: { status: 422, message: 'The check could not confirm your identity. Please try again or upload a photo of your ID.' },
  verification_submission_not_found: { status: 404, message: 'This verification submission was not found.' },
  verification_already_decided: { status: 409, message: 'This verification submission has already been decided.' },
  operator_unauthorised: { status: 401, message: 'The operator secret is missing or wrong.' },
  terms_version_unknown: { status: 422, message: 'This version of the terms and conditions is not known.' },
  location_not_allowed: { status: 422, message: 'Sorry, playing is not available from your location.' },
  social_provider_unavailable: { status: 404, message: 'This sign-in provider is not available.' },
  social_token_invalid: { status: 422, message: 'This sign-in could not be confirmed. Please try again.' },
  social_not_linked: { status: 422, message: 'No account uses this sign-in yet. Sign in with your email and password, then link it under Login and security.' },
  social_already_linked: { status: 409, message: 'This sign-in is already linked to an account.' },
  social_link_not_found: { status: 404, message: 'This sign-in is not linked to your account.' },
  // Group play (shop-specialised §5 'Group creation', 'Session creation'; issue 12)
  /** "a profanity message code means a bad group name". */
  profanity: { status: 422, message: 'Please choose a group name without offensive words.' },
  /** "HTTP 409 means duplicate group name". */
  group_name_taken: { status: 409, message: 'You already have a group with this name.' },
  group_not_found: { status: 404, message: 'This group was not found.' },
  not_group_member: { status: 403, message: 'Only members of this group can do this.' },
  not_group_organiser: { status: 403, message: 'Only the organiser of this group can do this.' },
  organiser_cannot_leave: { status: 422, message: 'The organiser cannot leave the group.' },
  session_not_found: { status: 404, message: 'This session was not found.' },
  session_not_open: { status: 422, message: 'This session is closed to new shares.' },
  already_group_member: { status: 409, message: 'You are already a member of this group.' },

  internal_error: { status: 500, message: 'Something went wrong.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** Deposit failure wording when the server gives no message (shop-core §8). */
export const DEPOSIT_FAILURE_FALLBACK = "We're experiencing technical difficulties. Please reload the page to try again.";
