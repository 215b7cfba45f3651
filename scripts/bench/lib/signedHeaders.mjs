// Headers of a signed main-API call, as the SDK sends them (shop-core §7), from the contract's own
// signaturePayload. A timestamp stays valid for TIMESTAMP_TOLERANCE_SECONDS: sign again for each run.
import { createHash } from 'node:crypto';
import { HEADERS, signaturePayload } from '@drawkit/contract';

export const STOREFRONT_APP_KEY = 'drawkit-storefront';

export async function appIdOf(baseUrl, appKey = STOREFRONT_APP_KEY) {
  const response = await fetch(`${baseUrl}/discover`, { headers: { [HEADERS.appKey]: appKey } });
  if (!response.ok) throw new Error(`GET /discover answered ${response.status}`);
  return (await response.json()).result.app_id;
}

/** Signed-out headers for the storefront's app key (no customer token). */
export function signedHeaders(appId, appKey = STOREFRONT_APP_KEY, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  return {
    [HEADERS.appKey]: appKey,
    [HEADERS.timestamp]: timestamp,
    [HEADERS.signature]: createHash('sha256').update(signaturePayload({ timestamp, appKey, appId })).digest('hex'),
  };
}
