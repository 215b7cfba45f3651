import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';

/** What every `drawkit-*` element takes besides its own attributes: whose shop and where. */
export interface DrawkitShopElement extends HTMLElement {
  /** The partner's slug (attribute `partner`): whose app key, cart and sign-in the element uses. */
  partner: string | undefined;
  /** The app key (attribute `app-key`); defaults to the partner slug, else the storefront's. */
  appKey: string | undefined;
  /** The Drawkit server's origin (attribute `api-origin`); defaults to the origin of the script. */
  apiOrigin: string | undefined;
}

type ShopAttribute = 'partner' | 'appKey' | 'apiOrigin';

/**
 * r2wc's element class for a host component, in an open shadow root: its own string attributes
 * plus `partner`, `app-key` and `api-origin`. The class is registered as it is: a subclass would
 * add nothing but bytes to the first download.
 */
export function drawkitElementClass<E extends DrawkitShopElement>(
  // biome-ignore lint/suspicious/noExplicitAny: r2wc passes each element its own props.
  host: ComponentType<any>,
  ownAttributes: Record<Exclude<keyof E & string, keyof HTMLElement | ShopAttribute>, 'string'>,
): { new (): E; prototype: E } {
  return r2wc(host, {
    shadow: 'open',
    props: { ...ownAttributes, partner: 'string', appKey: 'string', apiOrigin: 'string' },
  }) as unknown as { new (): E; prototype: E };
}
