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
 * r2wc's flag for "in the document": it renders only while set (`@r2wc/core`'s own symbol, from
 * the global registry).
 */
const CONNECTED = Symbol.for('r2wc.connected');

/**
 * r2wc's element class for a host component, in an open shadow root: its own string attributes
 * plus `partner`, `app-key` and `api-origin`. r2wc counts a new element as connected from the
 * start: an element upgraded in the page rendered on its first attribute and again on connect
 * (the same props twice), and one made by script rendered, and started its client's calls, as
 * soon as an attribute was set, before it was in the page. Here an element is connected once its
 * `connectedCallback` says so.
 */
export function drawkitElementClass<E extends DrawkitShopElement>(
  // biome-ignore lint/suspicious/noExplicitAny: r2wc passes each element its own props.
  host: ComponentType<any>,
  ownAttributes: Record<Exclude<keyof E & string, keyof HTMLElement | ShopAttribute>, 'string'>,
): { new (): E; prototype: E } {
  const Element = r2wc(host, {
    shadow: 'open',
    props: { ...ownAttributes, partner: 'string', appKey: 'string', apiOrigin: 'string' },
  });
  return class extends Element {
    constructor() {
      super();
      (this as unknown as Record<symbol, boolean>)[CONNECTED] = false;
    }
  } as unknown as { new (): E; prototype: E };
}
