import { useState, type ReactNode } from 'react';
import type { Receipt } from '@drawkit/sdk';
import { CartItemRow } from '../cart/CartItemRow';
import { useDrawkit } from '../context/DrawkitProvider';
import { useAfterInit } from '../context/useAfterInit';
import { useStore } from '../context/useStore';
import { ReceiptView } from '../receipt/ReceiptView';
import { Spinner } from '../ui/Spinner';
import { cx } from '../ui/cx';
import { AuthStep } from './AuthStep';
import { PaymentStep } from './PaymentStep';

/** Props of {@link Checkout}. */
export interface CheckoutProps {
  /** Called with the receipt once the cart is bought. */
  onComplete?: (receipt: Receipt) => void;
  /** Extra class names for the widget's root element. */
  className?: string;
}

/** Buys the shopper's cart: sign in or sign up, then pay from the wallet or by card, then the receipt. */
export function Checkout({ onComplete, className }: CheckoutProps): ReactNode {
  const client = useDrawkit();
  const authenticated = useStore(client.session, (s) => s.isAuthenticated);
  const cart = useStore(client.cart, (s) => s.cart);
  const cartLoading = useStore(client.cart, (s) => s.status === 'loading' || s.status === 'idle');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  // Signed out when the checkout opened: the payment step then follows a sign-in, so it takes focus.
  const [startedSignedOut] = useState(() => !client.session.getState().isAuthenticated);
  // Until the stored session is restored we cannot tell whether to ask the shopper to sign in.
  const [restored, setRestored] = useState(false);

  useAfterInit((c) => {
    setRestored(true);
    return c.cart.getState().status === 'idle' ? c.cart.getState().load() : undefined;
  });

  const root = cx('drawkit', 'drawkit-checkout', className);
  if (receipt) return <ReceiptView receipt={receipt} className={root} focus />;

  return (
    <section className={root} aria-label="Checkout">
      {!restored && !authenticated ? (
        <Spinner label="Loading checkout" />
      ) : !authenticated ? (
        <AuthStep />
      ) : !cart && cartLoading ? (
        <Spinner label="Loading your cart" />
      ) : (
        <PaymentStep
          cart={cart}
          focus={startedSignedOut}
          pay={(card, options) => (card ? client.purchase.getState().payWithCard(card, options) : client.purchase.getState().payWithWallet())}
          payStored={(methodId, securityCode) => client.purchase.getState().payWithStoredCard(methodId, securityCode)}
          payPal
          onPaid={(r) => {
            setReceipt(r);
            onComplete?.(r);
          }}
          summary={(bought) => (
            <ul className="drawkit-cart-items" aria-label="Your order">
              {bought.cartItems.map((item) => (
                <CartItemRow key={item.id} item={item} />
              ))}
            </ul>
          )}
        />
      )}
    </section>
  );
}
