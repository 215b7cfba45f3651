import type { PurchaseDetails, PurchaseMetadata } from '@drawkit/contract';

const UTM_FIELDS = [
  ['utm_campaign', 'utmCampaign'],
  ['utm_medium', 'utmMedium'],
  ['utm_source', 'utmSource'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const;

/**
 * The `purchase` part of every purchase body (shop-core §7, §9): "Channel key is APP when
 * utm_source is app, otherwise web"; metadata carries the page, the platform and the kept
 * utm parameters.
 */
export function purchaseDetails(pageUrl: string | undefined, partnerKey?: string): PurchaseDetails {
  const metadata: PurchaseMetadata = { platform: 'Web' };
  let utmSource: string | undefined;
  if (pageUrl) {
    metadata.pageUrl = pageUrl;
    let search: URLSearchParams | undefined;
    try {
      search = new URL(pageUrl).searchParams;
    } catch {
      search = undefined;
    }
    for (const [param, field] of UTM_FIELDS) {
      const value = search?.get(param);
      if (value) metadata[field] = value;
    }
    utmSource = metadata.utmSource;
  }
  const details: PurchaseDetails = { channelKey: utmSource === 'app' ? 'APP' : 'web', metadata };
  if (partnerKey) details.partnerKey = partnerKey;
  return details;
}
