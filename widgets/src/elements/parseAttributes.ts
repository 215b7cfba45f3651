/** What `<drawkit-purchase>` needs, parsed once from its attributes (STYLE 9: parse at the boundary). */
export type PurchaseAttributes =
  | { ok: true; partner: string; appKey: string; apiOrigin: string }
  | { ok: false; message: string };

/** The origin the element script was loaded from: the Drawkit server that served it. */
export function scriptOrigin(): string {
  return new URL(import.meta.url).origin;
}

export function parsePurchaseAttributes(raw: {
  partner?: string | undefined;
  appKey?: string | undefined;
  apiOrigin?: string | undefined;
}): PurchaseAttributes {
  const partner = raw.partner?.trim() ?? '';
  if (!partner) {
    return { ok: false, message: 'Add the partner attribute, e.g. <drawkit-purchase partner="demo-partner">.' };
  }
  let apiOrigin = scriptOrigin();
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
  // A partner element's app key defaults to its partner slug.
  return { ok: true, partner, appKey: raw.appKey?.trim() || partner, apiOrigin };
}
