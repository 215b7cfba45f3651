import { DrawkitPurchaseElement } from './DrawkitPurchaseElement';
import { DrawkitRaffleElement } from './DrawkitRaffleElement';
import { DrawkitResultsElement } from './DrawkitResultsElement';
import { DrawkitDailyWinnersElement } from './DrawkitDailyWinnersElement';
import { DrawkitTicketBuilderElement } from './DrawkitTicketBuilderElement';
import type { DrawkitCartChangeDetail, DrawkitNotifyDetail, DrawkitPurchaseCompleteDetail } from './events';

/** Tag names and their classes. */
export const DRAWKIT_ELEMENTS = {
  'drawkit-purchase': DrawkitPurchaseElement,
  'drawkit-ticket-builder': DrawkitTicketBuilderElement,
  'drawkit-raffle': DrawkitRaffleElement,
  'drawkit-results': DrawkitResultsElement,
  'drawkit-daily-winners': DrawkitDailyWinnersElement,
} as const;

/**
 * Registers every Drawkit element. Idempotent: a tag already defined (by an earlier call or a
 * second copy of the script on the page) is left as it is.
 */
export function defineDrawkitElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return;
  for (const [tag, element] of Object.entries(DRAWKIT_ELEMENTS)) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'drawkit-purchase': DrawkitPurchaseElement;
    'drawkit-ticket-builder': DrawkitTicketBuilderElement;
    'drawkit-raffle': DrawkitRaffleElement;
    'drawkit-results': DrawkitResultsElement;
    'drawkit-daily-winners': DrawkitDailyWinnersElement;
  }
  interface HTMLElementEventMap {
    'drawkit:purchase-complete': CustomEvent<DrawkitPurchaseCompleteDetail>;
    'drawkit:cart-change': CustomEvent<DrawkitCartChangeDetail>;
    'drawkit:notify': CustomEvent<DrawkitNotifyDetail>;
  }
  // The events bubble and are composed, so a page may listen on document too.
  interface DocumentEventMap {
    'drawkit:purchase-complete': CustomEvent<DrawkitPurchaseCompleteDetail>;
    'drawkit:cart-change': CustomEvent<DrawkitCartChangeDetail>;
    'drawkit:notify': CustomEvent<DrawkitNotifyDetail>;
  }
}
