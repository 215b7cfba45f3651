import type { ApiMessage } from '@drawkit/sdk';

/** "Server errors are grouped by target field, otherwise under 'general'" (shop-specialised §5); the first per field. */
export function fieldErrors(messages: readonly ApiMessage[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const message of messages) {
    const field = message.field ?? 'general';
    errors[field] ??= message.message;
  }
  return errors;
}

/** shop-specialised §5 form messages used on these pages. */
export const REQUIRED = 'This field is required';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_PHONE = 'Please enter a valid phone number';
export const INVALID_POSTCODE = 'Please enter a valid post code';
