/**
 * Form checks with the server's own request schemas (`@drawkit/contract/forms`, zod/mini), so a
 * form and the server can never disagree about what is valid or how it is worded. The schemas
 * load with the first module that calls this: the partner's first download never holds them,
 * the sign-in, sign-up and card chunks do (docs/architecture.md).
 */
import type { CardInput, LoginRequest, SignupRequest } from '@drawkit/contract';
import { FORM_SCHEMAS, type FormName } from '@drawkit/contract/forms';

export type { FormName } from '@drawkit/contract/forms';

/** What each form sends: the request body its route takes. */
export interface FormValues {
  login: LoginRequest;
  signup: SignupRequest;
  card: CardInput;
  /** The security code a stored card asks for before a payment. */
  storedCardCode: { securityCode: string };
}

/** The first message of each field that failed (`{postcode: 'Please enter a valid post code'}`); empty when valid. */
export type FormFieldErrors = Partial<Record<string, string>>;

/**
 * Checks `values` as the server will parse them. Values of the wrong type (an untyped caller)
 * are judged as the server judges them, with its messages.
 */
export function validateForm<N extends FormName>(name: N, values: FormValues[N]): FormFieldErrors {
  const parsed = FORM_SCHEMAS[name].safeParse(values);
  const errors: FormFieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    errors[typeof field === 'string' ? field : 'general'] ??= issue.message;
  }
  return errors;
}
