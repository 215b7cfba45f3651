import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  depositFromNewCard,
  depositFromStoredCard,
  formatMoney,
  parseDollars,
  validateAmount,
  type PendingDeposit,
  type WalletDepositReceipt,
  type WalletDepositResult,
} from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
import { CardFields, EMPTY_CARD, toCardInput, validateCard, validateStoredCardCode, type CardValues } from '../checkout/CardFields';
import { collectErrors, groupServerMessages, hasErrors, PAYMENT_FAILURE_FALLBACK } from '../checkout/formRules';
import { ChallengeModal } from '../checkout/payment/ChallengeModal';
import { StoredCards } from '../checkout/payment/StoredCards';
import { useFormErrors } from '../checkout/useFormErrors';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Money } from '../ui/Money';
import { Notice } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';

/** Props of {@link WalletDeposit}. */
export interface WalletDepositProps {
  /** Called after the money is in the wallet. */
  onDeposited?: ((deposit: WalletDepositReceipt) => void) | undefined;
  /** Where the deposit (precommitment) limit is managed; shown with what is left of it. */
  limitHref?: string | undefined;
}

const CARD_FIELDS = ['number', 'expiry', 'expiryMonth', 'expiryYear', 'securityCode', 'holderName'];

/** The attempt a card challenge interrupted: resent with the same Idempotency-Key once answered. */
interface Interrupted {
  fundId: string;
  amountCents: number;
  securityCode: string | undefined;
  idempotencyKey: string;
  pending: PendingDeposit;
}

/**
 * A wallet deposit (shop-core §2 `/deposit`, §7 'Funds and payments'): an amount, then a stored
 * card (with its security code when the gateway asks) or a new card, which is stored. Respects
 * the card rules' minimum and maximum and shows what is left of the deposit limit; a failure
 * shows the first server message, else the spec's fallback (shop-core §8).
 */
export function WalletDeposit({ onDeposited, limitHref }: WalletDepositProps): ReactNode {
  const client = useDrawkit();
  const methods = useStore(client.purchase, (s) => s.paymentMethods);
  const balance = useStore(client.session, (s) => s.customer?.balance ?? null);
  const precommitment = useStore(client.session, (s) => s.customer?.preCommitment ?? null);
  const [amount, setAmount] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [storedCode, setStoredCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [managing, setManaging] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [done, setDone] = useState<WalletDepositReceipt | null>(null);
  const [interrupted, setInterrupted] = useState<Interrupted | null>(null);
  const { errors, formRef, fail, clear } = useFormErrors();
  const inFlight = useRef(false);

  useEffect(() => {
    let live = true;
    client.purchase
      .getState()
      .loadPaymentMethods()
      .catch(() => undefined)
      .finally(() => live && setLoaded(true));
    if (!client.session.getState().customer) client.session.getState().loadCustomer().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client]);

  const cardMethod = methods.find((m) => m.type === 'card');
  const storedCards = methods.filter((m) => m.type === 'card' && m.card && m.enabled);
  const cardsOn = cardMethod ? cardMethod.enabled : true;
  const known = chosen === 'card' || storedCards.some((m) => m.id === chosen);
  const method = (known ? chosen : null) ?? (storedCards.find((m) => m.default) ?? storedCards[0])?.id ?? 'card';
  const stored = storedCards.find((m) => m.id === method);
  // "card deposits respect minAmount and maxAmount from the rules" (shop-core §5).
  const bounds = cardMethod ? { min: cardMethod.rules?.minAmount ?? cardMethod.minAmount, max: cardMethod.rules?.maxAmount ?? cardMethod.maxAmount } : null;
  const left = precommitment ? { ...precommitment.limit, amount: Math.max(0, precommitment.limit.amount - precommitment.amountDeposited.amount) } : null;

  const finish = useCallback(
    (result: WalletDepositResult, retry: Omit<Interrupted, 'pending'> | null) => {
      inFlight.current = false;
      setBusy(false);
      if (result.ok) {
        setDone(result.deposit);
        setAmount('');
        setCard(EMPTY_CARD);
        setStoredCode('');
        onDeposited?.(result.deposit);
        return;
      }
      if (result.pending?.challenge && retry) return setInterrupted({ ...retry, pending: result.pending });
      const grouped = groupServerMessages(result.messages, [...CARD_FIELDS, 'amount']);
      fail({ ...grouped, ...(hasErrors(grouped) ? {} : { general: result.messages[0]?.message ?? PAYMENT_FAILURE_FALLBACK }) });
    },
    [fail, onDeposited],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    // Held while the checks load and run, so a second click cannot start a second deposit.
    inFlight.current = true;
    clear();
    setDone(null);
    const amountError = validateAmount(amount, { min: bounds?.min, max: bounds?.max });
    const cardErrors =
      method === 'card'
        ? await validateCard(card, true)
        : collectErrors({ securityCode: stored?.requiresSecurityCode ? await validateStoredCardCode(storedCode) : undefined });
    const all = { ...cardErrors, ...(amountError ? { amount: amountError } : {}) };
    if (hasErrors(all)) {
      inFlight.current = false;
      return fail(all);
    }
    const cents = parseDollars(amount) ?? 0;
    const money = { amount: cents, currency: balance?.currency ?? 'AUD' } as const;
    setBusy(true);
    if (method === 'card') {
      const input = toCardInput(card);
      const idempotencyKey = crypto.randomUUID();
      const result = await depositFromNewCard(client, { card: input, amount: money, idempotencyKey });
      finish(result, result.fundId ? { fundId: result.fundId, amountCents: cents, securityCode: input.securityCode, idempotencyKey } : null);
      return;
    }
    const idempotencyKey = crypto.randomUUID();
    const securityCode = storedCode.trim() || undefined;
    const result = await depositFromStoredCard(client, { fundId: method, amount: money, securityCode, idempotencyKey });
    finish(result, { fundId: method, amountCents: cents, securityCode, idempotencyKey });
  };

  // The card issuer answered: send the deposit again (same Idempotency-Key) to finish or be refused.
  const answered = async () => {
    const attempt = interrupted;
    setInterrupted(null);
    if (!attempt) return;
    inFlight.current = true;
    setBusy(true);
    const result = await depositFromStoredCard(client, {
      fundId: attempt.fundId,
      amount: { amount: attempt.amountCents, currency: 'AUD' },
      securityCode: attempt.securityCode,
      idempotencyKey: attempt.idempotencyKey,
    });
    finish(result, null);
  };

  const manage = async (action: () => Promise<{ ok: boolean }>) => {
    setManaging(true);
    await action();
    setManaging(false);
  };

  if (!loaded && methods.length === 0) return <Spinner label="Loading your cards" />;
  if (!cardsOn) return <Notice level="warning">Card deposits are not available right now.</Notice>;

  return (
    <div className="drawkit-stack drawkit-deposit">
      {balance ? (
        <p>
          Wallet balance: <Money value={balance} />
        </p>
      ) : null}
      {left && precommitment ? (
        <p data-testid="deposit-limit-left">
          You can deposit up to <strong>{formatMoney(left)}</strong> more this {precommitment.period} under your deposit limit of{' '}
          {formatMoney(precommitment.limit)}.{limitHref ? <> <a href={limitHref}>Change your deposit limit</a></> : null}
        </p>
      ) : null}
      {done ? (
        <Notice level="success" title="Deposit complete">
          {formatMoney(done.amount)} is in your wallet. Your balance is {formatMoney(done.balance)}.
        </Notice>
      ) : null}
      <form ref={formRef} className="drawkit-stack" onSubmit={submit} noValidate aria-label="Deposit">
        <fieldset className="drawkit-fieldset drawkit-stack" disabled={busy}>
          <Field
            label="Amount to deposit ($)"
            name="amount"
            inputMode="decimal"
            value={amount}
            error={errors['amount']}
            hint={bounds ? `Between ${formatMoney(bounds.min)} and ${formatMoney(bounds.max)}.` : undefined}
            onChange={(e) => setAmount(e.target.value)}
          />
          <fieldset className="drawkit-radio-cards">
            <legend>Deposit from</legend>
            <StoredCards
              cards={storedCards}
              chosen={stored?.id ?? null}
              onChoose={setChosen}
              securityCode={storedCode}
              onSecurityCode={setStoredCode}
              securityCodeError={stored ? errors['securityCode'] : undefined}
              onMakeDefault={(id) => manage(() => client.purchase.getState().makeDefaultCard(id))}
              onDelete={(id) => manage(() => client.purchase.getState().deleteCard(id))}
              busy={managing}
            />
            <label className="drawkit-radio-card">
              <input type="radio" name="method" checked={method === 'card'} onChange={() => setChosen('card')} />
              {storedCards.length > 0 ? 'A new card' : 'Card'}
            </label>
          </fieldset>
          {method === 'card' ? <CardFields values={card} errors={errors} onChange={setCard} /> : null}
          {errors['general'] ? <Notice level="error">{errors['general']}</Notice> : null}
          <Button type="submit" variant="primary" block pending={busy}>
            {busy ? 'Depositing…' : parseDollars(amount) ? `Deposit ${formatMoney({ amount: parseDollars(amount) ?? 0, currency: 'AUD' })}` : 'Deposit'}
          </Button>
        </fieldset>
      </form>
      {interrupted ? <ChallengeModal pending={interrupted.pending} onAnswered={() => void answered()} onClose={() => setInterrupted(null)} /> : null}
    </div>
  );
}

export default WalletDeposit;
