import { useMemo } from 'react';
import { createDrawkit, type DrawkitClient } from '@drawkit/sdk';

/** One client per app key, origin and storage prefix (the element's parsed attributes). */
export function useElementClient(settings: { appKey: string; apiOrigin: string; storagePrefix: string } | null): DrawkitClient | null {
  // The client depends on the parsed attributes' values, not on the object that carries them.
  const appKey = settings?.appKey;
  const apiOrigin = settings?.apiOrigin;
  const storagePrefix = settings?.storagePrefix;
  return useMemo(() => {
    if (appKey === undefined || apiOrigin === undefined || storagePrefix === undefined) return null;
    try {
      // The default `refreshTokenIn` in a page is 'cookie': no token lands in the partner's cookies (see PurchaseHost).
      return createDrawkit({ discoveryUrl: `${apiOrigin}/discover`, appKey, storagePrefix });
    } catch {
      return null;
    }
  }, [appKey, apiOrigin, storagePrefix]);
}

/** The element a host component renders into, for its events. */
export function hostOf(container: HTMLElement | ShadowRoot | undefined): EventTarget | undefined {
  return container && 'host' in container ? container.host : container;
}
