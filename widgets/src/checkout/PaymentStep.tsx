import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  formatMoney,
  totalDue,
  type Cart,
  type CardInput,
  type Money as MoneyValue,
  type PayPalStartOptions,
  type PendingDeposit,
  type PurchaseResult,
  type Receipt,
} from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { settle } from '../context/settle';
import { useStore } from '../context/useStore';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { Notice } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';
import { CardFields, EMPTY_CARD, toCardInput, validateCard, validateStoredCardCode, type CardValues } from './CardFields';
import { groupServerMessages, hasErrors, PAYMENT_FAILURE_FALLBACK } from './formRules';
import { ChallengeModal } from './payment/ChallengeModal';
import { StoredCards } from './payment/StoredCards';
import { StepHeading } from './StepHeading';
import { useFormErrors } from './useFormErrors';

/** Props of {@link PaymentStep}. */
export interface PaymentStepProps<C extends Cart = Cart> {
  /** The cart being bought (the customer's cart or a partner cart). */
  cart: C | null;
  /** Buys the cart: with the card (also stored when `saveCard`), or from the wallet when `card` is null. */
  pay: (card: CardInput | null, options?: { saveCard?: boolean }) => Promise<PurchaseResult>;
  /** Buys the cart with a stored card; stored cards (and "Save this card") are offered only with it. */
  payStored?: (methodId: string, securityCode: string | undefined) => Promise<PurchaseResult>;
  /** Offers PayPal (sandbox): the shopper approves on PayPal's page and returns to the storefront. */
  payPal?: boolean;
  /** What the PayPal deposit pays and where it returns (a partner cart, back to the partner page); the storefront's cart by default. */
  payPalOptions?: PayPalStartOptions;
  /** Called with the receipt once the purchase went through. */
  onPaid: (receipt: Receipt) => void;
  /** Focus the step heading on open (after sign-in). */
  focus?: boolean;
  /** The order summary shown above the payment choice, for the cart as it is being bought. */
  summary?: (cart: C) => ReactNode;
}

/** wallet, a new card, or a stored card's id. */
type Method = 'wallet' | 'card' | (string & {});
const CARD_FIELDS = ['number', 'expiry', 'expiryMonth', 'expiryYear', 'securityCode', 'holderName'];

/**
 * Checkout step 3: the total due, then pay from the wallet (offered when its balance covers
 * the total) or by card (charged the total due: the shortfall when wallet purchase is on).
 */
export function PaymentStep<C extends Cart = Cart>({
  cart: liveCart,
  pay,
  payStored,
  payPal = false,
  payPalOptions,
  onPaid,
  focus = false,
  summary,
}: PaymentStepProps<C>): ReactNode {
  const client = useDrawkit();
  const methods = useStore(client.purchase, (s) => s.paymentMethods);
  const liveFunds = useStore(client.session, (s) => s.customer?.availableFunds ?? s.customer?.balance ?? null);
  const walletPurchase = useStore(client.session, (s) => s.config?.walletPurchase ?? false);
  const [chosen, setChosen] = useState<Method | null>(null);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [saveCard, setSaveCard] = useState(false);
  const [storedCode, setStoredCode] = useState('');
  const [paying, setPaying] = useState(false);
  const [managing, setManaging] = useState(false);
  // A card challenge waiting for the shopper (the purchase answered deposit_pending).
  const [challenge, setChallenge] = useState<PendingDeposit | null>(null);
  // What is being paid for, held while paying: a purchase empties the cart and moves the wallet
  // before it resolves, and the shopper should go on seeing what they are paying for.
  const [frozen, setFrozen] = useState<{ cart: C; funds: MoneyValue | null } | null>(null);
  const cart = frozen?.cart ?? liveCart;
  const customerFunds = frozen ? frozen.funds : liveFunds;
  const { errors, formRef, fail, clear } = useFormErrors();
  // Blocks a second submit between the click and the re-render that disables the form.
  const inFlight = useRef(false);

  const finish = useCallback(
    (result: PurchaseResult) => {
      inFlight.current = false;
      setPaying(false);
      if (result.ok) return onPaid(result.receipt);
      if (result.pending?.challenge) return setChallenge(result.pending);
      setFrozen(null);
      // A decline shows the server's first message; with none, the spec's fallback (shop-core §8).
      const grouped = groupServerMessages(result.messages, CARD_FIELDS);
      const expiry = grouped['expiry'] ?? grouped['expiryMonth'] ?? grouped['expiryYear'];
      fail({
        ...grouped,
        ...(expiry ? { expiry } : {}),
        ...(hasErrors(grouped) ? {} : { general: result.messages[0]?.message ?? PAYMENT_FAILURE_FALLBACK }),
      });
    },
    [onPaid, fail],
  );

  // The issuer's page answered: send the purchase again (same Idempotency-Key) for the receipt or the refusal.
  const answered = useCallback(async () => {
    setChallenge(null);
    inFlight.current = true;
    setPaying(true);
    finish(await settle(() => client.purchase.getState().resumePurchase(), PAYMENT_FAILURE_FALLBACK));
  }, [client, finish]);

  const closeChallenge = useCallback(() => {
    client.purchase.getState().dismissPending();
    setChallenge(null);
    setFrozen(null);
  }, [client]);

  useEffect(() => {
    const { purchase, session } = client;
    purchase.getState().loadPaymentMethods().catch(() => undefined);
    // A sign-in in progress loads the customer itself; only a restored session may lack one.
    const { customer, status } = session.getState();
    if (!customer && status !== 'loading') session.getState().loadCustomer().catch(() => undefined);
  }, [client]);

  if (!cart || cart.cartItems.length === 0) {
    return (
      <div className="drawkit-stack">
        <StepHeading step="select_payment" focus={focus} />
        <p>Your cart is empty.</p>
      </div>
    );
  }

  const walletMethod = methods.find((m) => m.type === 'wallet');
  const cardMethod = methods.find((m) => m.type === 'card');
  // The balance the SDK pays from, so the total shown is the amount charged.
  const balance: MoneyValue | null = customerFunds ?? walletMethod?.balance ?? null;
  // Until the wallet is known the choice of method is not: don't show a card form that may vanish.
  if (balance === null && methods.length === 0) {
    return (
      <div className="drawkit-stack">
        <StepHeading step="select_payment" focus={focus} />
        <Spinner label="Loading your wallet" />
      </div>
    );
  }
  const walletEnabled = walletMethod ? walletMethod.enabled : balance !== null;
  const walletCovers = walletEnabled && balance !== null && totalDue(cart, balance, true).amount === 0;
  // What a card is charged: the shortfall when wallet purchase is on, else the whole total.
  const cardDue = totalDue(cart, balance, walletPurchase);
  const cardOffered = (cardMethod ? cardMethod.enabled : true) && cardDue.amount > 0;
  const storedCards = payStored && cardOffered ? methods.filter((m) => m.type === 'card' && m.card && m.enabled) : [];
  const defaultCard = storedCards.find((m) => m.default) ?? storedCards[0];
  const payPalMethod = payPal && cardDue.amount > 0 ? methods.find((m) => m.type === 'paypal' && m.enabled) : undefined;
  const chosenKnown = chosen === 'wallet' || chosen === 'card' || storedCards.some((m) => m.id === chosen);
  const method: Method = (chosenKnown ? chosen : null) ?? (walletCovers || !cardOffered ? 'wallet' : (defaultCard?.id ?? 'card'));
  const storedMethod = storedCards.find((m) => m.id === method);
  const due: MoneyValue = method === 'wallet' ? totalDue(cart, null, false) : cardDue;
  const choices = (walletCovers ? 1 : 0) + (cardOffered ? 1 + storedCards.length : 0);

  const manage = async (action: () => Promise<{ ok: boolean }>) => {
    setManaging(true);
    await settle(action, PAYMENT_FAILURE_FALLBACK);
    setManaging(false);
  };

  const startPayPal = async () => {
    if (inFlight.current) return;
    clear();
    inFlight.current = true;
    setPaying(true);
    const started = await client.purchase.getState().startPayPal(payPalOptions);
    if (started.ok && started.deposit.approvalUrl) {
      window.location.assign(started.deposit.approvalUrl);
      return;
    }
    inFlight.current = false;
    setPaying(false);
    fail({ general: (!started.ok && started.messages[0]?.message) || PAYMENT_FAILURE_FALLBACK });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    // Held while the checks load and run, so a second click cannot start a second payment.
    inFlight.current = true;
    const local = method === 'card' ? await validateCard(card, cardMethod?.requiresSecurityCode ?? true) : {};
    // "Credit-card security code is required per gateway per the rules" (shop-core §5).
    const codeError = storedMethod?.requiresSecurityCode ? await validateStoredCardCode(storedCode) : undefined;
    const failed = hasErrors(local) ? local : codeError ? { securityCode: codeError } : null;
    if (failed) {
      inFlight.current = false;
      return fail(failed);
    }
    clear();
    setPaying(true);
    setFrozen({ cart, funds: customerFunds });
    const code = storedCode.trim();
    finish(
      await settle(
        () =>
          storedMethod && payStored
            ? payStored(storedMethod.id, code === '' ? undefined : code)
            : pay(method === 'card' ? toCardInput(card) : null, saveCard ? { saveCard } : undefined),
        PAYMENT_FAILURE_FALLBACK,
      ),
    );
  };

  return (
    <div className="drawkit-stack">
      <StepHeading step="select_payment" focus={focus} />
      {summary?.(cart)}
      <dl className="drawkit-summary">
        <dt>Cart total</dt>
        <dd>
          <Money value={cart.cartTotal} />
        </dd>
        {balance !== null ? (
          <>
            <dt>Wallet balance</dt>
            <dd>
              <Money value={balance} />
            </dd>
          </>
        ) : null}
        <dt className="drawkit-summary-total">Total due</dt>
        <dd className="drawkit-summary-total">
          <Money value={due} />
        </dd>
      </dl>
      <form ref={formRef} className="drawkit-stack" onSubmit={submit} noValidate aria-label="Payment">
        <fieldset className="drawkit-fieldset drawkit-stack" disabled={paying}>
          {choices > 1 ? (
            <fieldset className="drawkit-radio-cards">
              <legend>Pay with</legend>
              {walletCovers ? (
                <label className="drawkit-radio-card">
                  <input type="radio" name="method" checked={method === 'wallet'} onChange={() => setChosen('wallet')} />
                  My wallet
                </label>
              ) : null}
              <StoredCards
                cards={storedCards}
                chosen={storedMethod?.id ?? null}
                onChoose={setChosen}
                securityCode={storedCode}
                onSecurityCode={setStoredCode}
                securityCodeError={storedMethod ? errors['securityCode'] : undefined}
                onMakeDefault={(id) => manage(() => client.purchase.getState().makeDefaultCard(id))}
                onDelete={(id) => manage(() => client.purchase.getState().deleteCard(id))}
                busy={managing}
              />
              {cardOffered ? (
                <label className="drawkit-radio-card">
                  <input type="radio" name="method" checked={method === 'card'} onChange={() => setChosen('card')} />
                  {storedCards.length > 0 ? 'A new card' : 'Card'}
                </label>
              ) : null}
            </fieldset>
          ) : null}
          {method === 'wallet' && !walletCovers ? (
            <Notice level="warning">Your wallet balance does not cover this purchase and card payments are not available.</Notice>
          ) : method === 'wallet' ? (
            <p>
              <Money value={due} /> will be paid from your wallet.
            </p>
          ) : method === 'card' ? (
            <>
              <CardFields values={card} errors={errors} onChange={setCard} />
              {payStored ? (
                <label className="drawkit-check">
                  <input type="checkbox" name="saveCard" checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} /> Save this card for next
                  time
                </label>
              ) : null}
            </>
          ) : null}
          {errors['general'] ? <Notice level="error">{errors['general']}</Notice> : null}
          <Button type="submit" variant="primary" block pending={paying} disabled={method === 'wallet' && !walletCovers}>
            {paying ? 'Paying…' : method === 'wallet' ? `Pay ${formatMoney(due)} from wallet` : `Pay ${formatMoney(due)}`}
          </Button>
          {payPalMethod ? (
            <Button type="button" block className="drawkit-paypal" style={{ background: '#ffc439', color: '#111', border: 0 }} onClick={startPayPal}>
              Check out with PayPal
            </Button>
          ) : null}
        </fieldset>
      </form>
      {challenge ? <ChallengeModal pending={challenge} onAnswered={answered} onClose={closeChallenge} /> : null}
    </div>
  );
}
