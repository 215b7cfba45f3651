import { pageNumber } from '@drawkit/sdk';
import { scriptOrigin } from './parseAttributes';

export type ResultsAttributes =
  | { ok: true; offer: string; page: number; drawNo: number | undefined; appKey: string; apiOrigin: string }
  | { ok: false; message: string };

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
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(offer)) {
    return { ok: false, message: 'Add the offer attribute, e.g. <drawkit-results offer="super_jackpot_lottery">.' };
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
  const drawNo = raw.drawNo === undefined || raw.drawNo === '' ? undefined : Number(raw.drawNo);
  return {
    ok: true,
    offer,
    page: pageNumber(raw.page),
    drawNo: drawNo !== undefined && Number.isInteger(drawNo) && drawNo >= 1 ? drawNo : undefined,
    appKey: raw.appKey?.trim() || raw.partner?.trim() || 'drawkit-storefront',
    apiOrigin,
  };
}
