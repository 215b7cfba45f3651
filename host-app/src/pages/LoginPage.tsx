import { SignInForm, SignUpForm, useDrawkit, useStore } from '@drawkit/widgets';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { safeRedirect } from '../session/safeRedirect';
import { SocialSignInButtons } from './identity/SocialSignIns';

/**
 * `/login`: the widgets' sign-in form (with its two-factor step) or sign-up, one click away,
 * then back to where the shopper was headed (`?redirect=`, same-site paths only). A customer
 * who must change password is sent on by the layout's account redirects.
 */
export function LoginPage() {
  const client = useDrawkit();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  const isAuthenticated = useStore(client.session, (state) => state.isAuthenticated);
  const [mode, setMode] = useState<'login' | 'register'>('login');
  useDocumentTitle(mode === 'login' ? 'Log in' : 'Create an account');

  // Signing in flips isAuthenticated in the session store, which lands here.
  if (isAuthenticated) return <Navigate to={target} replace />;

  return (
    <section className="page page--narrow" aria-labelledby="login-title">
      <h1 id="login-title">{mode === 'login' ? 'Log in' : 'Create an account'}</h1>
      <div className="drawkit auth-panel">
        {mode === 'login' ? (
          <>
            <SignInForm onSignedIn={() => undefined} onSwitch={() => setMode('register')} supportHref="/about/contact-us" />
            <p>
              <Link className="link-target" to="/forgot-password">
                Forgot your password?
              </Link>
            </p>
            <SocialSignInButtons />
          </>
        ) : (
          <SignUpForm onSignedUp={() => undefined} onSwitch={() => setMode('login')} />
        )}
      </div>
    </section>
  );
}
