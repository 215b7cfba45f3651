import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';

/** What every field shows around its input: label, hint and error. */
export interface FieldChromeProps {
  /** The visible label. */
  label: ReactNode;
  /** Shown under the input, linked by aria-describedby, and marks the input aria-invalid. */
  error?: string | undefined;
  /** Help shown above the input, linked by aria-describedby. */
  hint?: ReactNode;
  /** Extra class names for the field's wrapper. */
  className?: string;
}

function describedBy(hintId: string | undefined, errorId: string | undefined): string | undefined {
  return [hintId, errorId].filter(Boolean).join(' ') || undefined;
}

/** Props of {@link Field}: the chrome plus a native input's props. */
export type FieldProps = FieldChromeProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/** A labelled text input with its hint and error linked for assistive technology. */
export function Field({ label, error, hint, className, id, ...input }: FieldProps): ReactNode {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx('drawkit-field', className)}>
      <label htmlFor={inputId}>{label}</label>
      {hint ? (
        <span id={hintId} className="drawkit-field-hint">
          {hint}
        </span>
      ) : null}
      <input
        {...input}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
      />
      {error ? (
        <span id={errorId} className="drawkit-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** Props of {@link SelectField}. */
export type SelectFieldProps = FieldChromeProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    /** The choices, in order. */
    options: readonly { value: string; label: string }[];
    /** First, empty option ("Select…"). */
    placeholder?: string;
  };

/** A labelled select with its error linked. */
export function SelectField({ label, error, hint, className, id, options, placeholder, ...select }: SelectFieldProps): ReactNode {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cx('drawkit-field', className)}>
      <label htmlFor={selectId}>{label}</label>
      {hint ? (
        <span id={hintId} className="drawkit-field-hint">
          {hint}
        </span>
      ) : null}
      <select {...select} id={selectId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className="drawkit-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** Props of {@link CheckboxField}. */
export type CheckboxFieldProps = FieldChromeProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'>;

/** A checkbox with its label beside it and its error linked. */
export function CheckboxField({ label, error, hint, className, id, ...input }: CheckboxFieldProps): ReactNode {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx('drawkit-check', className)}>
      <input
        {...input}
        type="checkbox"
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
      />
      <label htmlFor={inputId}>{label}</label>
      {hint ? (
        <span id={hintId} className="drawkit-field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="drawkit-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
