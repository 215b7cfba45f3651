import type { ElementAttributes } from './elementOrigin';

/** What `<drawkit-purchase>` needs, parsed once from its attributes (STYLE 9: parse at the boundary). */
export type PurchaseAttributes = ElementAttributes<{ partner: string }>;

/**
 * `<drawkit-purchase partner="…" app-key="…" api-origin="…">`. The api-origin check is elementOrigin's
 * apiOriginOf written out: importing it would make this first download export it to the lazily
 * loaded elements' parsers, bytes the 40 KB budget does not have (elementOrigin's test checks
 * that both answer alike).
 */
export function parsePurchaseAttributes(raw: {
  partner?: string | undefined;
  appKey?: string | undefined;
  apiOrigin?: string | undefined;
}): PurchaseAttributes {
  const partner = raw.partner?.trim() ?? '';
  if (!partner) {
    return { ok: false, message: 'Add the partner attribute, e.g. <drawkit-purchase partner="demo-partner">.' };
  }
  let apiOrigin = new URL(import.meta.url).origin;
  const given = raw.apiOrigin?.trim();
  if (given) {
    let url: URL | null = null;
    try {
      url = new URL(given);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      return { ok: false, message: `The api-origin attribute must be an http or https origin, e.g. https://shop.example.com (got "${given}").` };
    }
    apiOrigin = url.origin;
  }
  // A partner element's app key defaults to its partner slug; two embeds on one page keep their tokens and carts apart.
  return { ok: true, partner, appKey: raw.appKey?.trim() || partner, apiOrigin, storagePrefix: `drawkit_${partner}` };
}
