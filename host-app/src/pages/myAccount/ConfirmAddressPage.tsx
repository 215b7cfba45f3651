import { Button, Notice, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import {
  ADDRESS_CONFIRMED,
  CONFIRMATION_BANNER_TEXT,
  confirmByLink,
  confirmCustomer,
  EMAIL_CONFIRMED,
  LINK_EXPIRED_MESSAGE,
  type ConfirmationKind,
} from '@drawkit/sdk';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { signInPath } from '../../session/safeRedirect';

type LinkState = { status: 'confirming' } | { status: 'confirmed'; kind: ConfirmationKind } | { status: 'failed'; message: string };

/** With a token: the emailed link, confirmed without a sign-in (`PATCH /customer/confirm-address/{token}`). */
function ConfirmByLink({ token }: { token: string }) {
  const client = useDrawkit();
  const [state, setState] = useState<LinkState>({ status: 'confirming' });
  const started = useRef(false);

  useEffect(() => {
    // A single-use link: confirm once, even when an effect runs twice.
    if (started.current) return;
    started.current = true;
    void confirmByLink(client, token).then((result) =>
      setState(
        result.ok
          ? { status: 'confirmed', kind: result.value }
          : { status: 'failed', message: result.messages[0]?.code === 'token_invalid' ? LINK_EXPIRED_MESSAGE : (result.messages[0]?.message ?? LINK_EXPIRED_MESSAGE) },
      ),
    );
  }, [client, token]);

  if (state.status === 'confirming') return <Spinner label="Confirming" />;
  if (state.status === 'failed') return <Notice level="error">{state.message}</Notice>;
  return <Notice level="success">{state.kind === 'address' ? ADDRESS_CONFIRMED : EMAIL_CONFIRMED}</Notice>;
}

/** Without a token: what the signed-in customer has to confirm (address first), with Confirm and Update. */
function ConfirmSignedIn() {
  const client = useDrawkit();
  const customer = useStore(client.session, (s) => s.customer);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<ConfirmationKind | null>(null);

  useEffect(() => {
    void client.session.getState().loadCustomer();
  }, [client]);

  if (!customer) return <Spinner label="Loading your account" />;
  const kind: ConfirmationKind | null = customer.addressConfirmationRequired ? 'address' : customer.emailAddressConfirmationRequired ? 'email' : null;
  if (!kind) return <Notice level="success">{done === 'email' ? EMAIL_CONFIRMED : ADDRESS_CONFIRMED}</Notice>;
  const noun = kind === 'address' ? 'address' : 'email';
  return (
    <div className="drawkit-stack">
      {done ? <Notice level="success">{done === 'address' ? ADDRESS_CONFIRMED : EMAIL_CONFIRMED}</Notice> : null}
      <p>{CONFIRMATION_BANNER_TEXT[kind]}</p>
      <div className="confirm-banner__actions">
        <Button
          variant="primary"
          pending={busy}
          onClick={async () => {
            if (busy) return;
            setBusy(true);
            const result = await confirmCustomer(client, kind);
            setBusy(false);
            if (result.ok) setDone(kind);
          }}
        >
          Confirm {noun}
        </Button>
        <Link className="button" to="/my-account/my-details">
          Update {noun}
        </Link>
      </div>
    </div>
  );
}

/** `/my-account/confirm-address/{token?}` (not protected, shop-core §2). */
export function ConfirmAddressPage() {
  const client = useDrawkit();
  const { token } = useParams();
  const location = useLocation();
  const isAuthenticated = useStore(client.session, (s) => s.isAuthenticated);
  const status = useStore(client.session, (s) => s.status);
  useDocumentTitle('Confirm your address');

  if (!token && !isAuthenticated && status !== 'idle' && status !== 'loading') return <Navigate to={signInPath(location.pathname)} replace />;
  return (
    <section className="page page--narrow" aria-labelledby="confirm-address-title">
      <h1 id="confirm-address-title">Confirm your address</h1>
      <div className="drawkit auth-panel drawkit-stack">
        {token ? <ConfirmByLink token={token} /> : isAuthenticated ? <ConfirmSignedIn /> : <Spinner label="Checking your session…" />}
        <p>
          <Link to={isAuthenticated ? '/my-account' : '/'}>{isAuthenticated ? 'Go to my account' : 'Go to the homepage'}</Link>
        </p>
      </div>
    </section>
  );
}
