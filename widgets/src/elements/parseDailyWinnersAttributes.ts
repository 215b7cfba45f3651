import { appKeyOf } from './elementAttributes';
import { apiOriginOf, type ElementAttributes } from './elementOrigin';

export type DailyWinnersAttributes = ElementAttributes<{ partner: string | undefined }>;

/**
 * `<drawkit-daily-winners partner="…" app-key="…" api-origin="…">`. The app key defaults to the
 * partner slug, else the storefront's; the storage prefix is the partner's, so a shopper signed
 * in through the partner's `<drawkit-purchase>` is signed in here too.
 */
export function parseDailyWinnersAttributes(raw: {
  partner?: string | undefined;
  appKey?: string | undefined;
  apiOrigin?: string | undefined;
}): DailyWinnersAttributes {
  const origin = apiOriginOf(raw.apiOrigin);
  if (!origin.ok) return origin;
  const partner = raw.partner?.trim() || undefined;
  const appKey = appKeyOf(raw, 'drawkit-storefront');
  return { ok: true, partner, appKey, apiOrigin: origin.origin, storagePrefix: `drawkit_${partner ?? appKey}` };
}
