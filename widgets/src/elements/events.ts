import type { Money, PartnerCart } from '@drawkit/sdk';
import type { TicketNotification } from '../ticketBuilder/notifications';

/** Detail of `drawkit:purchase-complete`: which checkout, and what it cost. */
export interface DrawkitPurchaseCompleteDetail {
  checkoutId: string;
  total: Money;
}

/**
 * Detail of `drawkit:cart-change`: the partner cart as it is now. A ticket builder without a
 * partner sends the visitor's own cart, with `partnerSlug` ''.
 */
export interface DrawkitCartChangeDetail {
  cart: PartnerCart;
}

/** Detail of `drawkit:notify`: a notification for the page's own notification stack (favourite numbers). */
export type DrawkitNotifyDetail = TicketNotification;

/** The DOM events Drawkit elements dispatch from their host element. */
export interface DrawkitElementEvents {
  'drawkit:purchase-complete': DrawkitPurchaseCompleteDetail;
  'drawkit:cart-change': DrawkitCartChangeDetail;
  'drawkit:notify': DrawkitNotifyDetail;
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
