import { showsContentLink, siteContentStore } from '@drawkit/sdk';
import type { ContentLink, LinkGroup } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { Link } from 'react-router';
import { lazy, Suspense } from 'react';

// The feedback block and its modal load after the footer (feedback capability only).
const FeedbackBlock = lazy(() => import('./FeedbackBlock').then((m) => ({ default: m.FeedbackBlock })));
import { useCatalogue } from '../catalogue/useCatalogue';
import { useCapabilities } from '../session/useCapabilities';
import { shopLinks } from './shopLinks';

/** More offers than this and the play/results links take two columns (shop-core §2). */
const DOUBLE_COLUMN_AFTER = 5;
/** "accepted payment logos (at most 8)". */
const MAX_PAYMENT_LOGOS = 8;
const PAYMENT_METHODS = ['Visa', 'Mastercard', 'Drawkit wallet'];

/** The full footer of shop-core §2, each link shown when its capability is on. */
export function Footer() {
  const client = useDrawkit();
  const can = useCapabilities();
  const catalogue = useCatalogue();
  const offers = catalogue.offers.filter((offer) => offer.availability === 'available');
  const minimumAge = useStore(client.session, (state) => state.config?.minimumAge ?? 18);
  const siteConfig = useStore(siteContentStore(client), (state) => state.siteConfig);

  return (
    <footer className="site-footer" data-testid="footer-full">
      <div className="site-footer__columns">
        {siteConfig ? (
          siteConfig.footer.map((group) => <CmsLinkGroup key={group.key} group={group} can={can} />)
        ) : (
        <nav aria-label="Help and policies">
          <h2>Help</h2>
          <ul>
            <li>
              <Link to="/about/contact-us">Customer support</Link>
            </li>
            <li>
              <Link to="/about/privacy">Privacy policy</Link>
            </li>
            {can('cookie-consent') && (
              <li>
                <Link to="/about/cookie-policy">Cookie policy</Link>
              </li>
            )}
            {!can('terms-of-use') && (
              <li>
                <Link to="/about">About us</Link>
              </li>
            )}
            <li>
              <Link to="/about/terms-and-conditions">Terms and conditions</Link>
            </li>
            {can('terms-of-use') && (
              <li>
                <Link to="/about/terms-of-use">Terms of use</Link>
              </li>
            )}
            {can('blog') && (
              <li>
                <Link to="/blog">News</Link>
              </li>
            )}
            {can('responsible-gambling') && (
              <li>
                <Link to="/about/responsible-gaming">Responsible gambling</Link>
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
                  <Link to={`/${offer.key}`}>{offer.name}</Link>
                </li>
              ))}
            </ul>
            <h2>Results</h2>
            <ul>
              {offers.map((offer) => (
                <li key={offer.key}>
                  <Link to={`/${offer.key}/results`}>{offer.name} results</Link>
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
                  <Link to={link.to}>{link.label}</Link>
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
          Play on the go: <Link to="/app">get the Drawkit app</Link>
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
    </footer>
  );
}

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
    <Link to={link.href}>{link.label}</Link>
  );
}

/** Replaces the footer on checkout pages with items in the cart, and on sign-in pages when signed out. */
export function CondensedFooter() {
  return (
    <footer className="site-footer site-footer--condensed" data-testid="footer-condensed">
      <nav aria-label="Policies">
        <Link to="/about/contact-us">Customer support</Link>
        <Link to="/about/privacy">Privacy policy</Link>
        <Link to="/about/terms-and-conditions">Terms and conditions</Link>
      </nav>
      <p className="site-footer__legal">© Drawkit</p>
    </footer>
  );
}
