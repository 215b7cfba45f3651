import { Spinner, TwoFactorStep, useDrawkit, useStore } from '@drawkit/widgets';
import type { AutologinStatus } from '@drawkit/sdk';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { safeRedirect } from '../../session/safeRedirect';

/** Shown while the link is checked (shop-core §2 "Autologin page"). */
export const VERIFYING_AUTOMATIC_LOGIN = 'Verifying Automatic Login';

/** Where a failed link sends the shopper, after the notification. */
export const FAILED_LINK_REDIRECT = '/login';

type Kind = 'autologin' | 'transfer';

interface TokenSignInProps {
  kind: Kind;
  /** Where success goes when the link has no `redirect` query: home by default. */
  successTo?: string;
  /** Where a failed link goes, after the notification: the login page by default. */
  failureTo?: string;
}

/**
 * `/login/autologin/{autologinToken}` and `/login/transfer/{autologinToken}`: sign in from a
 * link. The screen is loading ("Verifying Automatic Login"), 2fa (the code form with a
 * contact-support link), verifying, error (a notification, then the login page) or success
 * (the `redirect` query target, else home) — shop-core §4 "Autologin screen".
 */
export function TokenSignInPage({ kind, successTo = '/', failureTo = FAILED_LINK_REDIRECT }: TokenSignInProps) {
  const client = useDrawkit();
  const { autologinToken = '' } = useParams();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'), successTo);
  const autologinStatus = useStore(client.session, (s) => s.autologinStatus);
  const needsCode = useStore(client.session, (s) => s.twoFactor.required);
  // This visit's own outcome: the store's status may still hold an earlier link's.
  const [outcome, setOutcome] = useState<AutologinStatus>('loading');
  const started = useRef<string | null>(null);
  useDocumentTitle(VERIFYING_AUTOMATIC_LOGIN);

  useEffect(() => {
    // Once per token, StrictMode's second effect included: a link works once.
    if (started.current === autologinToken) return;
    started.current = autologinToken;
    const session = client.session.getState();
    const run = kind === 'autologin' ? session.autologin(autologinToken) : session.transfer(autologinToken);
    void run.then((result) => {
      const required = client.session.getState().twoFactor.required;
      setOutcome(result.ok ? 'success' : required ? '2fa' : result.messages.length > 0 ? 'error' : 'loading');
      if (!result.ok && !required && result.messages.length > 0) {
        // "other failures show a notification and redirect".
        client.notifications.getState().notify({
          title: 'Something went wrong',
          message: result.messages[0]?.message ?? 'Something went wrong.',
          level: 'error',
          actions: [{ label: 'Ok, got it' }],
        });
      }
    });
  }, [client, kind, autologinToken]);

  const status: AutologinStatus = outcome === '2fa' && kind === 'autologin' && autologinStatus === 'verifying' ? 'verifying' : outcome;

  if (status === 'success') return <Navigate to={target} replace />;
  if (status === 'error') return <Navigate to={failureTo} replace />;

  const showCode = (status === '2fa' || status === 'verifying') && needsCode;
  return (
    <section className="page page--narrow" aria-labelledby="token-sign-in-title">
      <h1 id="token-sign-in-title">{VERIFYING_AUTOMATIC_LOGIN}</h1>
      {showCode ? (
        <div className="drawkit auth-panel">
          {status === 'verifying' ? <p role="status">Verifying your code…</p> : null}
          <TwoFactorStep
            supportHref="/about/contact-us"
            onVerified={() => setOutcome('success')}
          />
        </div>
      ) : (
        <Spinner label={VERIFYING_AUTOMATIC_LOGIN} />
      )}
    </section>
  );
}

export function AutologinPage() {
  return <TokenSignInPage kind="autologin" />;
}

export function TransferPage() {
  return <TokenSignInPage kind="transfer" />;
}
