import type { ReactNode } from 'react';
import { Raffle } from '../raffle/Raffle';
import { ElementHost, purchaseEvents } from './ElementHost';
import { parseRaffleAttributes } from './parseBuilderAttributes';

export interface RaffleHostProps {
  cause?: string;
  partner?: string;
  appKey?: string;
  apiOrigin?: string;
  drawNo?: string;
  container?: HTMLElement | ShadowRoot;
}

/** What `<drawkit-raffle>` renders (a chunk loaded by the element on first render): the cause's raffles, bought through the charity partner's cart. */
export default function RaffleHost({ container, ...raw }: RaffleHostProps): ReactNode {
  return (
    <ElementHost attributes={parseRaffleAttributes(raw)} container={container}>
      {(attributes, emit) => (
        <Raffle
          causeKey={attributes.cause}
          partnerSlug={attributes.partner}
          {...(attributes.drawNo === undefined ? {} : { drawNo: attributes.drawNo })}
          {...purchaseEvents(emit)}
        />
      )}
    </ElementHost>
  );
}
