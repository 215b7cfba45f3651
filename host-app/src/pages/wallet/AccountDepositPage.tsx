import { Button, Field, Messages, useDrawkit, WalletDeposit } from '@drawkit/widgets';
import { parseDollars, startAccountPayPalDeposit, validateAmount, type ApiMessage } from '@drawkit/sdk';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';

/** The PayPal part of the account deposit: an amount, then PayPal's approval (the authorisation page). */
function PayPalDeposit() {
  const client = useDrawkit();
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ApiMessage[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure([]);
    const invalid = validateAmount(amount);
    setAmountError(invalid);
    const cents = parseDollars(amount);
    if (invalid || cents === null) return;
    setBusy(true);
    const result = await startAccountPayPalDeposit(client, { amount: cents, currency: 'AUD' });
    setBusy(false);
    if (result.ok) navigate(`/my-account/deposit/authorisation/${encodeURIComponent(result.value.depositId)}`);
    else setFailure(result.messages);
  };

  return (
    <form className="drawkit-stack" onSubmit={(e) => void submit(e)} noValidate aria-label="Deposit with PayPal">
      <Field label="PayPal deposit amount ($)" value={amount} onChange={(e) => setAmount(e.target.value)} error={amountError} inputMode="decimal" />
      <Messages messages={failure} />
      <Button type="submit" variant="primary" pending={busy}>
        Deposit with PayPal
      </Button>
    </form>
  );
}

/**
 * `/my-account/deposit` (protected; wallet_deposit capability): money into the wallet from a card
 * (the WalletDeposit widget, as on `/deposit`) or PayPal. A card deposit lands on its summary.
 */
export function AccountDepositPage() {
  useDocumentTitle('Deposit');
  const navigate = useNavigate();
  // The card deposit widget shows the wallet balance.
  return (
    <CapabilityGate needs={['wallet_deposit']}>
      <section className="page page--narrow" aria-labelledby="account-deposit-title">
        <h1 id="account-deposit-title">Deposit</h1>
        <div className="drawkit auth-panel drawkit-stack">
          <section className="drawkit-stack" aria-labelledby="deposit-card-title">
            <h2 id="deposit-card-title">By card</h2>
            <WalletDeposit
              limitHref="/my-account/precommitment-limit"
              onDeposited={(deposit) => navigate(`/my-account/deposit/summary/${encodeURIComponent(deposit.transactionId)}`)}
            />
          </section>
          <section className="drawkit-stack" aria-labelledby="deposit-paypal-title">
            <h2 id="deposit-paypal-title">By PayPal</h2>
            <PayPalDeposit />
          </section>
        </div>
      </section>
    </CapabilityGate>
  );
}
