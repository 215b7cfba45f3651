import { Button, Field, Notice, Spinner, useDrawkit } from '@drawkit/widgets';
import {
  beginAuthenticatorSetup,
  confirmAuthenticator,
  disableTwoFactor,
  loadTwoFactorStatus,
  switchToEmailTwoFactor,
  validateTwoFactorCode,
  type AuthenticatorSetup,
  type TwoFactorStatus,
} from '@drawkit/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { SocialSignInSection } from '../identity/SocialSignIns';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

type Busy = null | 'load' | 'begin' | 'confirm' | 'email' | 'disable';

/** How the page describes the current set-up. */
export function twoFactorSummary(status: TwoFactorStatus): string {
  if (!status.enabled) return 'Two-factor authentication is off.';
  if (status.method === 'authenticator') return 'Two-factor authentication is on: codes come from your authenticator app.';
  return `Two-factor authentication is on: codes are emailed to ${status.identifier ?? 'you'}.`;
}

/**
 * `/my-account/login-and-security` (protected): two-factor status, authenticator set-up with the
 * server's QR code and the secret for manual entry, confirmed with a code; switch to emailed
 * codes; turn two-factor off.
 */
export function LoginAndSecurityPage() {
  const client = useDrawkit();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>('load');
  useDocumentTitle('Login and security');

  useEffect(() => {
    let live = true;
    void loadTwoFactorStatus(client).then((result) => {
      if (!live) return;
      setBusy(null);
      if (result.ok) setStatus(result.value);
      else setError(result.messages[0]?.message ?? 'Something went wrong.');
    });
    return () => {
      live = false;
    };
  }, [client]);

  const saved = (message: string) => client.notifications.getState().notify({ title: 'Success', message, level: 'success', isAutoDismissed: true });

  async function run<T>(kind: Busy, call: () => Promise<{ ok: true; value: T } | { ok: false; messages: { message: string; field?: string }[] }>) {
    setBusy(kind);
    setError(null);
    const result = await call();
    setBusy(null);
    if (!result.ok) setError(result.messages[0]?.message ?? 'Something went wrong.');
    return result;
  }

  const begin = async () => {
    const result = await run('begin', () => beginAuthenticatorSetup(client));
    if (result.ok) {
      setSetup(result.value);
      setCode('');
      setCodeError(undefined);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateTwoFactorCode(code.trim());
    if (invalid[0]) return setCodeError(invalid[0].message);
    setCodeError(undefined);
    setBusy('confirm');
    setError(null);
    const result = await confirmAuthenticator(client, code.trim());
    setBusy(null);
    if (!result.ok) return setCodeError(result.messages[0]?.message ?? 'Something went wrong.');
    setStatus(result.value);
    setSetup(null);
    saved('Your authenticator app is set up.');
  };

  const switchToEmail = async () => {
    const result = await run('email', () => switchToEmailTwoFactor(client));
    if (result.ok) {
      setStatus(result.value);
      setSetup(null);
      saved('Codes will be emailed to you from now on.');
    }
  };

  const disable = async () => {
    const result = await run('disable', () => disableTwoFactor(client));
    if (result.ok) {
      setStatus(result.value ?? (status ? { ...status, enabled: false, method: null, identifier: null, authenticatorPending: false } : null));
      setSetup(null);
      saved('Two-factor authentication is off.');
    }
  };

  return (
    <section className="page page--narrow" aria-labelledby="security-title">
      <h1 id="security-title">Login and security</h1>
      <div className="drawkit auth-panel drawkit-stack">
        <h2>Two-factor authentication</h2>
        {error ? <Notice level="error">{error}</Notice> : null}
        {busy === 'load' ? <Spinner label="Loading your settings" /> : null}
        {status ? <p data-testid="two-factor-summary">{twoFactorSummary(status)}</p> : null}
        {setup ? (
          <form className="drawkit-stack" onSubmit={confirm} noValidate aria-label="Set up your authenticator app">
            <p>Scan this QR code with your authenticator app, or enter the key by hand. Then type the 6 digit code it shows.</p>
            <img src={setup.qrCodeDataUrl} alt="QR code for your authenticator app" width={200} height={200} />
            <p>
              Key: <code data-testid="authenticator-secret">{setup.secret}</code>
            </p>
            <Field
              label="6 digit code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              error={codeError}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            <div className="drawkit-row">
              <Button type="submit" variant="primary" pending={busy === 'confirm'}>
                Confirm
              </Button>
              <Button variant="link" onClick={() => setSetup(null)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : status ? (
          <div className="drawkit-row">
            {status.method !== 'authenticator' || !status.enabled ? (
              <Button variant="primary" pending={busy === 'begin'} onClick={() => void begin()}>
                Set up an authenticator app
              </Button>
            ) : null}
            {status.method !== 'email' || !status.enabled ? (
              <Button pending={busy === 'email'} onClick={() => void switchToEmail()}>
                Email me codes instead
              </Button>
            ) : null}
            {status.enabled ? (
              <Button pending={busy === 'disable'} onClick={() => void disable()}>
                Turn off two-factor
              </Button>
            ) : null}
          </div>
        ) : null}
        <SocialSignInSection />
      </div>
    </section>
  );
}
