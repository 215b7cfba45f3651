import { useRef, useState, type ReactNode } from 'react';
import type { PartnerCart, Receipt } from '@drawkit/sdk';
import { AuthStep } from '../checkout/AuthStep';
import { PAYMENT_FAILURE_FALLBACK } from '../checkout/formRules';
import { PaymentStep } from '../checkout/PaymentStep';
import { useAfterInit } from '../context/useAfterInit';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
import { ReceiptView } from '../receipt/ReceiptView';
import { cartStyles } from '../styles/cart';
import { checkoutStyles } from '../styles/checkout';
import { choiceStyles } from '../styles/choice';
import { signInStyles } from '../styles/signIn';
import { useAdoptedStyles } from '../styles/useAdoptedStyles';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';
import { PartnerCartSummary } from './PartnerCartSummary';
import { payPalReturnOf, withoutPayPalReturn, type PayPalReturn } from './payPalReturn';

// Not in the elements' up-front sheet: adopted into the element's shadow root when this chunk mounts.
const CHECKOUT_CSS = [cartStyles, choiceStyles, checkoutStyles, signInStyles] as const;

/** Said on the partner page when the shopper cancels on PayPal's page. */
export const PAYPAL_CANCELLED = 'Your PayPal payment was cancelled. Nothing was charged and your ticket is as you left it.';

export interface PartnerCheckoutProps {
  partnerSlug: string;
  cart: PartnerCart | null;
  onBack: () => void;
  onComplete: (receipt: Receipt) => void;
}

/** The page's address, or none outside a browser. */
const pageHref = (): string | undefined => (globalThis as { location?: { href?: string } }).location?.href;

/**
 * The partner purchase after the ticket: sign in or sign up, pay (wallet, card, or a sandbox
 * PayPal deposit that returns to this page), receipt. A chunk of its own (loaded lazily by
 * PartnerPurchase), so a partner page downloads it only when the shopper heads for payment or
 * comes back from PayPal.
 */
export default function PartnerCheckout({ partnerSlug, cart, onBack, onComplete }: PartnerCheckoutProps): ReactNode {
  const stylesRef = useAdoptedStyles(CHECKOUT_CSS);
  const client = useDrawkit();
  const authenticated = useStore(client.session, (s) => s.isAuthenticated);
  const cartStatus = useStore(client.partnerCart, (s) => s.status);
  const buying = useStore(client.purchase, (s) => s.status === 'loading');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  // A PayPal return in the page's address (shop-core §2's success and cancel returns, on the partner page).
  const [returning, setReturning] = useState<PayPalReturn | null>(() => {
    const href = pageHref();
    return href ? payPalReturnOf(href) : null;
  });
  const [returnNotice, setReturnNotice] = useState<{ level: 'info' | 'error'; text: string } | null>(null);
  const handled = useRef(false);

  useAfterInit(async (c) => {
    if (!returning || handled.current) return;
    handled.current = true;
    // Handled once: a reload must not complete or cancel the deposit again.
    const href = pageHref();
    if (href && typeof history !== 'undefined') history.replaceState(history.state, '', withoutPayPalReturn(href));
    const purchase = c.purchase.getState();
    if (!c.session.getState().isAuthenticated) {
      // Signed out since (another tab): the deposit waits; signing in and paying again starts afresh.
      setReturning(null);
      return;
    }
    if (returning.outcome === 'cancel') {
      await purchase.cancelPayPalDeposit(returning.depositId);
      setReturnNotice({ level: 'info', text: PAYPAL_CANCELLED });
    } else {
      const result = await purchase.completePayPalDeposit(returning.depositId, { partnerSlug });
      if (result.ok) {
        setReceipt(result.receipt);
        onComplete(result.receipt);
      } else {
        // "Deposit failure shows the first server message, else ..." (shop-core §8).
        setReturnNotice({ level: 'error', text: result.messages[0]?.message ?? PAYMENT_FAILURE_FALLBACK });
      }
    }
    setReturning(null);
  }, returning?.depositId ?? '');

  const href = pageHref();
  // display: contents keeps the steps items of the parent's layout; the div only carries the ref.
  return (
    <div ref={stylesRef} className="drawkit-contents">
      {receipt ? (
        <ReceiptView receipt={receipt} focus />
      ) : returning ? (
        <Spinner label={returning.outcome === 'success' ? 'Completing your PayPal payment' : 'Cancelling your PayPal payment'} />
      ) : (
        <>
          <Button variant="link" disabled={buying} onClick={onBack}>
            Back to your ticket
          </Button>
          {returnNotice ? <Notice level={returnNotice.level}>{returnNotice.text}</Notice> : null}
          {!authenticated ? (
            // Signing in hands the anonymous partner cart to the customer (the SDK reloads it).
            <AuthStep focusFirst />
          ) : cartStatus === 'loading' && !cart ? (
            <Spinner label="Loading your ticket" />
          ) : (
            <PaymentStep
              cart={cart}
              // Reached by "Continue to payment" or a sign-in: always the shopper's doing.
              focus
              pay={(card) => client.purchase.getState().payPartner(partnerSlug, card)}
              payPal
              // PayPal pays this partner cart and comes back to this page.
              payPalOptions={href ? { partnerSlug, returnUrl: withoutPayPalReturn(href) } : { partnerSlug }}
              onPaid={(r) => {
                setReceipt(r);
                onComplete(r);
              }}
              summary={(bought) => <PartnerCartSummary cart={bought} />}
            />
          )}
        </>
      )}
    </div>
  );
}
