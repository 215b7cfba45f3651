import { Button, Field, Notice, useDrawkit, useStore } from '@drawkit/widgets';
import { closeAccount } from '@drawkit/sdk';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { RequireSignIn } from '../../session/RequireSignIn';
import { CapabilityGate } from '../account/CapabilityGate';
import { fieldErrors, REQUIRED } from './fieldErrors';

export const CLOSE_ACCOUNT_SUCCESS_PATH = '/close-my-account/success';

function CloseAccountForm({ onClosing }: { onClosing: (closing: boolean) => void }) {
  const client = useDrawkit();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!password) return setErrors({ password: REQUIRED });
    setErrors({});
    setSaving(true);
    onClosing(true);
    const result = await closeAccount(client, password, reason.trim() || undefined);
    if (result.ok) return;
    onClosing(false);
    setSaving(false);
    setErrors(fieldErrors(result.messages));
  };

  return (
    <form className="drawkit-stack" onSubmit={submit} noValidate aria-label="Close your account">
      {errors.general ? <Notice level="error">{errors.general}</Notice> : null}
      <p>
        Closing your account signs you out everywhere. You will not be able to sign in or buy tickets again. Tickets you already hold stay
        valid and any prizes are still paid.
      </p>
      <Field
        label="Why are you leaving? (optional)"
        name="reason"
        value={reason}
        error={errors.reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Field
        label="Your password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="primary" pending={saving}>
        Close my account
      </Button>
    </form>
  );
}

/**
 * `/close-my-account` (protected; customer-deactivate capability): `DELETE /customer` with the
 * password. Once closed the session ends, and "on the close-account page" the sign-out goes
 * "to the success route" (shop-core §4) rather than to sign-in.
 */
export function CloseAccountPage() {
  const client = useDrawkit();
  const isAuthenticated = useStore(client.session, (s) => s.isAuthenticated);
  const closing = useRef(false);
  const [, rerender] = useState(0);
  useDocumentTitle('Close my account');

  if (!isAuthenticated && closing.current) return <Navigate to={CLOSE_ACCOUNT_SUCCESS_PATH} replace />;
  return (
    <RequireSignIn>
      <section className="page page--narrow" aria-labelledby="close-account-title">
        <p>
          <Link to="/my-account">My account</Link>
        </p>
        <h1 id="close-account-title">Close my account</h1>
        <div className="drawkit auth-panel drawkit-stack">
          <CapabilityGate needs={['customer-deactivate']}>
            <CloseAccountForm
              onClosing={(value) => {
                closing.current = value;
                rerender((n) => n + 1);
              }}
            />
          </CapabilityGate>
        </div>
      </section>
    </RequireSignIn>
  );
}

/** `/close-my-account/success`. */
export function CloseAccountSuccessPage() {
  useDocumentTitle('Your account is closed');
  return (
    <section className="page page--message" aria-labelledby="closed-title">
      <h1 id="closed-title">Your account is closed</h1>
      <p>You have been signed out. Thank you for playing with us.</p>
      <div className="page--message__actions">
        <Link className="button" to="/">
          Go to the homepage
        </Link>
      </div>
    </section>
  );
}
