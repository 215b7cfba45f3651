import type { ReactNode } from 'react';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Announced to assistive technology; without it the spinner is decoration (e.g. in a busy button). */
  label?: string;
}

/** A small rotating ring; with a label it is a polite status ("Loading your cart"). */
export function Spinner({ label }: SpinnerProps): ReactNode {
  if (!label) return <span className="drawkit-spinner" aria-hidden="true" />;
  return (
    <span role="status" className="drawkit-row">
      <span className="drawkit-spinner" aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
