/** The account area's wording: shop-specialised §8 where it gives it; the rest says what happened plainly. */

/** 'Success': 'Your details have been successfully updated.' (shop-specialised §8). */
export const DETAILS_UPDATED = { title: 'Success', message: 'Your details have been successfully updated.' } as const;
/** The variant title "when the customer moves state and must re-verify". */
export const DETAILS_UPDATED_UNVERIFIED_TITLE = 'Details updated, your account is now unverified';
/** Address confirm failure (shop-specialised §8). */
export const ADDRESS_CONFIRM_FAILED =
  'Sorry, there was an unexpected error while confirming your address. Please try again later, or contact support.';
/** The confirmed notices (shop-core §2: "A confirmed notice appears and auto-dismisses"); the spec gives no wording. */
export const ADDRESS_CONFIRMED = 'Thanks, your address is confirmed.';
export const EMAIL_CONFIRMED = 'Thanks, your email address is confirmed.';
/** What the banner says for each confirmation; the spec names only the buttons. */
export const CONFIRMATION_BANNER_TEXT = {
  address: 'Please confirm that your address is still correct.',
  email: 'Please confirm your email address.',
} as const;
/** Communication preferences saved (no spec wording). */
export const PREFERENCES_SAVED = 'Your communication preferences have been saved.';
export const UNSUBSCRIBED = 'You have been unsubscribed from marketing emails.';
