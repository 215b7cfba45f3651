import type { ReactNode } from 'react';
import { DrawkitProvider } from '../context/DrawkitProvider';
import { TicketBuilder } from '../ticketBuilder/TicketBuilder';
import { Notice } from '../ui/Notice';
import { dispatchDrawkitEvent } from './events';
import { parseTicketBuilderAttributes } from './parseBuilderAttributes';
import { hostOf, useElementClient } from './useElementClient';

export interface TicketBuilderHostProps {
  offer?: string;
  gameType?: string;
  partner?: string;
  appKey?: string;
  apiOrigin?: string;
  freePostalEntry?: string;
  container?: HTMLElement | ShadowRoot;
}

/** What `<drawkit-ticket-builder>` renders (a chunk loaded by the element on first render): a ticket builder adding to the visitor's cart (or the partner's). */
export default function TicketBuilderHost({ container, ...raw }: TicketBuilderHostProps): ReactNode {
  const attributes = parseTicketBuilderAttributes(raw);
  const client = useElementClient(
    attributes.ok ? { appKey: attributes.appKey, apiOrigin: attributes.apiOrigin, storagePrefix: `drawkit_tb_${attributes.appKey}` } : null,
  );
  if (!attributes.ok || !client) {
    return (
      <div className="drawkit">
        <Notice level="error">{attributes.ok ? 'Drawkit could not start.' : attributes.message}</Notice>
      </div>
    );
  }
  const host = hostOf(container);
  const partner = attributes.partner;
  return (
    <DrawkitProvider client={client}>
      <TicketBuilder
        offerKey={attributes.offer}
        {...(attributes.gameType ? { gameType: attributes.gameType } : {})}
        freePostalEntry={attributes.freePostalEntry}
        onSubmit={async (item) => {
          const result = partner ? await client.partnerCart.getState().setItem(partner, item) : await client.cart.getState().addItem(item);
          const own = client.cart.getState().cart;
          const cart = partner ? client.partnerCart.getState().cart : own && { ...own, partnerSlug: '' };
          if (result.ok && cart && host) dispatchDrawkitEvent(host, 'drawkit:cart-change', { cart });
          return result;
        }}
        onNotify={(notification) => host && dispatchDrawkitEvent(host, 'drawkit:notify', notification)}
      />
    </DrawkitProvider>
  );
}
