import r2wc from '@r2wc/react-to-web-component';
import { lazyHost } from './lazyHost';
import type { RaffleHostProps } from './RaffleHost';

const RaffleHost = lazyHost<RaffleHostProps>(() => import('./RaffleHost'));

/** `<drawkit-raffle cause="your_hospice" draw-no="302">`: a charity's raffles, prizes, ticket bundles and purchase. */
export interface DrawkitRaffleElement extends HTMLElement {
  /** The cause key (attribute `cause`). Required. */
  cause: string | undefined;
  /** The charity partner (attribute `partner`, default `hospice-care`). */
  partner: string | undefined;
  /** The app key (attribute `app-key`); defaults to the partner slug. */
  appKey: string | undefined;
  /** The Drawkit server's origin (attribute `api-origin`); defaults to the origin of the script. */
  apiOrigin: string | undefined;
  /** The raffle draw to start at (attribute `draw-no`) when it is on sale; the first draw on sale otherwise. */
  drawNo: string | undefined;
}

// r2wc's class is registered as it is: a subclass would add nothing but bytes to the first download.
export const DrawkitRaffleElement = r2wc(RaffleHost, {
  shadow: 'open',
  props: { cause: 'string', partner: 'string', appKey: 'string', apiOrigin: 'string', drawNo: 'string' },
}) as unknown as { new (): DrawkitRaffleElement; prototype: DrawkitRaffleElement };
