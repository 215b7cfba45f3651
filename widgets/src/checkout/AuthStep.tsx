import { useState, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { StepHeading } from './StepHeading';

type AuthStepName = 'login_register' | 'login' | 'register';

/** Props of {@link AuthStep}. */
export interface AuthStepProps {
  /**
   * Called once the sign-in or sign-up call has finished. The session store says signed in
   * a little earlier, so a parent switching on `isAuthenticated` needs no callback.
   */
  onAuthenticated?: () => void;
  /** Focus the first step's heading: the shopper just asked to check out. */
  focusFirst?: boolean;
}

/**
 * Checkout steps 1 and 2 (shop-core §4): choose to sign in or create an account, then the
 * chosen form.
 */
export function AuthStep({ onAuthenticated, focusFirst = false }: AuthStepProps): ReactNode {
  const [step, setStep] = useState<AuthStepName>('login_register');
  // Focus follows the shopper's choices, never the first render (an embed must not steal focus).
  const [moved, setMoved] = useState(focusFirst);
  const go = (next: AuthStepName) => {
    setMoved(true);
    setStep(next);
  };

  return (
    <div className="drawkit-stack">
      <StepHeading key={step} step={step} focus={moved} />
      {step === 'login_register' ? (
        <div className="drawkit-choice">
          <Button variant="primary" onClick={() => go('login')}>
            Sign in
          </Button>
          <Button onClick={() => go('register')}>Create an account</Button>
        </div>
      ) : step === 'login' ? (
        <SignInForm onSignedIn={() => onAuthenticated?.()} onSwitch={() => go('register')} />
      ) : (
        <SignUpForm onSignedUp={() => onAuthenticated?.()} onSwitch={() => go('login')} />
      )}
    </div>
  );
}
