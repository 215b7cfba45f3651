import { useMemo, useState } from 'react';
import { createDrawkit, type DrawkitClient } from '@drawkit/sdk';

/**
 * One client per app key, origin and storage prefix (the element's parsed attributes).
 * `startupReads`: discovery's query for the reads the element's first render makes (`results=<key>`,
 * `offer=<key>`), whose answers then come with discovery's: a round of calls fewer, and on another
 * origin no CORS preflight for each of them. The first render's is kept: an attribute changed later
 * makes no new client, and leaves the client and its state as they are.
 */
export function useElementClient(
  settings: { appKey: string; apiOrigin: string; storagePrefix: string } | null,
  startupReads?: string,
): DrawkitClient | null {
  // The client depends on the parsed attributes' values, not on the object that carries them.
  const appKey = settings?.appKey;
  const apiOrigin = settings?.apiOrigin;
  const storagePrefix = settings?.storagePrefix;
  const [startup] = useState(startupReads);
  return useMemo(() => {
    if (appKey === undefined || apiOrigin === undefined || storagePrefix === undefined) return null;
    try {
      const query = startup ? `?${startup}` : '';
      // The default `refreshTokenIn` in a page is 'cookie': no token lands in the partner's cookies (see PurchaseHost).
      return createDrawkit({ discoveryUrl: `${apiOrigin}/discover${query}`, appKey, storagePrefix });
    } catch {
      return null;
    }
  }, [appKey, apiOrigin, storagePrefix, startup]);
}

/** The element a host component renders into, for its events. */
export function hostOf(container: HTMLElement | ShadowRoot | undefined): EventTarget | undefined {
  return container && 'host' in container ? container.host : container;
}
