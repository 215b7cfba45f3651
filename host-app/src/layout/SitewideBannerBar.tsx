import { chooseSitewideBanner, dismissSitewideBanner, isSitewideBannerDismissed, siteContentStore } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect, useState } from 'react';
import { useCapabilities } from '../session/useCapabilities';

const localStore = () => (typeof localStorage === 'undefined' ? null : localStorage);

/** The sitewide banner (shop-specialised §2): one message over the page (at its layer: the layout's `site-overlays`), dismissed until its wording changes. */
export function SitewideBannerBar() {
  const client = useDrawkit();
  const banners = useStore(siteContentStore(client), (state) => state.banners);
  const region = useStore(client.session, (state) => state.customer?.state ?? null);
  const can = useCapabilities();
  // Without the capability there is no banner, and local storage is not read.
  const banner = can('sitewide-banner') ? chooseSitewideBanner(banners, region) : null;
  const message = banner?.message;
  // Whether this wording was dismissed, read from local storage in an effect rather than while
  // rendering: a page's first read of local storage is a synchronous call to the browser (up to
  // 34 ms at 4x CPU in docs/performance.md), which made the render that draws the navigation and
  // footer with the site content that much longer. The banner sits over the foot of the page, so
  // showing it a frame later moves nothing.
  const [dismissal, setDismissal] = useState<{ message: string; dismissed: boolean } | null>(null);
  useEffect(() => {
    if (message !== undefined) setDismissal({ message, dismissed: isSitewideBannerDismissed(localStore(), message) });
  }, [message]);
  if (!banner || dismissal?.message !== banner.message || dismissal.dismissed) return null;
  return (
    <div className={`sitewide-banner sitewide-banner--${banner.kind}`} role="region" aria-label="Site notice" data-testid="sitewide-banner">
      <p>{banner.message}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          dismissSitewideBanner(localStore(), banner.message);
          setDismissal({ message: banner.message, dismissed: true });
        }}
      >
        Dismiss
      </button>
    </div>
  );
}
