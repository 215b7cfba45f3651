import r2wc from '@r2wc/react-to-web-component';
import { adoptDrawkitStyles } from './adoptStyles';
import { lazyHost } from './lazyHost';
import type { RaffleHostProps } from './RaffleHost';

const RaffleHost = lazyHost<RaffleHostProps>(() => import('./RaffleHost'));

const Base = r2wc(RaffleHost, {
  shadow: 'open',
  props: { cause: 'string', partner: 'string', appKey: 'string', apiOrigin: 'string' },
}) as unknown as { new (): HTMLElement; prototype: HTMLElement };

/** `<drawkit-raffle cause="your_hospice">`: a charity's raffles, prizes, ticket bundles and purchase. */
export class DrawkitRaffleElement extends Base {
  /** The cause key (attribute `cause`). Required. */
  declare cause: string | undefined;
  /** The charity partner (attribute `partner`, default `hospice-care`). */
  declare partner: string | undefined;
  /** The app key (attribute `app-key`); defaults to the partner slug. */
  declare appKey: string | undefined;
  /** The Drawkit server's origin (attribute `api-origin`); defaults to the origin of the script. */
  declare apiOrigin: string | undefined;

  constructor() {
    super();
    if (this.shadowRoot) adoptDrawkitStyles(this.shadowRoot);
  }
}
