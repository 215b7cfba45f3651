import { Messages, Money, Spinner, useDrawkit } from '@drawkit/widgets';
import { cancelWithdrawal, loadWithdrawal, type ApiMessage, type Withdrawal } from '@drawkit/sdk';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { aestDate } from '../account/limitForm';
import { CapabilityGate } from '../account/CapabilityGate';
import { ConfirmedAction } from '../common/ConfirmedAction';

const STATUS_LABELS: Record<Withdrawal['status'], string> = {
  pending: 'Pending: on its way to your bank',
  paid: 'Paid to your bank',
  cancelled: 'Cancelled: returned to your wallet',
};

const METHOD_LABELS: Record<Withdrawal['withdrawalMethodCode'], string> = {
  do: 'Bank transfer (Australia)',
  tt: 'International bank transfer',
  pl: 'PayPal',
  tw: 'Wire transfer',
};

function useWithdrawal(id: string) {
  const client = useDrawkit();
  const [state, setState] = useState<{ withdrawal: Withdrawal | null; messages: ApiMessage[] }>({ withdrawal: null, messages: [] });
  useEffect(() => {
    void loadWithdrawal(client, id).then((result) => setState(result.ok ? { withdrawal: result.value, messages: [] } : { withdrawal: null, messages: result.messages }));
  }, [client, id]);
  return { ...state, replace: (withdrawal: Withdrawal) => setState({ withdrawal, messages: [] }) };
}

/** While the shop has not paid it, the customer may take a withdrawal back: asked once more before it goes. */
function CancelWithdrawal({ withdrawal, onCancelled }: { withdrawal: Withdrawal; onCancelled: (withdrawal: Withdrawal) => void }) {
  const client = useDrawkit();
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<ApiMessage[]>([]);
  const cancel = async () => {
    setBusy(true);
    const result = await cancelWithdrawal(client, withdrawal.id);
    setBusy(false);
    if (result.ok) onCancelled(result.value);
    else setMessages(result.messages);
  };
  return (
    <div className="drawkit-stack">
      <Messages messages={messages} />
      <ConfirmedAction
        action="Cancel this withdrawal"
        question={
          <>
            Cancel this withdrawal and return <Money value={withdrawal.amount} /> to your wallet?
          </>
        }
        confirm="Yes, cancel it"
        busy={busy}
        onConfirm={cancel}
      />
    </div>
  );
}

function WithdrawalFacts({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <dl className="account-summary" data-testid="withdrawal">
      <dt>Amount</dt>
      <dd>
        <Money value={withdrawal.amount} />
      </dd>
      <dt>Status</dt>
      <dd>{STATUS_LABELS[withdrawal.status]}</dd>
      <dt>Paid to</dt>
      <dd>
        {withdrawal.bankAccount.accountName} · {withdrawal.bankAccount.code} · {withdrawal.bankAccount.accountNumber}
      </dd>
      <dt>Method</dt>
      <dd>{METHOD_LABELS[withdrawal.withdrawalMethodCode]}</dd>
      <dt>Requested</dt>
      <dd>{aestDate(withdrawal.createdAt)}</dd>
      <dt>Reference</dt>
      <dd>{withdrawal.id}</dd>
    </dl>
  );
}

/** `/my-account/withdraw/summary/{transactionID}`: where a withdrawal lands; the transaction id is the withdrawal's id. */
export function WithdrawSummaryPage() {
  useDocumentTitle('Withdrawal requested');
  const { transactionId = '' } = useParams();
  const { withdrawal, messages } = useWithdrawal(transactionId);
  return (
    <CapabilityGate needs={['wallet-withdrawal']}>
      <section className="page page--narrow" aria-labelledby="withdraw-summary-title">
        <h1 id="withdraw-summary-title">Withdrawal requested</h1>
        <div className="drawkit auth-panel drawkit-stack">
          <Messages messages={messages} />
          {!withdrawal && messages.length === 0 ? <Spinner label="Loading your withdrawal" /> : null}
          {withdrawal ? (
            <>
              <p role="status">
                We have taken <Money value={withdrawal.amount} /> from your wallet and will pay it to your bank account.
              </p>
              <WithdrawalFacts withdrawal={withdrawal} />
              <p>
                Wallet balance now: <Money value={withdrawal.balance} />
              </p>
              <p>
                <Link to={`/my-account/withdraw/details/${encodeURIComponent(withdrawal.id)}`}>Withdrawal details</Link> ·{' '}
                <Link to="/my-account/withdraw">Make another withdrawal</Link>
              </p>
            </>
          ) : null}
        </div>
      </section>
    </CapabilityGate>
  );
}

/** `/my-account/withdraw/details/{withdrawID}`: a withdrawal and where it stands; cancellable while pending. */
export function WithdrawDetailsPage() {
  useDocumentTitle('Withdrawal details');
  const { withdrawId = '' } = useParams();
  const { withdrawal, messages, replace } = useWithdrawal(withdrawId);
  const [cancelled, setCancelled] = useState(false);
  return (
    <CapabilityGate needs={['wallet-withdrawal']}>
      <section className="page page--narrow" aria-labelledby="withdraw-details-title">
        <h1 id="withdraw-details-title">Withdrawal details</h1>
        <div className="drawkit auth-panel drawkit-stack">
          <Messages messages={messages} />
          {!withdrawal && messages.length === 0 ? <Spinner label="Loading your withdrawal" /> : null}
          {cancelled && withdrawal ? (
            <p role="status">
              The withdrawal is cancelled: <Money value={withdrawal.amount} /> is back in your wallet.
            </p>
          ) : null}
          {withdrawal ? <WithdrawalFacts withdrawal={withdrawal} /> : null}
          {withdrawal?.status === 'pending' ? (
            <CancelWithdrawal
              withdrawal={withdrawal}
              onCancelled={(updated) => {
                replace(updated);
                setCancelled(true);
              }}
            />
          ) : null}
          <p>
            <Link to="/my-account/withdraw">Back to withdraw</Link>
          </p>
        </div>
      </section>
    </CapabilityGate>
  );
}
