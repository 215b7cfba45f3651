import { type ApiMessage, FORM_FIELD_MESSAGES } from '@drawkit/sdk';

/** "Server errors are grouped by target field, otherwise under 'general'" (shop-specialised §5); the first per field. */
export function fieldErrors(messages: readonly ApiMessage[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const message of messages) {
    const field = message.field ?? 'general';
    errors[field] ??= message.message;
  }
  return errors;
}

/** shop-specialised §5 "required", for the fields no schema holds (a password typed twice). */
export const REQUIRED = FORM_FIELD_MESSAGES.required;
