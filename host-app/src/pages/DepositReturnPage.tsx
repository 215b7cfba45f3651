import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ApiMessage } from '@drawkit/sdk';
import { useDrawkit } from '@drawkit/widgets';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { RequireSignIn } from '../session/RequireSignIn';

/** Where the shopper goes back to: the checkout, or the account's deposit page. */
interface BackLink {
  to: string;
  label: string;
}

const BACK_TO_CHECKOUT: BackLink = { to: '/checkout', label: 'Back to checkout' };

type Outcome = { kind: 'working' } | { kind: 'failed'; messages: ApiMessage[] } | { kind: 'cancelled' };

/** The PayPal return: success credits the wallet and buys the cart, then shows the receipt; cancel drops the deposit. */
function DepositReturn({ depositId, success, back }: { depositId: string; success: boolean; back: BackLink }) {
  const client = useDrawkit();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  // Strict mode mounts twice; the server would answer a second call the same, but one is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (!success) {
        await client.purchase.getState().cancelPayPalDeposit(depositId);
        setOutcome({ kind: 'cancelled' });
        return;
      }
      const result = await client.purchase.getState().completePayPalDeposit(depositId);
      if (result.ok) navigate(`/receipt/${encodeURIComponent(result.receipt.checkoutId)}`, { replace: true });
      else setOutcome({ kind: 'failed', messages: result.messages });
    })();
  }, [client, depositId, success, navigate]);

  if (outcome.kind === 'working') return <p role="status">{success ? 'Completing your PayPal payment…' : 'Cancelling your PayPal payment…'}</p>;
  if (outcome.kind === 'cancelled') {
    return (
      <>
        <p>
          Your PayPal payment was cancelled. Nothing was charged
          {back === BACK_TO_CHECKOUT ? ' and your cart is as you left it.' : '.'}
        </p>
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <div role="alert">
        {outcome.messages.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the server's messages, shown once in their order.
          <p key={i}>{m.message}</p>
        ))}
      </div>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </>
  );
}

/** `/checkout/deposit/{depositId}/success` and `/cancel`, `/my-account/deposit/{depositId}/cancel` (protected, shop-core §2). */
export function DepositReturnPage({ success, back = BACK_TO_CHECKOUT }: { success: boolean; back?: BackLink }) {
  useDocumentTitle(success ? 'Payment' : 'Payment cancelled');
  const { depositId = '' } = useParams();
  return (
    <RequireSignIn>
      <section className="page" aria-labelledby="deposit-title">
        <h1 id="deposit-title">{success ? 'PayPal payment' : 'PayPal payment cancelled'}</h1>
        <DepositReturn depositId={depositId} success={success} back={back} />
      </section>
    </RequireSignIn>
  );
}

export function DepositSuccessPage() {
  return <DepositReturnPage success />;
}

export function DepositCancelPage() {
  return <DepositReturnPage success={false} />;
}

/** A wallet deposit's PayPal cancel return: back to the account's deposit page. */
export function AccountDepositCancelPage() {
  return <DepositReturnPage success={false} back={{ to: '/deposit', label: 'Back to deposit' }} />;
}
