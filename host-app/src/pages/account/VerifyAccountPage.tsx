import { Button, Field, Notice, SelectField, useDrawkit, useStore } from '@drawkit/widgets';
import { isVerificationPending, submitLicenceVerification, VERIFICATION_PROVIDERS, type VerificationMethodType, type VerificationStatus } from '@drawkit/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { PhotoUpload } from '../identity/PhotoUpload';
import { ProviderButtons, ProviderReturn } from '../identity/ProviderVerification';
import { CapabilityGate } from './CapabilityGate';

const METHOD_LABELS: Record<VerificationMethodType, string> = {
  auto_verification: 'Automatic check',
  connect_id: 'ConnectID',
  drivers_licence: "Driver's licence",
  greenid_ui: 'greenID',
  pdf_form: 'Paper form',
  photo_id_upload: 'Photo ID upload',
};

const STATUS_LABELS: Record<VerificationStatus, string> = {
  disabled: 'Not available',
  not_attempted: 'Not started',
  pending: 'Being checked',
  in_progress: 'In progress',
  attempted: 'Tried, not verified',
};

/** Shown while uploaded photos wait for the reviewer. */
export const PHOTOS_BEING_CHECKED = 'Thanks. We are checking your photos and will verify your account once the check is done.';

/** One line saying where the customer's verification stands. */
export function verificationSummary(isVerified: boolean, pending: boolean): string {
  if (isVerified) return 'Your account is verified.';
  if (pending) return 'We are checking your details. Your account will be verified once the check is done.';
  return 'Your account is not verified yet. Verify it to buy more than $20.00 of tickets at a time.';
}

/** `/my-account/verify-account` (protected; verify-ID): verification status and methods. */
function VerifyAccount() {
  const client = useDrawkit();
  const customer = useStore(client.session, (s) => s.customer);
  useDocumentTitle('Verify your account');
  useEffect(() => {
    void client.session.getState().loadCustomer();
  }, [client]);
  if (!customer) return null;
  const methods = customer.verification?.methods ?? [];
  const statusOf = (type: VerificationMethodType) => methods.find((m) => m.type === type)?.status ?? 'disabled';
  // Photos waiting for the reviewer count as pending here too: the customer has nothing left to do.
  const pending = isVerificationPending(customer.verification) || statusOf('photo_id_upload') === 'pending';
  const open = !customer.isVerified && !pending;
  const canStart = open && statusOf('drivers_licence') !== 'disabled';
  return (
    <section className="page page--narrow" aria-labelledby="verify-title">
      <h1 id="verify-title">Verify your account</h1>
      <div className="drawkit auth-panel drawkit-stack">
        <ProviderReturn />
        <p data-testid="verification-summary">{verificationSummary(customer.isVerified, pending)}</p>
        {!customer.isVerified && statusOf('photo_id_upload') === 'pending' ? (
          <Notice level="success" title="Photos sent">
            {PHOTOS_BEING_CHECKED}
          </Notice>
        ) : null}
        {methods.length > 0 ? (
          <ul aria-label="Verification methods">
            {methods.map((m) => (
              <li key={m.type}>
                {METHOD_LABELS[m.type]}: {STATUS_LABELS[m.status]}
              </li>
            ))}
          </ul>
        ) : null}
        {open && statusOf('photo_id_upload') !== 'disabled' ? <PhotoUpload /> : null}
        {open ? <ProviderButtons available={VERIFICATION_PROVIDERS.filter((p) => statusOf(p) !== 'disabled')} /> : null}
        {canStart ? (
          <p>
            <Link className="drawkit-button" to="/my-account/manual-verification">
              Verify with your driver&apos;s licence
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

const LICENCE_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/**
 * `/my-account/manual-verification` (protected; verify-ID): a driver's licence sent for review.
 * The spec's outside providers are not wired in here, so this form is the one way to verify;
 * it sets the account pending until the shop checks it.
 */
function ManualVerification() {
  const client = useDrawkit();
  const [values, setValues] = useState({ licenceNumber: '', licenceState: '', cardNumber: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  useDocumentTitle('Verify with your licence');
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required = 'This field is required';
    const missing = {
      licenceNumber: values.licenceNumber.trim() ? undefined : required,
      licenceState: values.licenceState ? undefined : required,
      cardNumber: values.cardNumber.trim() ? undefined : required,
    };
    setErrors(missing);
    if (Object.values(missing).some(Boolean)) return;
    setBusy(true);
    const result = await submitLicenceVerification(client, {
      licenceNumber: values.licenceNumber.trim(),
      licenceState: values.licenceState,
      cardNumber: values.cardNumber.trim(),
    });
    setBusy(false);
    if (result.ok) return setSent(true);
    const byField: Record<string, string | undefined> = {};
    for (const m of result.messages) byField[m.field && m.field in values ? m.field : 'general'] ??= m.message;
    setErrors(byField);
  };

  return (
    <section className="page page--narrow" aria-labelledby="manual-verification-title">
      <h1 id="manual-verification-title">Verify with your driver&apos;s licence</h1>
      <div className="drawkit auth-panel drawkit-stack">
        {sent ? (
          <>
            <Notice level="success" title="Details sent">
              Thanks. We are checking your licence and will verify your account once the check is done.
            </Notice>
            <Link to="/my-account/verify-account">Back to verification</Link>
          </>
        ) : (
          <form className="drawkit-stack" onSubmit={submit} noValidate aria-label="Driver's licence">
            <Field label="Licence number" name="licenceNumber" value={values.licenceNumber} error={errors['licenceNumber']} onChange={(e) => set('licenceNumber')(e.target.value)} />
            <SelectField
              label="State of issue"
              name="licenceState"
              placeholder="Select…"
              value={values.licenceState}
              error={errors['licenceState']}
              options={LICENCE_STATES.map((s) => ({ value: s, label: s }))}
              onChange={(e) => set('licenceState')(e.target.value)}
            />
            <Field label="Card number" name="cardNumber" value={values.cardNumber} error={errors['cardNumber']} onChange={(e) => set('cardNumber')(e.target.value)} />
            {errors['general'] ? <Notice level="error">{errors['general']}</Notice> : null}
            <Button type="submit" variant="primary" pending={busy}>
              Send for checking
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}

export function VerifyAccountPage() {
  return (
    <CapabilityGate needs={['verify-ID']}>
      <VerifyAccount />
    </CapabilityGate>
  );
}

export function ManualVerificationPage() {
  return (
    <CapabilityGate needs={['verify-ID']}>
      <ManualVerification />
    </CapabilityGate>
  );
}
