import r2wc from '@r2wc/react-to-web-component';
import { adoptDrawkitStyles } from './adoptStyles';
import { lazyHost } from './lazyHost';
import type { TicketBuilderHostProps } from './TicketBuilderHost';

const TicketBuilderHost = lazyHost<TicketBuilderHostProps>(() => import('./TicketBuilderHost'));

const Base = r2wc(TicketBuilderHost, {
  shadow: 'open',
  props: { offer: 'string', gameType: 'string', partner: 'string', appKey: 'string', apiOrigin: 'string', freePostalEntry: 'string' },
}) as unknown as { new (): HTMLElement; prototype: HTMLElement };

/**
 * `<drawkit-ticket-builder offer="super_jackpot_lottery" game-type="powerhit">`: builds a ticket of
 * any game type and adds it to the visitor's cart (the partner's cart with `partner`).
 */
export class DrawkitTicketBuilderElement extends Base {
  /** The product offer key (attribute `offer`). Required. */
  declare offer: string | undefined;
  /** The game type to open (attribute `game-type`), e.g. `powerhit`, `reduced_system`. */
  declare gameType: string | undefined;
  /** A partner slug: tickets go to that partner's cart (attribute `partner`). */
  declare partner: string | undefined;
  /** The app key (attribute `app-key`); defaults to the partner slug, else `drawkit-storefront`. */
  declare appKey: string | undefined;
  /** The Drawkit server's origin (attribute `api-origin`); defaults to the origin of the script. */
  declare apiOrigin: string | undefined;
  /** Free postal entry (attribute `free-postal-entry`, or the page's `?freePostalEntry` flag). */
  declare freePostalEntry: string | undefined;

  constructor() {
    super();
    if (this.shadowRoot) adoptDrawkitStyles(this.shadowRoot);
  }
}
