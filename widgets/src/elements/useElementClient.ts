import { useMemo } from 'react';
import { createDrawkit, type DrawkitClient } from '@drawkit/sdk';

/** One client per app key, origin and storage prefix (the element's parsed attributes). */
export function useElementClient(settings: { appKey: string; apiOrigin: string; storagePrefix: string } | null): DrawkitClient | null {
  const key = settings ? `${settings.appKey}|${settings.apiOrigin}|${settings.storagePrefix}` : '';
  return useMemo(() => {
    if (!settings) return null;
    try {
      // The default `refreshTokenIn` in a page is 'cookie': no token lands in the partner's cookies (see PurchaseHost).
      return createDrawkit({ discoveryUrl: `${settings.apiOrigin}/discover`, appKey: settings.appKey, storagePrefix: settings.storagePrefix });
    } catch {
      return null;
    }
    // The client depends on the parsed attributes only, summed up in `key`.
  }, [key]);
}

/** The element a host component renders into, for its events. */
export function hostOf(container: HTMLElement | ShadowRoot | undefined): EventTarget | undefined {
  return container && 'host' in container ? container.host : container;
}
