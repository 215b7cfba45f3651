import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  formatMoney,
  totalDue,
  type Cart,
  type CardInput,
  type Money as MoneyValue,
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
import { CardFields, EMPTY_CARD, toCardInput, validateCard, type CardValues } from './CardFields';
import { groupServerMessages, hasErrors, PAYMENT_FAILURE_FALLBACK } from './formRules';
import { StepHeading } from './StepHeading';
import { useFormErrors } from './useFormErrors';

/** Props of {@link PaymentStep}. */
export interface PaymentStepProps<C extends Cart = Cart> {
  /** The cart being bought (the customer's cart or a partner cart). */
  cart: C | null;
  /** Buys the cart: with the card, or from the wallet when `card` is null. */
  pay: (card: CardInput | null) => Promise<PurchaseResult>;
  /** Called with the receipt once the purchase went through. */
  onPaid: (receipt: Receipt) => void;
  /** Focus the step heading on open (after sign-in). */
  focus?: boolean;
  /** The order summary shown above the payment choice, for the cart as it is being bought. */
  summary?: (cart: C) => ReactNode;
}

type Method = 'wallet' | 'card';
const CARD_FIELDS = ['number', 'expiry', 'expiryMonth', 'expiryYear', 'securityCode', 'holderName'];

/**
 * Checkout step 3: the total due, then pay from the wallet (offered when its balance covers
 * the total) or by card (charged the total due: the shortfall when wallet purchase is on).
 */
export function PaymentStep<C extends Cart = Cart>({
  cart: liveCart,
  pay,
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
  const [paying, setPaying] = useState(false);
  // What is being paid for, held while paying: a purchase empties the cart and moves the wallet
  // before it resolves, and the shopper should go on seeing what they are paying for.
  const [frozen, setFrozen] = useState<{ cart: C; funds: MoneyValue | null } | null>(null);
  const cart = frozen?.cart ?? liveCart;
  const customerFunds = frozen ? frozen.funds : liveFunds;
  const { errors, formRef, fail, clear } = useFormErrors();
  // Blocks a second submit between the click and the re-render that disables the form.
  const inFlight = useRef(false);

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
  const method: Method = chosen ?? (walletCovers || !cardOffered ? 'wallet' : 'card');
  const due: MoneyValue = method === 'wallet' ? totalDue(cart, null, false) : cardDue;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (method === 'card') {
      const local = validateCard(card, cardMethod?.requiresSecurityCode ?? true);
      if (hasErrors(local)) return fail(local);
    }
    clear();
    inFlight.current = true;
    setPaying(true);
    setFrozen({ cart, funds: customerFunds });
    const result = await settle(() => pay(method === 'card' ? toCardInput(card) : null), PAYMENT_FAILURE_FALLBACK);
    inFlight.current = false;
    setPaying(false);
    if (result.ok) return onPaid(result.receipt);
    setFrozen(null);
    // A decline shows the server's first message; with none, the spec's fallback (shop-core §8).
    const grouped = groupServerMessages(result.messages, CARD_FIELDS);
    const expiry = grouped['expiry'] ?? grouped['expiryMonth'] ?? grouped['expiryYear'];
    fail({
      ...grouped,
      ...(expiry ? { expiry } : {}),
      ...(hasErrors(grouped) ? {} : { general: PAYMENT_FAILURE_FALLBACK }),
    });
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
          {walletCovers && cardOffered ? (
            <fieldset className="drawkit-radio-cards">
              <legend>Pay with</legend>
              <label className="drawkit-radio-card">
                <input type="radio" name="method" checked={method === 'wallet'} onChange={() => setChosen('wallet')} />
                My wallet
              </label>
              <label className="drawkit-radio-card">
                <input type="radio" name="method" checked={method === 'card'} onChange={() => setChosen('card')} />
                Card
              </label>
            </fieldset>
          ) : null}
          {method === 'wallet' && !walletCovers ? (
            <Notice level="warning">Your wallet balance does not cover this purchase and card payments are not available.</Notice>
          ) : method === 'wallet' ? (
            <p>
              <Money value={due} /> will be paid from your wallet.
            </p>
          ) : (
            <CardFields values={card} errors={errors} onChange={setCard} />
          )}
          {errors['general'] ? <Notice level="error">{errors['general']}</Notice> : null}
          <Button type="submit" variant="primary" block pending={paying} disabled={method === 'wallet' && !walletCovers}>
            {paying ? 'Paying…' : method === 'wallet' ? `Pay ${formatMoney(due)} from wallet` : `Pay ${formatMoney(due)}`}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
