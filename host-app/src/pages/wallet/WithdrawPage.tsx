import { Button, Field, Messages, Money, Notice, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import { loadWithdrawalMethods, parseDollars, requestWithdrawal, validateAmount, type ApiMessage, type BankAccount } from '@drawkit/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';
import { BankAccountForm } from './BankAccountForm';

/**
 * `/my-account/withdraw` (protected; wallet-withdrawal capability): withdraw winnings and
 * deposits to a bank account. At most the withdrawable funds; an unverified customer is sent to
 * verify first. Success goes to the summary, whose path ends in the withdrawal id (shop-core §2).
 */
function Withdraw() {
  const client = useDrawkit();
  const navigate = useNavigate();
  const customer = useStore(client.session, (s) => s.customer);
  const [accounts, setAccounts] = useState<BankAccount[] | null>(null);
  const [loadFailure, setLoadFailure] = useState<ApiMessage[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ApiMessage[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void loadWithdrawalMethods(client).then((result) => {
      if (!result.ok) {
        setLoadFailure(result.messages);
        return;
      }
      const banks = result.value.flatMap((m) => (m.type === 'bank' && m.bankAccount ? [m.bankAccount] : []));
      setAccounts(banks);
      setChosen(banks.find((b) => b.default)?.id ?? banks[0]?.id ?? null);
    });
  }, [client]);

  if (!customer) return <Spinner label="Loading your wallet" />;
  const withdrawable = customer.withdrawableFunds;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure([]);
    const invalid = validateAmount(amount, { max: withdrawable });
    setAmountError(invalid);
    const cents = parseDollars(amount);
    if (invalid || cents === null || !chosen) return;
    setBusy(true);
    const result = await requestWithdrawal(client, { fundId: chosen, amount: { amount: cents, currency: withdrawable.currency } });
    setBusy(false);
    if (result.ok) {
      navigate(`/my-account/withdraw/summary/${encodeURIComponent(result.value.transactionId)}`);
      return;
    }
    const onAmount = result.messages.find((m) => m.field === 'amount');
    setAmountError(onAmount?.message);
    setFailure(result.messages.filter((m) => m !== onAmount));
  };

  return (
    <div className="drawkit auth-panel drawkit-stack">
      <dl className="account-summary">
        <dt>Wallet balance</dt>
        <dd>
          <Money value={customer.balance} />
        </dd>
        <dt>Available to withdraw</dt>
        <dd data-testid="withdrawable-funds">
          <Money value={withdrawable} />
        </dd>
      </dl>
      {!customer.isVerified ? (
        <Notice level="warning">
          Please verify your account before you withdraw. <Link to="/my-account/verify-account">Verify your account</Link>
        </Notice>
      ) : null}
      {loadFailure.length > 0 ? <Messages messages={loadFailure} /> : null}
      {accounts === null && loadFailure.length === 0 ? <Spinner label="Loading your bank accounts" /> : null}
      {accounts !== null && (accounts.length === 0 || adding) ? (
        <section className="drawkit-stack" aria-labelledby="bank-account-title">
          <h2 id="bank-account-title">Add a bank account</h2>
          <BankAccountForm
            onAdded={(account) => {
              setAccounts((list) => [...(list ?? []).filter((a) => a.id !== account.id), account]);
              setChosen(account.id);
              setAdding(false);
            }}
            onCancel={accounts.length > 0 ? () => setAdding(false) : undefined}
          />
        </section>
      ) : null}
      {accounts !== null && accounts.length > 0 && !adding ? (
        <form className="drawkit-stack" onSubmit={(e) => void submit(e)} noValidate aria-label="Withdraw">
          <fieldset className="drawkit-stack">
            <legend>Pay to</legend>
            {accounts.map((account) => (
              <label key={account.id} className="drawkit-choice">
                <input type="radio" name="bank-account" value={account.id} checked={chosen === account.id} onChange={() => setChosen(account.id)} />
                {account.accountName} · {account.code} · {account.accountNumber}
              </label>
            ))}
            <div>
              <Button variant="link" onClick={() => setAdding(true)}>
                Add another bank account
              </Button>
            </div>
          </fieldset>
          <Field
            label="Amount to withdraw ($)"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amountError}
            inputMode="decimal"
            autoComplete="off"
          />
          {failure.length > 0 ? <Messages messages={failure} /> : null}
          <Button type="submit" variant="primary" pending={busy} disabled={!customer.isVerified}>
            Withdraw
          </Button>
        </form>
      ) : null}
    </div>
  );
}

export function WithdrawPage() {
  useDocumentTitle('Withdraw');
  return (
    <CapabilityGate needs={['wallet-withdrawal']}>
      <section className="page page--narrow" aria-labelledby="withdraw-title">
        <h1 id="withdraw-title">Withdraw</h1>
        <Withdraw />
      </section>
    </CapabilityGate>
  );
}
