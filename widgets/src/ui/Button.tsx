import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';

/** Props of {@link Button}: a native button's, plus these. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` for the main action, `secondary` (default) for others, `link` for quiet ones. */
  variant?: 'primary' | 'secondary' | 'link';
  /** Busy: disabled, marked aria-busy and showing a spinner, so a second click does nothing. */
  pending?: boolean;
  /** Full width. */
  block?: boolean;
}

/** A button that defaults to `type="button"`, so it never submits a form by accident. */
export function Button({
  variant = 'secondary',
  pending = false,
  block = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps): ReactNode {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={cx('drawkit-button', `drawkit-button--${variant}`, block && 'drawkit-button--block', className)}
    >
      {pending ? <Spinner /> : null}
      {children}
    </button>
  );
}
