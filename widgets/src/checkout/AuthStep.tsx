import { useState, type ReactNode } from 'react';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
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
  /** The contact-support link of the two-factor step. */
  supportHref?: string;
}

/**
 * Checkout steps 1 and 2 (shop-core §4): choose to sign in or create an account, then the
 * chosen form; a sign-in that asks for a second factor shows the 2fa step (also step 2).
 */
export function AuthStep({ onAuthenticated, focusFirst = false, supportHref }: AuthStepProps): ReactNode {
  const client = useDrawkit();
  const needsCode = useStore(client.session, (s) => s.twoFactor.required);
  const [chosen, setStep] = useState<AuthStepName>('login_register');
  const step = chosen === 'login' && needsCode ? '2fa' : chosen;
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
      ) : step === 'login' || step === '2fa' ? (
        <SignInForm
          onSignedIn={() => onAuthenticated?.()}
          onSwitch={() => go('register')}
          {...(supportHref === undefined ? {} : { supportHref })}
        />
      ) : (
        <SignUpForm onSignedUp={() => onAuthenticated?.()} onSwitch={() => go('login')} />
      )}
    </div>
  );
}
