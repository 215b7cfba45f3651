import { pageNumber } from '@drawkit/sdk';
import { appKeyOf, isShopKey, positiveInteger } from './elementAttributes';
import { apiOriginOf, type ElementAttributes } from './elementOrigin';

export type ResultsAttributes = ElementAttributes<{ offer: string; page: number; drawNo: number | undefined }>;

/**
 * `<drawkit-results offer="…" page="…" draw-no="…" partner="…" app-key="…" api-origin="…">`.
 * The app key defaults to the partner slug, else the storefront's key; page numbers below 1 read
 * as 1 ("Page numbers are at least 1, default 1").
 */
export function parseResultsAttributes(raw: {
  offer?: string | undefined;
  page?: string | number | undefined;
  drawNo?: string | number | undefined;
  partner?: string | undefined;
  appKey?: string | undefined;
  apiOrigin?: string | undefined;
}): ResultsAttributes {
  const offer = raw.offer?.trim() ?? '';
  if (!isShopKey(offer)) {
    return { ok: false, message: 'Add the offer attribute, e.g. <drawkit-results offer="super_jackpot_lottery">.' };
  }
  const origin = apiOriginOf(raw.apiOrigin);
  if (!origin.ok) return origin;
  const appKey = appKeyOf(raw, 'drawkit-storefront');
  return {
    ok: true,
    offer,
    page: pageNumber(raw.page),
    drawNo: positiveInteger(raw.drawNo),
    appKey,
    apiOrigin: origin.origin,
    storagePrefix: `drawkit_${appKey}`,
  };
}
