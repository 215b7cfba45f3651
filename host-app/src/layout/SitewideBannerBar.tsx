import { chooseSitewideBanner, dismissSitewideBanner, isSitewideBannerDismissed, siteContentStore } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { useState } from 'react';
import { useCapabilities } from '../session/useCapabilities';

const localStore = () => (typeof localStorage === 'undefined' ? null : localStorage);

/** The sitewide banner (shop-specialised §2): one message over the page (at its layer: the layout's `site-overlays`), dismissed until its wording changes. */
export function SitewideBannerBar() {
  const client = useDrawkit();
  const banners = useStore(siteContentStore(client), (state) => state.banners);
  const region = useStore(client.session, (state) => state.customer?.state ?? null);
  const can = useCapabilities();
  const [dismissedNow, setDismissedNow] = useState<string | null>(null);
  const banner = chooseSitewideBanner(banners, region);
  if (!can('sitewide-banner') || !banner || dismissedNow === banner.message || isSitewideBannerDismissed(localStore(), banner.message)) return null;
  return (
    <div className={`sitewide-banner sitewide-banner--${banner.kind}`} role="region" aria-label="Site notice" data-testid="sitewide-banner">
      <p>{banner.message}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          dismissSitewideBanner(localStore(), banner.message);
          setDismissedNow(banner.message);
        }}
      >
        Dismiss
      </button>
    </div>
  );
}
