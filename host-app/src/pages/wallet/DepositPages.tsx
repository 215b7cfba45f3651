import { Messages, Money, Spinner, useDrawkit } from '@drawkit/widgets';
import {
  cancelAccountDeposit,
  completeAccountDeposit,
  loadDepositTransaction,
  loadPendingDeposit,
  type AccountDepositResult,
  type ApiMessage,
  type DepositTransaction,
  type PendingDeposit,
} from '@drawkit/sdk';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { aestDate } from '../account/limitForm';
import { CapabilityGate } from '../account/CapabilityGate';

const STATUS_LABELS: Record<PendingDeposit['status'], string> = {
  pending: 'Waiting for your approval',
  approved: 'Approved, not yet in your wallet',
  completed: 'In your wallet',
  failed: 'Failed: nothing was charged',
  cancelled: 'Cancelled: nothing was charged',
};

function DepositFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <CapabilityGate needs={['wallet_deposit']}>
      <section className="page page--narrow" aria-labelledby="deposit-page-title">
        <h1 id="deposit-page-title">{title}</h1>
        <div className="drawkit auth-panel drawkit-stack">
          {children}
          <p>
            <Link to="/my-account/deposit">Back to deposit</Link>
          </p>
        </div>
      </section>
    </CapabilityGate>
  );
}

/** Loads once per id; strict mode's second mount reuses the first call. */
function useOnce<T>(key: string, run: () => Promise<{ ok: true; value: T } | { ok: false; messages: ApiMessage[] }>) {
  const [state, setState] = useState<{ value: T | null; messages: ApiMessage[]; done: boolean }>({ value: null, messages: [], done: false });
  const started = useRef<string | null>(null);
  // `run` is a fresh closure each render: the effect reads the latest, and the key says when to run again.
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (started.current === key) return;
    started.current = key;
    void runRef.current().then((result) => setState(result.ok ? { value: result.value, messages: [], done: true } : { value: null, messages: result.messages, done: true }));
  }, [key]);
  return state;
}

/** `/my-account/deposit/summary/{transactionID}`: a deposit as the wallet's ledger shows it. */
export function DepositSummaryPage() {
  const client = useDrawkit();
  const { transactionId = '' } = useParams();
  const state = useOnce<DepositTransaction>(transactionId, () => loadDepositTransaction(client, transactionId));
  return (
    <DepositFrame title="Deposit summary">
      <Messages messages={state.messages} />
      {!state.done ? <Spinner label="Loading your deposit" /> : null}
      {state.value ? (
        <dl className="account-summary" data-testid="deposit-summary">
          <dt>Amount</dt>
          <dd>
            <Money value={state.value.amount} />
          </dd>
          <dt>Paid by</dt>
          <dd>{state.value.description}</dd>
          <dt>Date</dt>
          <dd>{aestDate(state.value.createdAt)}</dd>
          <dt>Wallet balance</dt>
          <dd>
            <Money value={state.value.balance} />
          </dd>
        </dl>
      ) : null}
    </DepositFrame>
  );
}

/** `/my-account/deposit/authorisation/{depositID}`: a deposit waiting for PayPal's approval (or a card challenge). */
export function DepositAuthorisationPage() {
  const client = useDrawkit();
  const { depositId = '' } = useParams();
  const state = useOnce<PendingDeposit>(depositId, () => loadPendingDeposit(client, depositId));
  const deposit = state.value;
  const approveAt = deposit?.status === 'pending' ? (deposit.approvalUrl ?? deposit.challenge?.url) : undefined;
  return (
    <DepositFrame title="Authorise your deposit">
      <Messages messages={state.messages} />
      {!state.done ? <Spinner label="Loading your deposit" /> : null}
      {deposit ? (
        <>
          <p>
            Deposit of <Money value={deposit.amount} />: {STATUS_LABELS[deposit.status]}.
          </p>
          {approveAt ? (
            <p>
              <a className="drawkit-button drawkit-button--primary" href={approveAt}>
                {deposit.kind === 'paypal' ? 'Continue to PayPal' : 'Confirm with your card issuer'}
              </a>
            </p>
          ) : (
            <p>
              <Link to={`/my-account/deposit/details/${encodeURIComponent(deposit.depositId)}`}>Deposit details</Link>
            </p>
          )}
        </>
      ) : null}
    </DepositFrame>
  );
}

function CompletedDeposit({ depositId }: { depositId: string }) {
  const client = useDrawkit();
  const state = useOnce<AccountDepositResult>(`complete:${depositId}`, () => completeAccountDeposit(client, depositId));
  if (!state.done) return <p role="status">Completing your PayPal deposit…</p>;
  if (!state.value) return <Messages messages={state.messages} />;
  return (
    <>
      <p role="status">
        Your deposit of <Money value={state.value.amount} /> is in your wallet.
      </p>
      <p>
        Wallet balance: <Money value={state.value.balance} />
      </p>
      <p>
        <Link to={`/my-account/deposit/summary/${encodeURIComponent(state.value.transactionId)}`}>Deposit summary</Link>
      </p>
    </>
  );
}

function FailedDeposit({ depositId }: { depositId: string }) {
  const client = useDrawkit();
  // PayPal came back without an approval: drop the deposit so it cannot be completed later.
  const state = useOnce<PendingDeposit>(`cancel:${depositId}`, () => cancelAccountDeposit(client, depositId));
  if (!state.done) return <p role="status">Cancelling your PayPal deposit…</p>;
  return (
    <>
      <Messages messages={state.messages} />
      <p role="alert">Your PayPal deposit did not go through. Nothing was charged.</p>
    </>
  );
}

function DepositStatus({ depositId }: { depositId: string }) {
  const client = useDrawkit();
  const state = useOnce<PendingDeposit>(depositId, () => loadPendingDeposit(client, depositId));
  if (!state.done) return <Spinner label="Loading your deposit" />;
  if (!state.value) return <Messages messages={state.messages} />;
  const deposit = state.value;
  return (
    <dl className="account-summary" data-testid="deposit-details">
      <dt>Amount</dt>
      <dd>
        <Money value={deposit.amount} />
      </dd>
      <dt>By</dt>
      <dd>{deposit.kind === 'paypal' ? 'PayPal' : 'Card'}</dd>
      <dt>Status</dt>
      <dd>{STATUS_LABELS[deposit.status]}</dd>
    </dl>
  );
}

/**
 * `/my-account/deposit/details/{depositID}` and its `/success` and `/failure` variants (shop-core
 * §2): PayPal returns an account deposit to these; success credits the wallet, failure drops it.
 */
export function DepositDetailsPage({ outcome }: { outcome?: 'success' | 'failure' }) {
  const { depositId = '' } = useParams();
  const title = outcome === 'success' ? 'Deposit complete' : outcome === 'failure' ? 'Deposit failed' : 'Deposit details';
  return (
    <DepositFrame title={title}>
      {outcome === 'success' ? <CompletedDeposit depositId={depositId} /> : null}
      {outcome === 'failure' ? <FailedDeposit depositId={depositId} /> : null}
      {outcome === undefined ? <DepositStatus depositId={depositId} /> : null}
    </DepositFrame>
  );
}

export function DepositStatusPage() {
  return <DepositDetailsPage />;
}

export function DepositSuccessDetailsPage() {
  return <DepositDetailsPage outcome="success" />;
}

export function DepositFailureDetailsPage() {
  return <DepositDetailsPage outcome="failure" />;
}
