import { useId, useState, type ReactNode } from 'react';
import type { ApiMessage } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useAfterInit } from '../context/useAfterInit';
import { useStore } from '../context/useStore';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { Messages, Notice } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';
import { cx } from '../ui/cx';
import { lazyPart } from '../ui/lazyPart';
import type { BlockedReasonLinks } from './BlockedReasons';
import { CartItemRow } from './CartItemRow';

// Not needed before the first interaction: kept out of the elements' first download.
const BlockedReasons = lazyPart(() => import('./BlockedReasons'));
const PromotionForm = lazyPart(() => import('./PromotionForm'));

/** Block reasons still stopping checkout: all but those of action type `close`, which only inform. */
function checkoutBlockers(cart: { blockedReasons: Record<string, string>; blockedReasonActions?: Record<string, string> }): string[] {
  return Object.keys(cart.blockedReasons).filter((id) => cart.blockedReasonActions?.[id] !== 'close');
}

/** Props of {@link Cart}. */
export interface CartProps {
  /** Shows a Checkout button that calls this; without it the cart is read-only apart from removing. */
  onCheckout?: () => void;
  /** Extra class names for the widget's root element. */
  className?: string;
  /** Where block reason actions lead (spend_limit, verify_account_required, deposit_limit); storefront account routes by default. */
  blockedReasonLinks?: BlockedReasonLinks;
  /** Hides the promotion code input. */
  hidePromotions?: boolean;
}

/** The shopper's cart: items with their draw, games and price, remove, the total and checkout. */
export function Cart({ onCheckout, className, blockedReasonLinks, hidePromotions = false }: CartProps): ReactNode {
  const client = useDrawkit();
  const cart = useStore(client.cart, (s) => s.cart);
  const status = useStore(client.cart, (s) => s.status);
  const pending = useStore(client.cart, (s) => s.pending);
  const errors = useStore(client.cart, (s) => s.errors);
  const autoRemoved = useStore(client.cart, (s) => s.autoRemoved);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeErrors, setRemoveErrors] = useState<ApiMessage[]>([]);
  const headingId = useId();

  useAfterInit((c) => (c.cart.getState().status === 'idle' ? c.cart.getState().load() : undefined));

  const remove = async (id: string) => {
    if (removing) return;
    setRemoving(id);
    setRemoveErrors([]);
    const result = await client.cart.getState().removeItem(id);
    setRemoving(null);
    if (!result.ok) setRemoveErrors(result.messages);
  };

  const root = cx('drawkit', 'drawkit-cart', 'drawkit-stack', className);
  if (!cart) {
    return (
      <section className={root} aria-label="Your cart">
        {status === 'failed' ? <Messages messages={errors} /> : <Spinner label="Loading your cart" />}
      </section>
    );
  }

  const items = cart.cartItems;
  const blocked = checkoutBlockers(cart);
  const promotion = cart.promotionItems?.[0];
  return (
    <section className={root} aria-labelledby={headingId} aria-busy={pending}>
      <h2 id={headingId}>Your cart</h2>
      {/* "Auto-removed items show as closeable messages" (shop-core §4). */}
      {autoRemoved.map((i) => (
        <Notice key={i.id} level="warning" onDismiss={() => client.cart.getState().dismissAutoRemoved(i.id)}>
          {i.description} was removed from your cart: {i.reason}
        </Notice>
      ))}
      {Object.keys(cart.blockedReasons).length > 0 ? (
        <BlockedReasons cart={cart} links={blockedReasonLinks} />
      ) : null}
      {pending ? (
        <p className="drawkit-muted" role="status">
          Updating your cart…
        </p>
      ) : null}
      <Messages messages={removeErrors.length > 0 ? removeErrors : status === 'failed' ? errors : []} />
      {items.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <>
          <ul className="drawkit-cart-items">
            {items.map((item) => (
              <CartItemRow
                key={item.id}
                item={item}
                removing={removing === item.id}
                disabled={pending || removing !== null}
                onRemove={() => void remove(item.id)}
              />
            ))}
          </ul>
          {hidePromotions ? null : (
            <PromotionForm promotion={promotion} disabled={pending || removing !== null} />
          )}
          <p className="drawkit-cart-total">
            <span>Total</span>
            <Money value={cart.cartTotal} />
          </p>
          {onCheckout ? (
            <Button variant="primary" block disabled={pending || blocked.length > 0} onClick={onCheckout}>
              Checkout
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
