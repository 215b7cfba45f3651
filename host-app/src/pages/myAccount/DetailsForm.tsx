import { Button, Field, Notice, SelectField } from '@drawkit/widgets';
import { SELECTABLE_REGIONS, type CustomerDetails, type CustomerDetailsRequest, type ValueResult } from '@drawkit/sdk';
import { useState, type FormEvent } from 'react';
import { fieldErrors, INVALID_EMAIL, INVALID_PHONE, INVALID_POSTCODE, REQUIRED } from './fieldErrors';

type Values = Omit<CustomerDetails, 'dateOfBirth'>;
const REQUIRED_FIELDS = ['firstname', 'lastname', 'email', 'address', 'suburb', 'state', 'postcode', 'country'] as const;

/** The §5 rules the server applies too, checked here first so a mistake shows without a round trip. */
export function validateDetails(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of REQUIRED_FIELDS) if (!values[field].trim()) errors[field] = REQUIRED;
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = INVALID_EMAIL;
  const phone = values.phone.trim();
  if (phone && !(/^\+?[\d\s()-]+$/.test(phone) && /^\d{8,15}$/.test(phone.replace(/\D/g, '')))) errors.phone = INVALID_PHONE;
  if (!errors.postcode && !/^\d{4}$/.test(values.postcode.trim())) errors.postcode = INVALID_POSTCODE;
  return errors;
}

/** The details record as a form (my-details); the server's field messages show beside their fields. */
export function DetailsForm({
  details,
  save,
  onSaved,
}: {
  details: CustomerDetails;
  save: (request: CustomerDetailsRequest) => Promise<ValueResult<unknown>>;
  onSaved?: () => void;
}) {
  const { dateOfBirth: _dateOfBirth, ...initial } = details;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const local = validateDetails(values);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    const { phone, addressLine2, ...rest } = values;
    const result = await save({ ...rest, ...(phone.trim() ? { phone } : {}), ...(addressLine2.trim() ? { addressLine2 } : {}) });
    setSaving(false);
    if (result.ok) onSaved?.();
    else setErrors(fieldErrors(result.messages));
  };

  const field = (name: keyof Values, label: string, extra: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' } = {}) => (
    <Field label={label} name={name} value={values[name]} error={errors[name]} onChange={set(name)} {...extra} />
  );

  return (
    <form className="drawkit-stack" onSubmit={submit} noValidate aria-label="Your details">
      {errors.general ? <Notice level="error">{errors.general}</Notice> : null}
      {field('firstname', 'First name', { autoComplete: 'given-name' })}
      {field('lastname', 'Last name', { autoComplete: 'family-name' })}
      {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
      {field('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      {field('address', 'Address', { autoComplete: 'address-line1' })}
      {field('addressLine2', 'Address line 2 (optional)', { autoComplete: 'address-line2' })}
      {field('suburb', 'Suburb', { autoComplete: 'address-level2' })}
      <SelectField
        label="State"
        name="state"
        value={values.state}
        error={errors.state}
        onChange={set('state')}
        options={SELECTABLE_REGIONS.map((region) => ({ value: region, label: region === 'OTHER' ? 'Other' : region }))}
      />
      {field('postcode', 'Post code', { inputMode: 'numeric', autoComplete: 'postal-code' })}
      {field('country', 'Country', { autoComplete: 'country-name' })}
      <Button type="submit" variant="primary" pending={saving}>
        Save details
      </Button>
    </form>
  );
}
