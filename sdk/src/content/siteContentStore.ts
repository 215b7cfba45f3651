/**
 * The site's shared content from the CMS: navigation, footer groups, component variants and
 * social links (`GET /items/site_config`, cached 24 h by the call layer), the sitewide banner's
 * messages and the CMS route list. Made on first use for a client.
 */
import type { CmsRoute, ContentSiteConfig, LoadStatus, SitewideBanner } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DrawkitClient } from '../clientTypes';
import { isAbortError } from '../errors/toDrawkitError';

export interface SiteContentState {
  status: LoadStatus;
  siteConfig: ContentSiteConfig | null;
  banners: SitewideBanner[];
  /** Paths the CMS has pages for ("CMS pages take precedence over fixed routes"). */
  routes: CmsRoute[];
  /** Loads once; later calls reuse what is there. */
  load(): Promise<void>;
}

export function createSiteContentStore(client: DrawkitClient): StoreApi<SiteContentState> {
  let loading: Promise<void> | null = null;
  const store = createStore<SiteContentState>()((set) => ({
    status: 'idle',
    siteConfig: null,
    banners: [],
    routes: [],
    load() {
      loading ??= (async () => {
        set({ status: 'loading' });
        try {
          const [config, banners, routes] = await Promise.all([
            client.api.request<ContentSiteConfig>('cmsSiteConfig'),
            client.api.request<SitewideBanner[]>('cmsItems', { params: { collection: 'banners' } }),
            client.api.request<CmsRoute[]>('cmsPages'),
          ]);
          set({ status: 'succeeded', siteConfig: config.result, banners: banners.result, routes: routes.result });
        } catch (error) {
          loading = null;
          if (!isAbortError(error)) set({ status: 'failed' });
        }
      })();
      return loading;
    },
  }));
  return store;
}

const stores = new WeakMap<DrawkitClient, StoreApi<SiteContentState>>();

export function siteContentStore(client: DrawkitClient): StoreApi<SiteContentState> {
  let store = stores.get(client);
  if (!store) {
    store = createSiteContentStore(client);
    stores.set(client, store);
  }
  return store;
}
