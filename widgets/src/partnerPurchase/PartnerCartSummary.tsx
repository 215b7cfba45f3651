import { useEffect, type ReactNode } from 'react';
import type { PartnerCart } from '@drawkit/sdk';
import { CartItemRow } from '../cart/CartItemRow';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { Notice } from '../ui/Notice';
import { useAdoptedStyles } from '../styles/useAdoptedStyles';
import { cartStyles } from '../styles/cart';
import { payPalReturnOf } from './payPalReturn';

export interface PartnerCartSummaryProps {
  cart: PartnerCart;
  /** Shows a Continue button when given. */
  onContinue?: () => void;
}

/** What the partner cart holds and its total. */
export function PartnerCartSummary({ cart, onContinue }: PartnerCartSummaryProps): ReactNode {
  const blocked = Object.entries(cart.blockedReasons);
  // Shown only after a ticket is added, so its CSS comes with it (not in the first download).
  const stylesRef = useAdoptedStyles(cartStyles);

  // Back from PayPal with the ticket still to buy: on to the payment step, which finishes the
  // return (and takes it out of the address). Here, not in PartnerPurchase, to keep the check
  // out of a partner page's first download.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only, whatever `onContinue` becomes later.
  useEffect(() => {
    const href = (globalThis as { location?: { href?: string } }).location?.href;
    if (onContinue && href && payPalReturnOf(href)) onContinue();
  }, []);

  return (
    <section ref={stylesRef} className="drawkit-section drawkit-stack" aria-label="Your ticket">
      <h3>Your ticket</h3>
      <ul className="drawkit-cart-items">
        {cart.cartItems.map((item) => (
          <CartItemRow key={item.id} item={item} />
        ))}
      </ul>
      {blocked.map(([id, message]) => (
        <Notice key={id} level="warning">
          {message}
        </Notice>
      ))}
      <p className="drawkit-cart-total">
        <span>Total</span>
        <Money value={cart.cartTotal} />
      </p>
      {onContinue ? (
        <Button variant="primary" block disabled={blocked.length > 0} onClick={onContinue}>
          Continue to payment
        </Button>
      ) : null}
    </section>
  );
}
