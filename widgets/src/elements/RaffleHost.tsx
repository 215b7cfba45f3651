import type { ReactNode } from 'react';
import { DrawkitProvider } from '../context/DrawkitProvider';
import { Notice } from '../ui/Notice';
import { dispatchDrawkitEvent } from './events';
import { parseRaffleAttributes } from './parseBuilderAttributes';
import { hostOf, useElementClient } from './useElementClient';
import { Raffle } from '../raffle/Raffle';

export interface RaffleHostProps {
  cause?: string;
  partner?: string;
  appKey?: string;
  apiOrigin?: string;
  container?: HTMLElement | ShadowRoot;
}

/** What `<drawkit-raffle>` renders (a chunk loaded by the element on first render): the cause's raffles, bought through the charity partner's cart. */
export default function RaffleHost({ container, ...raw }: RaffleHostProps): ReactNode {
  const attributes = parseRaffleAttributes(raw);
  const client = useElementClient(
    attributes.ok ? { appKey: attributes.appKey, apiOrigin: attributes.apiOrigin, storagePrefix: `drawkit_${attributes.partner}` } : null,
  );
  if (!attributes.ok || !client) {
    return (
      <div className="drawkit">
        <Notice level="error">{attributes.ok ? 'Drawkit could not start.' : attributes.message}</Notice>
      </div>
    );
  }
  const host = hostOf(container);
  return (
    <DrawkitProvider client={client}>
      <Raffle
          causeKey={attributes.cause}
          partnerSlug={attributes.partner}
          onComplete={(receipt) => host && dispatchDrawkitEvent(host, 'drawkit:purchase-complete', { checkoutId: receipt.checkoutId, total: receipt.total })}
          onCartChange={(cart) => host && dispatchDrawkitEvent(host, 'drawkit:cart-change', { cart })}
      />
    </DrawkitProvider>
  );
}
