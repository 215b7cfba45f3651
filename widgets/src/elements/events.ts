import type { Money, PartnerCart } from '@drawkit/sdk';

/** Detail of `drawkit:purchase-complete`: which checkout, and what it cost. */
export interface DrawkitPurchaseCompleteDetail {
  checkoutId: string;
  total: Money;
}

/** Detail of `drawkit:cart-change`: the partner cart as it is now. */
export interface DrawkitCartChangeDetail {
  cart: PartnerCart;
}

/** The DOM events Drawkit elements dispatch from their host element. */
export interface DrawkitElementEvents {
  'drawkit:purchase-complete': DrawkitPurchaseCompleteDetail;
  'drawkit:cart-change': DrawkitCartChangeDetail;
}

/**
 * Dispatches a Drawkit event from the element itself. Bubbling and composed, so the page can
 * listen on the element, on `document`, or anywhere above, across shadow roots.
 */
export function dispatchDrawkitEvent<K extends keyof DrawkitElementEvents>(
  target: EventTarget,
  type: K,
  detail: DrawkitElementEvents[K],
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
