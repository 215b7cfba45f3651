/**
 * The sitewide banner (shop-specialised §2, §4, §9): one message "chosen in priority:
 * state-specific, maintenance, description"; "the state-specific message applies only to SA";
 * dismissal kept in local storage, and "a stored dismissal counts only if the stored content
 * equals the current message; otherwise the banner reappears".
 */
import type { SitewideBanner } from '@drawkit/contract';

/** "It sits at layer 99994." */
export const SITEWIDE_BANNER_LAYER = 99_994;
export const SITEWIDE_BANNER_DISMISSAL_KEY = 'drawkit-sitewide-banner-dismissed';

/** The message to show for a visitor in `region` (their state; null when unknown). */
export function chooseSitewideBanner(banners: readonly SitewideBanner[], region: string | null): SitewideBanner | null {
  const state = region === 'SA' ? banners.find((b) => b.kind === 'state' && b.region === 'SA') : undefined;
  return state ?? banners.find((b) => b.kind === 'maintenance') ?? banners.find((b) => b.kind === 'description') ?? null;
}

/** What `localStorage` offers (getItem/setItem), so the rule runs without a DOM. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function isSitewideBannerDismissed(storage: KeyValueStorage | null, message: string): boolean {
  return storage?.getItem(SITEWIDE_BANNER_DISMISSAL_KEY) === message;
}

export function dismissSitewideBanner(storage: KeyValueStorage | null, message: string): void {
  storage?.setItem(SITEWIDE_BANNER_DISMISSAL_KEY, message);
}
