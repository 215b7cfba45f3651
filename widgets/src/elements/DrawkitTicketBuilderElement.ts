import r2wc from '@r2wc/react-to-web-component';
import { lazyHost } from './lazyHost';
import type { TicketBuilderHostProps } from './TicketBuilderHost';

const TicketBuilderHost = lazyHost<TicketBuilderHostProps>(() => import('./TicketBuilderHost'));

/**
 * `<drawkit-ticket-builder offer="super_jackpot_lottery" game-type="powerhit">`: builds a ticket of
 * any game type and adds it to the visitor's cart (the partner's cart with `partner`).
 */
export interface DrawkitTicketBuilderElement extends HTMLElement {
  /** The product offer key (attribute `offer`). Required. */
  offer: string | undefined;
  /** The game type to open (attribute `game-type`), e.g. `powerhit`, `reduced_system`. */
  gameType: string | undefined;
  /** A partner slug: tickets go to that partner's cart (attribute `partner`). */
  partner: string | undefined;
  /** The app key (attribute `app-key`); defaults to the partner slug, else `drawkit-storefront`. */
  appKey: string | undefined;
  /** The Drawkit server's origin (attribute `api-origin`); defaults to the origin of the script. */
  apiOrigin: string | undefined;
  /** Free postal entry (attribute `free-postal-entry`, or the page's `?freePostalEntry` flag). */
  freePostalEntry: string | undefined;
}

// r2wc's class is registered as it is: a subclass would add nothing but bytes to the first download.
export const DrawkitTicketBuilderElement = r2wc(TicketBuilderHost, {
  shadow: 'open',
  props: { offer: 'string', gameType: 'string', partner: 'string', appKey: 'string', apiOrigin: 'string', freePostalEntry: 'string' },
}) as unknown as { new (): DrawkitTicketBuilderElement; prototype: DrawkitTicketBuilderElement };
