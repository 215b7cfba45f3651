import { useState, type ReactNode } from 'react';
import type { PartnerCart, Receipt } from '@drawkit/sdk';
import { AuthStep } from '../checkout/AuthStep';
import { PaymentStep } from '../checkout/PaymentStep';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
import { ReceiptView } from '../receipt/ReceiptView';
import { cartStyles } from '../styles/cart';
import { checkoutStyles } from '../styles/checkout';
import { choiceStyles } from '../styles/choice';
import { signInStyles } from '../styles/signIn';
import { useAdoptedStyles } from '../styles/useAdoptedStyles';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { PartnerCartSummary } from './PartnerCartSummary';

// Not in the elements' up-front sheet: adopted into the element's shadow root when this chunk mounts.
const CHECKOUT_CSS = [cartStyles, choiceStyles, checkoutStyles, signInStyles] as const;

export interface PartnerCheckoutProps {
  partnerSlug: string;
  cart: PartnerCart | null;
  onBack: () => void;
  onComplete: (receipt: Receipt) => void;
}

/**
 * The partner purchase after the ticket: sign in or sign up, pay, receipt. A chunk of its own
 * (loaded lazily by PartnerPurchase), so a partner page downloads it only when the shopper
 * heads for payment.
 */
export default function PartnerCheckout({ partnerSlug, cart, onBack, onComplete }: PartnerCheckoutProps): ReactNode {
  const stylesRef = useAdoptedStyles(CHECKOUT_CSS);
  const client = useDrawkit();
  const authenticated = useStore(client.session, (s) => s.isAuthenticated);
  const cartStatus = useStore(client.partnerCart, (s) => s.status);
  const buying = useStore(client.purchase, (s) => s.status === 'loading');
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  // display: contents keeps the steps items of the parent's layout; the div only carries the ref.
  return (
    <div ref={stylesRef} className="drawkit-contents">
      {receipt ? (
        <ReceiptView receipt={receipt} focus />
      ) : (
        <>
          <Button variant="link" disabled={buying} onClick={onBack}>
            Back to your ticket
          </Button>
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
