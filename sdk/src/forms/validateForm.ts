/**
 * Form checks with the server's own request schemas (`@drawkit/contract/forms`, zod/mini), so a
 * form and the server can never disagree about what is valid or how it is worded. The schemas
 * load on the first call, in a chunk of their own: no first download holds them, and a form
 * pays for them only when it is submitted (docs/architecture.md).
 */
import type { CardInput, CustomerDetailsRequest, LoginRequest, SignupRequest } from '@drawkit/contract';
import type { FormName as ContractFormName } from '@drawkit/contract/forms';

/** What each form sends: the request body its route takes. */
export interface FormValues {
  login: LoginRequest;
  signup: SignupRequest;
  card: CardInput;
  /** The security code a stored card asks for before a payment. */
  storedCardCode: { securityCode: string };
  forgotPassword: { email: string };
  /** A new password alone (reset and force-change; the typed-twice check is the form's own). */
  newPassword: { password: string };
  changePassword: { currentPassword: string; newPassword: string };
  customerDetails: CustomerDetailsRequest;
}

/** The forms there are schemas for (named here, so the SDK's public types need no zod). */
export type FormName = keyof FormValues;

/** Fails to compile when the contract gains or loses a form this table does not name. */
const sameForms: [FormName] extends [ContractFormName] ? ([ContractFormName] extends [FormName] ? true : never) : never = true;
void sameForms;

/** The first message of each field that failed (`{postcode: 'Please enter a valid post code'}`); empty when valid. */
export type FormFieldErrors = Partial<Record<string, string>>;

let schemas: Promise<typeof import('@drawkit/contract/forms')> | undefined;

/**
 * Checks `values` as the server will parse them. Values of the wrong type (an untyped caller)
 * are judged as the server judges them, with its messages. When the schemas cannot be loaded
 * (the network dropped), the answer is "no errors": the server still judges the request.
 */
export async function validateForm<N extends FormName>(name: N, values: FormValues[N]): Promise<FormFieldErrors> {
  const errors: FormFieldErrors = {};
  schemas ??= import('@drawkit/contract/forms');
  let loaded: typeof import('@drawkit/contract/forms');
  try {
    loaded = await schemas;
  } catch {
    schemas = undefined; // the next call tries again
    return errors;
  }
  const parsed = loaded.FORM_SCHEMAS[name].safeParse(values);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    errors[typeof field === 'string' ? field : 'general'] ??= issue.message;
  }
  return errors;
}
