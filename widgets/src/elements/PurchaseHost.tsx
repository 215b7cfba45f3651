import { useMemo, type ReactNode } from 'react';
import { createDrawkit } from '@drawkit/sdk';
import { DrawkitProvider } from '../context/DrawkitProvider';
import { PartnerPurchase } from '../partnerPurchase/PartnerPurchase';
import { Notice } from '../ui/Notice';
import { dispatchDrawkitEvent } from './events';
import { parsePurchaseAttributes } from './parseAttributes';
import { discoveryUrlOf } from './purchaseDiscovery';

export interface PurchaseHostProps {
  partner?: string;
  appKey?: string;
  apiOrigin?: string;
  /** The element's shadow root, passed in by r2wc. */
  container?: HTMLElement | ShadowRoot;
}

/**
 * What `<drawkit-purchase>` renders: its own client for the partner, and the partner purchase.
 * This is what ElementHost does for the other elements, written out on purpose: sharing
 * ElementHost (or useElementClient) with the lazily loaded elements would make the first download
 * export them, and those bytes are not there to spare.
 */
export function PurchaseHost({ partner, appKey, apiOrigin, container }: PurchaseHostProps): ReactNode {
  const attributes = parsePurchaseAttributes({ partner, appKey, apiOrigin });
  // The client depends on the parsed attributes' values, not on the object that carries them.
  const parsed = attributes.ok ? attributes : null;
  const clientAppKey = parsed?.appKey;
  const discoveryUrl = parsed ? discoveryUrlOf(parsed.apiOrigin, parsed.partner) : undefined;
  const storagePrefix = parsed?.storagePrefix;
  // Another partner or shop is another purchase: remount it rather than carry state across.
  const key = `${storagePrefix}|${clientAppKey}|${discoveryUrl}`;
  const client = useMemo(() => {
    if (clientAppKey === undefined || discoveryUrl === undefined || storagePrefix === undefined) return null;
    try {
      // In a page the client's default `refreshTokenIn` is 'cookie': the refresh token is the shop's
      // HttpOnly (Partitioned) cookie and the other tokens stay in memory, so nothing of the sign-in
      // lands in the partner's own cookies.
      return createDrawkit({ discoveryUrl, appKey: clientAppKey, storagePrefix });
    } catch {
      return null;
    }
  }, [clientAppKey, discoveryUrl, storagePrefix]);

  if (!attributes.ok || !client) {
    return (
      <div className="drawkit">
        <Notice level="error">{attributes.ok ? 'Drawkit could not start.' : attributes.message}</Notice>
      </div>
    );
  }
  const host: EventTarget | undefined = container && 'host' in container ? container.host : container;
  return (
    <DrawkitProvider client={client}>
      <PartnerPurchase
        key={key}
        partnerSlug={attributes.partner}
        onComplete={(receipt) =>
          host && dispatchDrawkitEvent(host, 'drawkit:purchase-complete', { checkoutId: receipt.checkoutId, total: receipt.total })
        }
        onCartChange={(cart) => host && dispatchDrawkitEvent(host, 'drawkit:cart-change', { cart })}
      />
    </DrawkitProvider>
  );
}
