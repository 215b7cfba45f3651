import { showsContentLink, siteContentStore } from '@drawkit/sdk';
import type { ContentLink, ContentSiteConfig, LinkGroup, ProductOffer } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';

// The feedback block and its modal load after the footer (feedback capability only).
const FeedbackBlock = lazy(() => import('./FeedbackBlock').then((m) => ({ default: m.FeedbackBlock })));
import { useCatalogue } from '../catalogue/useCatalogue';
import { useCapabilities } from '../session/useCapabilities';
import { shopLinks } from './shopLinks';
import { SiteLink } from './SiteLink';

/** More offers than this and the play/results links take two columns (shop-core §2). */
const DOUBLE_COLUMN_AFTER = 5;
/** "accepted payment logos (at most 8)". */
const MAX_PAYMENT_LOGOS = 8;
const PAYMENT_METHODS = ['Visa', 'Mastercard', 'Drawkit wallet'];
/** Site content slower than this, and the footer shows its fixed links until it comes (a hung call ends only at the call layer's 30 s timeout). */
export const FIXED_LINKS_AFTER_MS = 3000;

/** What the footer draws from: the offers, the customer's capabilities, the site content. */
interface FooterInputs {
  offers: readonly ProductOffer[];
  /** A new function when the customer's capabilities or segment change (useCapabilities). */
  can: (capability: string) => boolean;
  minimumAge: number;
  siteConfig: ContentSiteConfig | null;
}

/**
 * The full footer of shop-core §2, each link shown when its capability is on. It sits below the
 * fold and holds 40 to 60 links, and the calls it draws from (offers, capabilities, site content)
 * answer while the page loads: it is drawn, and redrawn on each answer, after the page's own
 * render has painted, in a task of its own (`useDeferredValue`), instead of lengthening the task
 * that draws the page (at 4× CPU, 40 to 70 ms of a long task each time); and not before the site
 * content has answered or failed, or `FIXED_LINKS_AFTER_MS` has passed without it.
 */
export function Footer() {
  const client = useDrawkit();
  const catalogue = useCatalogue();
  const can = useCapabilities();
  const minimumAge = useStore(client.session, (state) => state.config?.minimumAge ?? 18);
  const siteConfig = useStore(siteContentStore(client), (state) => state.siteConfig);
  // The site content's footer groups replace the fixed ones: drawing the fixed ones first, only to
  // swap them, cost a second full draw of the footer during the page load.
  const contentSettled = useStore(siteContentStore(client), (state) => state.status === 'succeeded' || state.status === 'failed');
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  useEffect(() => {
    if (contentSettled) return;
    const timer = setTimeout(() => setWaitedTooLong(true), FIXED_LINKS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [contentSettled]);
  const drawn = contentSettled || waitedTooLong;
  const inputs = useMemo<FooterInputs | null>(
    () => (drawn ? { offers: catalogue.offers, can, minimumAge, siteConfig } : null),
    [drawn, catalogue.offers, can, minimumAge, siteConfig],
  );
  // First an empty footer, filled in after the page's first render has painted.
  const shown = useDeferredValue<FooterInputs | null>(inputs, null);
  return (
    <footer className="site-footer" data-testid="footer-full">
      {shown && <FooterContent {...shown} />}
    </footer>
  );
}

const FooterContent = memo(function FooterContent({ offers: allOffers, can, minimumAge, siteConfig }: FooterInputs) {
  const offers = allOffers.filter((offer) => offer.availability === 'available');

  return (
    <>
      <div className="site-footer__columns">
        {siteConfig ? (
          siteConfig.footer.map((group) => <CmsLinkGroup key={group.key} group={group} can={can} />)
        ) : (
        <nav aria-label="Help and policies">
          <h2>Help</h2>
          <ul>
            <li>
              <SiteLink to="/about/contact-us">Customer support</SiteLink>
            </li>
            <li>
              <SiteLink to="/about/privacy">Privacy policy</SiteLink>
            </li>
            {can('cookie-consent') && (
              <li>
                <SiteLink to="/about/cookie-policy">Cookie policy</SiteLink>
              </li>
            )}
            {!can('terms-of-use') && (
              <li>
                <SiteLink to="/about">About us</SiteLink>
              </li>
            )}
            <li>
              <SiteLink to="/about/terms-and-conditions">Terms and conditions</SiteLink>
            </li>
            {can('terms-of-use') && (
              <li>
                <SiteLink to="/about/terms-of-use">Terms of use</SiteLink>
              </li>
            )}
            {can('blog') && (
              <li>
                <SiteLink to="/blog">News</SiteLink>
              </li>
            )}
            {can('responsible-gambling') && (
              <li>
                <SiteLink to="/about/responsible-gaming">Responsible gambling</SiteLink>
              </li>
            )}
          </ul>
        </nav>
        )}
        {can('commercial-lotteries') && offers.length > 0 && (
          <nav aria-label="Play and results" className={offers.length > DOUBLE_COLUMN_AFTER ? 'site-footer__offers site-footer__offers--double' : 'site-footer__offers'}>
            <h2>Play</h2>
            <ul>
              {offers.map((offer) => (
                <li key={offer.key}>
                  <SiteLink to={`/${offer.key}`}>{offer.name}</SiteLink>
                </li>
              ))}
            </ul>
            <h2>Results</h2>
            <ul>
              {offers.map((offer) => (
                <li key={offer.key}>
                  <SiteLink to={`/${offer.key}/results`}>{offer.name} results</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {shopLinks(can).length > 0 && (
          <nav aria-label="Shop">
            <h2>Shop</h2>
            <ul>
              {shopLinks(can).map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div>
          <h2>We accept</h2>
          <ul className="payment-logos" aria-label="Accepted payment methods">
            {PAYMENT_METHODS.slice(0, MAX_PAYMENT_LOGOS).map((method) => (
              <li key={method} className="payment-logo">
                {method}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {can('native-app') && (
        <p className="site-footer__app">
          Play on the go: <SiteLink to="/app">get the Drawkit app</SiteLink>
        </p>
      )}
      {siteConfig && siteConfig.social.length > 0 && (
        <ul className="site-footer__social" aria-label="Social links">
          {siteConfig.social.map((link) => (
            <li key={link.href}>
              <FooterLink link={link} />
            </li>
          ))}
        </ul>
      )}
      {can('feedback') && (
        <Suspense fallback={null}>
          <FeedbackBlock />
        </Suspense>
      )}
      <p className="site-footer__legal">
        You must be {minimumAge} or over to play. Please gamble responsibly. © Drawkit
      </p>
    </>
  );
});

/** A footer group from the CMS (shop-core §2 'Footer'), each link shown per its capability. */
function CmsLinkGroup({ group, can }: { group: LinkGroup; can: (capability: string) => boolean }) {
  const links = group.links.filter((link) => showsContentLink(link, can));
  if (links.length === 0) return null;
  return (
    <nav aria-label={group.title === 'Help' ? 'Help and policies' : group.title}>
      <h2>{group.title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <FooterLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterLink({ link }: { link: ContentLink }) {
  return link.external ? (
    <a href={link.href} rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <SiteLink to={link.href}>{link.label}</SiteLink>
  );
}

/** Replaces the footer on checkout pages with items in the cart, and on sign-in pages when signed out. */
export function CondensedFooter() {
  return (
    <footer className="site-footer site-footer--condensed" data-testid="footer-condensed">
      <nav aria-label="Policies">
        <SiteLink to="/about/contact-us">Customer support</SiteLink>
        <SiteLink to="/about/privacy">Privacy policy</SiteLink>
        <SiteLink to="/about/terms-and-conditions">Terms and conditions</SiteLink>
      </nav>
      <p className="site-footer__legal">© Drawkit</p>
    </footer>
  );
}
