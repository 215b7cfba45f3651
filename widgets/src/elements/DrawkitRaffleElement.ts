import { type DrawkitShopElement, drawkitElementClass } from './elementClass';
import { lazyHost } from './lazyHost';
import type { RaffleHostProps } from './RaffleHost';

const RaffleHost = lazyHost<RaffleHostProps>(() => import('./RaffleHost'));

/** `<drawkit-raffle cause="your_hospice" draw-no="302">`: a charity's raffles, prizes, ticket bundles and purchase. */
export interface DrawkitRaffleElement extends DrawkitShopElement {
  /** The cause key (attribute `cause`). Required. */
  cause: string | undefined;
  /** The charity partner (attribute `partner`, default `hospice-care`). */
  partner: string | undefined;
  /** The raffle draw to start at (attribute `draw-no`) when it is on sale; the first draw on sale otherwise. */
  drawNo: string | undefined;
}

export const DrawkitRaffleElement = drawkitElementClass<DrawkitRaffleElement>(RaffleHost, { cause: 'string', drawNo: 'string' });
