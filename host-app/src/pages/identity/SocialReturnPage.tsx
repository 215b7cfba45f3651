import { Notice, Spinner, TwoFactorStep, useDrawkit, useStore } from '@drawkit/widgets';
import { idTokenFromFragment, linkSocialSignIn, SOCIAL_PROVIDERS, type SocialProvider } from '@drawkit/sdk';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

const SECURITY_PAGE = '/my-account/login-and-security';

type Outcome = { kind: 'working' } | { kind: 'signed-in' } | { kind: 'linked' } | { kind: 'failed'; message: string };

/**
 * `/login/social/{provider}?intent=signin|link#id_token=…`: where a sign-in provider returns.
 * Sign-in sends the token to the shop, which signs in only the customer who linked that identity
 * (the code form when two-factor is on); link adds it to the signed-in customer. The token is
 * taken from the fragment once and the fragment cleared, so it stays out of history.
 */
export function SocialReturnPage() {
  const client = useDrawkit();
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  const intent = params.get('intent') === 'link' ? 'link' : 'signin';
  const needsCode = useStore(client.session, (s) => s.twoFactor.required);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef(false);
  useDocumentTitle(intent === 'link' ? 'Linking your sign-in' : 'Signing you in');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const idToken = idTokenFromFragment(window.location.hash);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider) || !idToken) {
      setOutcome({ kind: 'failed', message: 'This sign-in could not be confirmed. Please try again.' });
      return;
    }
    const known = provider as SocialProvider;
    const run = async (): Promise<Outcome> => {
      await client.session.getState().init();
      if (intent === 'link') {
        const linked = await linkSocialSignIn(client, known, idToken);
        return linked.ok ? { kind: 'linked' } : { kind: 'failed', message: linked.messages[0]?.message ?? 'Something went wrong.' };
      }
      const signedIn = await client.session.getState().socialSignIn(known, idToken);
      if (signedIn.ok) return { kind: 'signed-in' };
      return client.session.getState().twoFactor.required ? { kind: 'working' } : { kind: 'failed', message: signedIn.messages[0]?.message ?? 'Something went wrong.' };
    };
    void run().then(setOutcome);
  }, [client, provider, intent]);

  if (outcome.kind === 'signed-in') return <Navigate to="/" replace />;
  if (outcome.kind === 'linked') return <Navigate to={`${SECURITY_PAGE}?linked=${encodeURIComponent(provider)}`} replace />;
  return (
    <section className="page page--narrow" aria-labelledby="social-return-title">
      <h1 id="social-return-title">{intent === 'link' ? 'Linking your sign-in' : 'Signing you in'}</h1>
      <div className="drawkit auth-panel drawkit-stack">
        {outcome.kind === 'failed' ? (
          <>
            <Notice level="error">{outcome.message}</Notice>
            <Link to={intent === 'link' ? SECURITY_PAGE : '/login'}>{intent === 'link' ? 'Back to login and security' : 'Back to log in'}</Link>
          </>
        ) : needsCode ? (
          <TwoFactorStep supportHref="/about/contact-us" onVerified={() => setOutcome({ kind: 'signed-in' })} />
        ) : (
          <Spinner label={intent === 'link' ? 'Linking your sign-in' : 'Signing you in'} />
        )}
      </div>
    </section>
  );
}
