import { Button, Field, Notice, useDrawkit } from '@drawkit/widgets';
import { changePassword, NEW_PASSWORD_SAVED, validateForm } from '@drawkit/sdk';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { fieldErrors, REQUIRED } from './fieldErrors';

/** shop-specialised §5 "mismatch": "Your {fieldName} does not match". */
export const PASSWORD_MISMATCH = 'Your password does not match';

/**
 * `/change-Password` (protected): `POST /customer/change-password` (form) with the current and
 * the new password; on success the 'New Password Saved' notification (shop-specialised §8) and
 * back to the account. The customer's other sessions end.
 */
export function ChangePasswordPage() {
  const client = useDrawkit();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useDocumentTitle('Change password');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    // The two passwords as the server's schema judges them; the typed-twice check is this form's own.
    const local: Record<string, string> = {};
    for (const [field, message] of Object.entries(await validateForm('changePassword', { currentPassword: current, newPassword: next }))) {
      if (message) local[field] = message;
    }
    if (!confirm) local.confirm = REQUIRED;
    else if (confirm !== next) local.confirm = PASSWORD_MISMATCH;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    const result = await changePassword(client, current, next);
    setSaving(false);
    if (!result.ok) return setErrors(fieldErrors(result.messages));
    client.notifications.getState().notify({ ...NEW_PASSWORD_SAVED, level: 'success', isAutoDismissed: true });
    void navigate('/my-account');
  };

  return (
    <section className="page page--narrow" aria-labelledby="change-password-title">
      <p>
        <Link to="/my-account">My account</Link>
      </p>
      <h1 id="change-password-title">Change password</h1>
      <div className="drawkit auth-panel">
        <form className="drawkit-stack" onSubmit={submit} noValidate aria-label="Change your password">
          {errors.general ? <Notice level="error">{errors.general}</Notice> : null}
          <Field
            label="Current password"
            type="password"
            name="current-password"
            autoComplete="current-password"
            value={current}
            error={errors.currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <Field
            label="New password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            hint="At least 8 characters."
            value={next}
            error={errors.newPassword}
            onChange={(e) => setNext(e.target.value)}
          />
          <Field
            label="Confirm new password"
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            error={errors.confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <Button type="submit" variant="primary" pending={saving}>
            Change password
          </Button>
        </form>
      </div>
    </section>
  );
}
