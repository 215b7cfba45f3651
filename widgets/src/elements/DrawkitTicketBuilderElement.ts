import { type DrawkitShopElement, drawkitElementClass } from './elementClass';
import { lazyHost } from './lazyHost';
import type { TicketBuilderHostProps } from './TicketBuilderHost';

const TicketBuilderHost = lazyHost<TicketBuilderHostProps>(() => import('./TicketBuilderHost'));

/**
 * `<drawkit-ticket-builder offer="super_jackpot_lottery" game-type="powerhit">`: builds a ticket of
 * any game type and adds it to the visitor's cart (the partner's cart with `partner`).
 */
export interface DrawkitTicketBuilderElement extends DrawkitShopElement {
  /** The product offer key (attribute `offer`). Required. */
  offer: string | undefined;
  /** The game type to open (attribute `game-type`), e.g. `powerhit`, `reduced_system`. */
  gameType: string | undefined;
  /** A partner slug: tickets go to that partner's cart (attribute `partner`). */
  partner: string | undefined;
  /** Free postal entry (attribute `free-postal-entry`, or the page's `?freePostalEntry` flag). */
  freePostalEntry: string | undefined;
}

export const DrawkitTicketBuilderElement = drawkitElementClass<DrawkitTicketBuilderElement>(TicketBuilderHost, {
  offer: 'string',
  gameType: 'string',
  freePostalEntry: 'string',
});
