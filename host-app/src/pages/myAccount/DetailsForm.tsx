import { Button, Field, Notice, SelectField } from '@drawkit/widgets';
import { SELECTABLE_REGIONS, type CustomerDetails, type CustomerDetailsRequest, type ValueResult, validateForm } from '@drawkit/sdk';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from './fieldErrors';

type Values = Omit<CustomerDetails, 'dateOfBirth'>;

/** The request this form sends: phone and address line 2 left out when empty. */
function toRequest(values: Values): CustomerDetailsRequest {
  const { phone, addressLine2, ...rest } = values;
  return { ...rest, ...(phone.trim() ? { phone } : {}), ...(addressLine2.trim() ? { addressLine2 } : {}) };
}

/** The request as the server's details schema judges it, so a mistake shows without a round trip. */
export async function validateDetails(values: Values): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(await validateForm('customerDetails', toRequest(values)))) {
    if (message) errors[field] = message;
  }
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
    setSaving(true);
    const local = await validateDetails(values);
    setErrors(local);
    if (Object.keys(local).length > 0) return setSaving(false);
    const result = await save(toRequest(values));
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
