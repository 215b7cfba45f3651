import { useEffect, useRef, type ReactNode } from 'react';
import { stepHeading, type CheckoutStepName } from './steps';

export interface StepHeadingProps {
  step: CheckoutStepName;
  /**
   * Move focus here when the step opens after a shopper's action (not on page load). Read when
   * the heading mounts only, so focus never jumps while the shopper is typing.
   */
  focus?: boolean;
}

/** "Step 2 of 3" above the step's title, so the shopper knows where they are. */
export function StepHeading({ step, focus = false }: StepHeadingProps): ReactNode {
  const ref = useRef<HTMLHeadingElement>(null);
  const focusOnMount = useRef(focus);
  useEffect(() => {
    if (focusOnMount.current) ref.current?.focus();
  }, []);
  const { label, title } = stepHeading(step);
  return (
    <header>
      <p className="drawkit-step-label">{label}</p>
      <h2 ref={ref} tabIndex={-1}>
        {title}
      </h2>
    </header>
  );
}
