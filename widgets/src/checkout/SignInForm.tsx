import { useState, type FormEvent, type ReactNode } from 'react';
import { validateForm } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { GENERIC_FAILURE, settle } from '../context/settle';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { useStore } from '../context/useStore';
import { TwoFactorStep } from '../signIn/TwoFactorStep';
import { groupServerMessages, hasErrors } from './formRules';
import { useFormErrors } from './useFormErrors';

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** Called after a successful sign-in. */
  onSignedIn: () => void;
  /** Shows "Create an account instead" when given. */
  onSwitch?: () => void;
  /** The contact-support link of the two-factor step. */
  supportHref?: string;
}

/**
 * Email and password; server messages beside the field they name, or above the form. When the
 * account asks for a second factor, the two-factor step takes the form's place.
 */
export function SignInForm({ onSignedIn, onSwitch, supportHref }: SignInFormProps): ReactNode {
  const client = useDrawkit();
  const needsCode = useStore(client.session, (s) => s.twoFactor.required);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { errors, formRef, fail, clear } = useFormErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const local = await validateForm('login', { email, password });
    if (hasErrors(local)) {
      setSubmitting(false);
      return fail(local);
    }
    clear();
    const result = await settle(() => client.session.getState().login({ email: email.trim(), password }), GENERIC_FAILURE);
    setSubmitting(false);
    if (result.ok) onSignedIn();
    // A request for a code is not a failure of this form: the two-factor step opens instead.
    else if (!client.session.getState().twoFactor.required) fail(groupServerMessages(result.messages, ['email', 'password']));
  };

  if (needsCode) {
    return (
      <TwoFactorStep
        onVerified={onSignedIn}
        onCancel={() => client.session.getState().cancelTwoFactor()}
        {...(supportHref === undefined ? {} : { supportHref })}
      />
    );
  }

  return (
    <form ref={formRef} className="drawkit-stack" onSubmit={submit} noValidate aria-label="Sign in">
      {errors['general'] ? <Notice level="error">{errors['general']}</Notice> : null}
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={errors['email']}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors['password']}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="drawkit-row">
        <Button type="submit" variant="primary" pending={submitting}>
          Sign in
        </Button>
        {onSwitch ? (
          <Button variant="link" onClick={onSwitch}>
            Create an account instead
          </Button>
        ) : null}
      </div>
    </form>
  );
}
