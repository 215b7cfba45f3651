import { Button, Field, Notice } from '@drawkit/widgets';
import { type ActionResult, validateForm } from '@drawkit/sdk';
import { useState, type FormEvent, type ReactNode } from 'react';

/** shop-specialised §5 form messages. */
export const REQUIRED_MESSAGE = 'This field is required';
export const PASSWORD_MISMATCH = 'Your password does not match';

/** Props of {@link NewPasswordForm}. */
export interface NewPasswordFormProps {
  /** Sends the new password; server messages show beside the field or above the form. */
  save: (password: string) => Promise<ActionResult>;
  onSaved: () => void;
  submitLabel?: string;
  /** Shown above the fields when a message has no field (e.g. an expired link); replaces the default. */
  renderGeneral?: (message: string) => ReactNode;
}

/** A new password typed twice: "Your password does not match" when they differ (shop-specialised §5). */
export function NewPasswordForm({ save, onSaved, submitLabel = 'Save new password', renderGeneral }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; general?: string }>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    // The password as the server's schema judges it; the typed-twice check is this form's own.
    const passwordError = (await validateForm('newPassword', { password }))['password'];
    const local = {
      ...(passwordError ? { password: passwordError } : {}),
      ...(confirm ? (confirm === password ? {} : { confirm: PASSWORD_MISMATCH }) : { confirm: REQUIRED_MESSAGE }),
    };
    if (Object.keys(local).length > 0) return setErrors(local);
    setErrors({});
    setSaving(true);
    const result = await save(password);
    setSaving(false);
    if (result.ok) return onSaved();
    const fieldMessage = result.messages.find((m) => m.field === 'password');
    const general = result.messages.find((m) => m.field !== 'password');
    setErrors({
      ...(fieldMessage ? { password: fieldMessage.message } : {}),
      ...(general ? { general: general.message } : {}),
    });
  };

  return (
    <form className="drawkit-stack" onSubmit={submit} noValidate aria-label="Choose your new password">
      {errors.general ? (renderGeneral ? renderGeneral(errors.general) : <Notice level="error">{errors.general}</Notice>) : null}
      <Field
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
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
        {submitLabel}
      </Button>
    </form>
  );
}
