import type { ReactNode } from 'react';
import { TicketBuilder } from '../ticketBuilder/TicketBuilder';
import { ElementHost } from './ElementHost';
import { parseTicketBuilderAttributes } from './parseBuilderAttributes';

export interface TicketBuilderHostProps {
  offer?: string;
  gameType?: string;
  partner?: string;
  appKey?: string;
  apiOrigin?: string;
  freePostalEntry?: string;
  container?: HTMLElement | ShadowRoot;
}

/** The offer the builder shows, with discovery. */
const builderStartup = ({ offer }: { offer: string }): string => `offer=${offer}`;

/** What `<drawkit-ticket-builder>` renders (a chunk loaded by the element on first render): a ticket builder adding to the visitor's cart (or the partner's). */
export default function TicketBuilderHost({ container, ...raw }: TicketBuilderHostProps): ReactNode {
  return (
    <ElementHost attributes={parseTicketBuilderAttributes(raw)} container={container} startupReads={builderStartup}>
      {({ offer, gameType, freePostalEntry, partner }, emit, client) => (
        <TicketBuilder
          offerKey={offer}
          {...(gameType ? { gameType } : {})}
          freePostalEntry={freePostalEntry}
          onSubmit={async (item) => {
            const result = partner ? await client.partnerCart.getState().setItem(partner, item) : await client.cart.getState().addItem(item);
            const own = client.cart.getState().cart;
            const cart = partner ? client.partnerCart.getState().cart : own && { ...own, partnerSlug: '' };
            if (result.ok && cart) emit('drawkit:cart-change', { cart });
            return result;
          }}
          onNotify={(notification) => emit('drawkit:notify', notification)}
        />
      )}
    </ElementHost>
  );
}
