import { Button, Field, Notice, useDrawkit } from '@drawkit/widgets';
import { FORGOT_PASSWORD_CONFIRMATION, forgotPassword, validateForm } from '@drawkit/sdk';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/**
 * `/forgot-password`: `POST /password/forgot`, then the same confirmation whether or not the
 * address has an account (so the page tells no one who is a customer).
 */
export function ForgotPasswordPage() {
  const client = useDrawkit();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  useDocumentTitle('Forgot your password');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const emailError = (await validateForm('forgotPassword', { email }))['email'];
    if (emailError) return setError(emailError);
    setError(undefined);
    setGeneral(undefined);
    setSending(true);
    const result = await forgotPassword(client, email.trim());
    setSending(false);
    if (result.ok) setSent(true);
    else setGeneral(result.messages[0]?.message ?? 'Something went wrong.');
  };

  return (
    <section className="page page--narrow" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot your password</h1>
      <div className="drawkit auth-panel">
        {sent ? (
          <div className="drawkit-stack">
            <Notice level="success">{FORGOT_PASSWORD_CONFIRMATION}</Notice>
            <Link to="/login">Back to log in</Link>
          </div>
        ) : (
          <form className="drawkit-stack" onSubmit={submit} noValidate aria-label="Forgot password">
            <p>Enter your email address and we will email you a link to choose a new password.</p>
            {general ? <Notice level="error">{general}</Notice> : null}
            <Field label="Email" type="email" name="email" autoComplete="email" value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
            <Button type="submit" variant="primary" pending={sending}>
              Email me a reset link
            </Button>
            <Link to="/login">Back to log in</Link>
          </form>
        )}
      </div>
    </section>
  );
}
