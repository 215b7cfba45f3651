import { Button, Field, Notice, SelectField, useDrawkit } from '@drawkit/widgets';
import { addBankAccount, validateBankAccount, type BankAccount, type BankAccountField, type BankAccountType } from '@drawkit/sdk';
import { useState, type FormEvent } from 'react';

const TYPE_OPTIONS = [
  { value: 'national', label: 'Australian bank account (BSB)' },
  { value: 'international', label: 'International bank account (SWIFT)' },
] as const;

/**
 * The bank account form (shop-core §5 "Bank account form sends code, accountNumber,
 * accountName, type"): server errors land on their fields ("account_number to accountNumber;
 * bsb and swift to bankCode", §4), others above the form.
 */
export function BankAccountForm({ onAdded, onCancel }: { onAdded: (account: BankAccount) => void; onCancel?: (() => void) | undefined }) {
  const client = useDrawkit();
  const [type, setType] = useState<BankAccountType>('national');
  const [code, setCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountName, setAccountName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<BankAccountField, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = { code: code.trim(), accountNumber: accountNumber.trim(), accountName: accountName.trim(), type };
    const invalid = validateBankAccount(request);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    const result = await addBankAccount(client, request);
    setBusy(false);
    if (result.ok) onAdded(result.account);
    else setErrors(result.errors);
  };

  return (
    <form className="drawkit-stack" onSubmit={(e) => void submit(e)} noValidate aria-label="Add a bank account">
      {errors.general ? <Notice level="error">{errors.general}</Notice> : null}
      <SelectField
        label="Account type"
        value={type}
        options={TYPE_OPTIONS}
        onChange={(e) => setType(e.target.value as BankAccountType)}
        error={errors.type}
      />
      <Field
        label={type === 'national' ? 'BSB' : 'SWIFT code'}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={errors.bankCode}
        autoComplete="off"
        inputMode={type === 'national' ? 'numeric' : 'text'}
      />
      <Field
        label={type === 'national' ? 'Account number' : 'Account number or IBAN'}
        value={accountNumber}
        onChange={(e) => setAccountNumber(e.target.value)}
        error={errors.accountNumber}
        autoComplete="off"
        inputMode={type === 'national' ? 'numeric' : 'text'}
      />
      <Field label="Account name" value={accountName} onChange={(e) => setAccountName(e.target.value)} error={errors.accountName} autoComplete="name" />
      <div className="drawkit-row">
        <Button type="submit" variant="primary" pending={busy}>
          Save bank account
        </Button>
        {onCancel ? (
          <Button variant="link" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
