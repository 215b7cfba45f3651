import { Button, Notice, useDrawkit, useStore } from '@drawkit/widgets';
import { listSocialSignIns, socialSignInUrl, unlinkSocialSignIn, type SocialIdentity, type SocialProvider } from '@drawkit/sdk';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const PROVIDER_NAMES: Record<string, string> = { apple: 'Apple', google: 'Google', sandbox: 'the sandbox identity provider' };

/** The providers this shop signs in with and has a page for (the site config's `socialSignIn`). */
function useSocialProviders(): SocialProvider[] {
  const client = useDrawkit();
  const configured = useStore(client.session, (s) => s.config?.socialSignIn);
  return (configured ?? []).filter((p): p is SocialProvider => socialSignInUrl('', p as SocialProvider, 'signin') !== null);
}

/** On the login page: sign in with a provider the customer linked. */
export function SocialSignInButtons() {
  const providers = useSocialProviders();
  if (providers.length === 0) return null;
  return (
    <p className="drawkit-row">
      {providers.map((p) => (
        <a key={p} className="drawkit-button" href={socialSignInUrl(window.location.origin, p, 'signin')!}>
          Sign in with {PROVIDER_NAMES[p]}
        </a>
      ))}
    </p>
  );
}

/** On login and security: the linked sign-ins, linking another and unlinking. */
export function SocialSignInSection() {
  const client = useDrawkit();
  const providers = useSocialProviders();
  const [params] = useSearchParams();
  const [linked, setLinked] = useState<SocialIdentity[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const justLinked = params.get('linked');

  // Only a shop with sign-in providers can have links to list.
  const any = providers.length > 0;
  useEffect(() => {
    if (!any) return;
    void listSocialSignIns(client).then((result) => (result.ok ? setLinked(result.value) : setError(result.messages[0]?.message ?? null)));
  }, [client, any]);

  const unlink = async (provider: SocialProvider) => {
    setBusy(provider);
    const result = await unlinkSocialSignIn(client, provider);
    setBusy(null);
    if (!result.ok) return setError(result.messages[0]?.message ?? 'Something went wrong.');
    setLinked((list) => (list ?? []).filter((l) => l.provider !== provider));
  };

  if (!any) return null;
  const unlinkedProviders = providers.filter((p) => !(linked ?? []).some((l) => l.provider === p));
  return (
    <div className="drawkit-stack" aria-labelledby="social-sign-in-title" role="region">
      <h2 id="social-sign-in-title">Sign in with another account</h2>
      {justLinked && (linked ?? []).some((l) => l.provider === justLinked) ? (
        <Notice level="success">You can now sign in with {PROVIDER_NAMES[justLinked] ?? justLinked}.</Notice>
      ) : null}
      {error ? <Notice level="error">{error}</Notice> : null}
      {(linked ?? []).length > 0 ? (
        <ul aria-label="Linked sign-ins">
          {(linked ?? []).map((l) => (
            <li key={l.provider}>
              {PROVIDER_NAMES[l.provider] ?? l.provider} ({l.email}){' '}
              <Button variant="link" pending={busy === l.provider} onClick={() => void unlink(l.provider)}>
                Unlink
              </Button>
            </li>
          ))}
        </ul>
      ) : linked ? (
        <p>No other sign-in is linked to your account.</p>
      ) : null}
      {unlinkedProviders.map((p) => (
        <p key={p}>
          <a className="drawkit-button" href={socialSignInUrl(window.location.origin, p, 'link')!}>
            {`Link ${PROVIDER_NAMES[p]}`}
          </a>
        </p>
      ))}
    </div>
  );
}
