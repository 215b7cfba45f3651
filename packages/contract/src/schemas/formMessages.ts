/**
 * The field messages of the forms the contract validates, worded as shop-specialised §5 and
 * the server's request schemas say them. No zod here: a widget may show one without loading
 * the validators.
 */
import { REQUIRED_MESSAGE } from './textMessages';

export const FORM_FIELD_MESSAGES = {
  required: REQUIRED_MESSAGE,
  email: 'Please enter a valid email address',
  postcode: 'Please enter a valid post code',
  terms: 'You must agree to the terms and conditions to proceed.',
  cardHolder: "Please enter the card holder's name.",
  password: 'Your password must be at least 8 characters long.',
  cardNumber: 'Please enter a valid card number',
  securityCode: 'Please enter the card security code',
  dateOfBirth: 'Please enter a valid date of birth',
} as const;

/** The my-details form's messages (shop-specialised §5, and one with no spec wording). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';
export const INVALID_POSTCODE_MESSAGE = 'Please enter a valid post code';
/** No spec wording: names the problem. */
export const INVALID_REGION_MESSAGE = 'Please choose a state from the list.';
