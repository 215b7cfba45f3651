import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TWO_FACTOR_CODE_LENGTH, type TwoFactorState } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { GENERIC_FAILURE, settle } from '../context/settle';
import { useStore } from '../context/useStore';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { CodeCells, emptyDigits } from './CodeCells';

/** 'Account locked' (shop-specialised §8, "Two-factor locked"). */
export const ACCOUNT_LOCKED = {
  title: 'Account locked',
  message: 'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
} as const;

/** Where "contact support" goes unless the host says otherwise. */
export const DEFAULT_SUPPORT_HREF = '/about/contact-us';

/** Props of {@link TwoFactorStep}. */
export interface TwoFactorStepProps {
  /** Called once the code is accepted (the session is signed in by then). */
  onVerified?: () => void;
  /** Shows "Use a different account" when given (back to the credentials). */
  onCancel?: () => void;
  /** The contact-support link. Default `/about/contact-us`. */
  supportHref?: string;
  /** Focus the first cell when the step opens. Default true: the shopper just signed in. */
  autoFocus?: boolean;
}

/** "the part before the at sign, then asterisks" comes masked from the server already. */
function prompt(twoFactor: TwoFactorState): string {
  if (twoFactor.method === 'email' && twoFactor.identifier) {
    return `Enter the 6 digit code we emailed to ${twoFactor.identifier}.`;
  }
  if (twoFactor.method === 'email') return 'Enter the 6 digit code we emailed to you.';
  if (twoFactor.method === 'authenticator') return 'Enter the 6 digit code from your authenticator app.';
  return 'Enter the 6 digit code from your authenticator app or email.';
}

/** Re-renders when `at` (epoch ms) passes, so a disabled resend link comes back by itself. */
function useRerenderAt(at: number): void {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const wait = at - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(tick, wait);
    return () => clearTimeout(timer);
  }, [at]);
}

/**
 * The two-factor step of a sign-in (shop-specialised §2 "Two-factor step"; shop-core §4, §5, §8):
 * six digit cells that submit when full, a Continue button and Enter, the 'Don't require 2FA
 * again for N days' option, a resend link (disabled 60 s after use and while locked), and the
 * 'Account locked' alert with a contact-support link. Drives the session store's waiting sign-in
 * (login, autologin or transfer).
 */
export function TwoFactorStep({ onVerified, onCancel, supportHref = DEFAULT_SUPPORT_HREF, autoFocus = true }: TwoFactorStepProps): ReactNode {
  const client = useDrawkit();
  const twoFactor = useStore(client.session, (s) => s.twoFactor);
  const [digits, setDigits] = useState(emptyDigits);
  const [remember, setRemember] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const first = useRef<HTMLInputElement | null>(null);
  const errorId = useId();
  const promptId = useId();
  useRerenderAt(twoFactor.resendAvailableAt);

  useEffect(() => {
    if (autoFocus) first.current?.focus();
  }, [autoFocus]);

  const locked = twoFactor.locked;
  const error = locked ? null : (twoFactor.errors[0]?.message ?? failure);

  const submit = async (code: string) => {
    if (submitting || locked) return;
    setSubmitting(true);
    setFailure(null);
    setResent(false);
    const options = twoFactor.rememberDeviceDays ? { rememberDevice: remember } : {};
    const result = await settle(() => client.session.getState().submitCode(code, options), GENERIC_FAILURE);
    setSubmitting(false);
    if (result.ok) {
      onVerified?.();
      return;
    }
    // The store shows its own messages; a thrown failure has only this one.
    if (client.session.getState().twoFactor.errors.length === 0) setFailure(result.messages[0]?.message ?? null);
    // A complete code was refused: start again from the first cell.
    if (code.length === TWO_FACTOR_CODE_LENGTH) {
      setDigits(emptyDigits());
      first.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(digits.join(''));
  };

  const resend = async () => {
    setResending(true);
    setResent(false);
    const result = await settle(() => client.session.getState().resendCode(), GENERIC_FAILURE);
    setResending(false);
    setResent(result.ok);
  };

  const canResend = client.session.getState().canResendCode() && !resending;

  return (
    <form className="drawkit-stack drawkit-two-factor" onSubmit={onSubmit} noValidate aria-label="Two-factor code">
      <p id={promptId}>{prompt(twoFactor)}</p>
      {locked ? (
        <Notice level="error" title={ACCOUNT_LOCKED.title}>
          {ACCOUNT_LOCKED.message} <a href={supportHref}>Contact support</a>
        </Notice>
      ) : null}
      <fieldset className="drawkit-fieldset" aria-describedby={promptId}>
        <legend className="drawkit-field-label">6 digit code</legend>
        <CodeCells
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setFailure(null);
          }}
          onComplete={(code) => void submit(code)}
          disabled={locked || submitting}
          errorId={error ? errorId : undefined}
          firstRef={(element) => {
            first.current = element;
          }}
        />
        {error ? (
          <span id={errorId} className="drawkit-field-error" role="alert">
            {error}
          </span>
        ) : null}
      </fieldset>
      {twoFactor.rememberDeviceDays ? (
        <CheckboxField
          label={`Don't require 2FA again for ${twoFactor.rememberDeviceDays} days`}
          checked={remember}
          disabled={locked}
          onChange={(e) => setRemember(e.target.checked)}
        />
      ) : null}
      {resent ? <Notice level="success">We sent you a new code.</Notice> : null}
      <div className="drawkit-row">
        <Button type="submit" variant="primary" pending={submitting} disabled={locked}>
          Continue
        </Button>
        {twoFactor.method === 'email' ? (
          <Button variant="link" onClick={() => void resend()} disabled={!canResend} aria-disabled={!canResend || undefined}>
            Resend code
          </Button>
        ) : null}
        {onCancel ? (
          <Button variant="link" onClick={onCancel}>
            Use a different account
          </Button>
        ) : null}
      </div>
    </form>
  );
}
