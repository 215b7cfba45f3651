import { useState, type FormEvent, type ReactNode } from 'react';
import { type SignupRequest, validateForm } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { GENERIC_FAILURE, settle } from '../context/settle';
import { Button } from '../ui/Button';
import { CheckboxField, Field, SelectField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { type FormErrors, groupServerMessages, hasErrors } from './formRules';
import { SELECTABLE_REGIONS } from './regions';
import { useFormErrors } from './useFormErrors';

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /** Called after a successful sign-up (the shopper is then signed in). */
  onSignedUp: () => void;
  /** Shows "I already have an account" when given. */
  onSwitch?: () => void;
}

type TextFields = Pick<
  SignupRequest,
  'firstname' | 'lastname' | 'email' | 'password' | 'dateOfBirth' | 'address' | 'suburb' | 'state' | 'postcode' | 'country'
> & { addressLine2: string };

const EMPTY: TextFields = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  dateOfBirth: '',
  address: '',
  addressLine2: '',
  suburb: '',
  state: '',
  postcode: '',
  country: 'Australia',
};

const FIELDS = [...Object.keys(EMPTY), 'acceptTerms', 'emailOptIn'];

/** The request this form sends: trimmed, address line 2 left out when empty. */
export function toSignupRequest(values: TextFields, acceptTerms: boolean, emailOptIn: boolean): SignupRequest {
  const { addressLine2, ...rest } = values;
  return {
    ...rest,
    email: rest.email.trim(),
    postcode: rest.postcode.trim(),
    ...(addressLine2.trim() ? { addressLine2: addressLine2.trim() } : {}),
    acceptTerms,
    emailOptIn,
  };
}

/** The request as the server's sign-up schema judges it (address line 2 is optional). */
export function validateSignup(values: TextFields, acceptTerms: boolean, emailOptIn = false): Promise<FormErrors> {
  return validateForm('signup', toSignupRequest(values, acceptTerms, emailOptIn));
}

/** Registration: name, email, password, date of birth, address, terms and email opt-in. */
export function SignUpForm({ onSignedUp, onSwitch }: SignUpFormProps): ReactNode {
  const client = useDrawkit();
  const [values, setValues] = useState<TextFields>(EMPTY);
  const [acceptTerms, setAcceptTerms] = useState(false);
  // Not opted in by default (shop-core §5).
  const [emailOptIn, setEmailOptIn] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { errors, formRef, fail, clear } = useFormErrors();

  const text = (name: keyof TextFields) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const request = toSignupRequest(values, acceptTerms, emailOptIn);
    setSubmitting(true);
    const local = await validateForm('signup', request);
    if (hasErrors(local)) {
      setSubmitting(false);
      return fail(local);
    }
    clear();
    const result = await settle(() => client.session.getState().signup(request), GENERIC_FAILURE);
    setSubmitting(false);
    if (result.ok) onSignedUp();
    else fail(groupServerMessages(result.messages, FIELDS));
  };

  return (
    <form ref={formRef} className="drawkit-stack" onSubmit={submit} noValidate aria-label="Create your account">
      {errors['general'] ? <Notice level="error">{errors['general']}</Notice> : null}
      <div className="drawkit-fields">
        <Field label="First name" autoComplete="given-name" {...text('firstname')} />
        <Field label="Last name" autoComplete="family-name" {...text('lastname')} />
        <Field label="Email" type="email" autoComplete="email" {...text('email')} />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          {...text('password')}
        />
        <Field label="Date of birth" type="date" autoComplete="bday" hint="You must be 18 or older." {...text('dateOfBirth')} />
      </div>
      <div className="drawkit-fields">
        <Field label="Address" autoComplete="address-line1" {...text('address')} />
        <Field label="Address line 2 (optional)" autoComplete="address-line2" {...text('addressLine2')} />
        <Field label="Suburb" autoComplete="address-level2" {...text('suburb')} />
        <SelectField label="State" autoComplete="address-level1" placeholder="Select…" options={SELECTABLE_REGIONS} {...text('state')} />
        <Field label="Post code" inputMode="numeric" autoComplete="postal-code" maxLength={4} {...text('postcode')} />
        <Field label="Country" autoComplete="country-name" {...text('country')} />
      </div>
      <CheckboxField
        label="I am 18 or older and accept the terms and conditions."
        name="acceptTerms"
        checked={acceptTerms}
        error={errors['acceptTerms']}
        onChange={(e) => setAcceptTerms(e.target.checked)}
      />
      <CheckboxField
        label="Email me news and offers."
        name="emailOptIn"
        checked={emailOptIn}
        error={errors['emailOptIn']}
        onChange={(e) => setEmailOptIn(e.target.checked)}
      />
      <div className="drawkit-row">
        <Button type="submit" variant="primary" pending={submitting}>
          Create account
        </Button>
        {onSwitch ? (
          <Button variant="link" onClick={onSwitch}>
            I already have an account
          </Button>
        ) : null}
      </div>
    </form>
  );
}
