import { formatJackpot, isRaffleDraw, sortGameTypes } from '@drawkit/sdk';
import type { ProductOffer } from '@drawkit/sdk';
import { lazy, Suspense } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { drawWhen } from '../../catalogue/drawLabels';
import { gameTypePath } from '../../catalogue/offerGameType';
import { offerPaths } from '../../catalogue/offerPaths';
import { useCatalogue } from '../../catalogue/useCatalogue';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { NotFoundPage } from '../NotFoundPage';
import { useOfferPage } from './useOfferPage';

// An unknown offer key is rare: the CMS page or 404 shown in its place loads when needed, so an
// offer page does not fetch the CMS page and its content blocks as it opens.
const CatchAllPage = lazy(() => import('../content/CatchAllPage').then((m) => ({ default: m.CatchAllPage })));

export interface OfferFrameProps {
  /** The page's title and heading, from the offer (e.g. `${offer.name} statistics`). */
  title: (offer: ProductOffer) => string;
  /** The page's content; returning null shows the 404 page (e.g. an unknown game-type suffix). */
  children: (offer: ProductOffer) => ReactNode | null;
  /** The document title when it differs from the heading. */
  documentTitle?: (offer: ProductOffer) => string;
  /** The game type the page plays, marked current among the game-type links. */
  currentGameType?: (offer: ProductOffer) => string | undefined;
}

/**
 * Every `/{productOfferKey}/...` page: the loading, failed and unknown-offer states, the offer's
 * heading with its jackpot and next draw, and links to the offer's other pages.
 */
export function OfferFrame({ title, documentTitle = title, children, currentGameType }: OfferFrameProps) {
  const page = useOfferPage();
  const offer = page.kind === 'ready' ? page.offer : undefined;
  const content = offer ? children(offer) : null;
  useDocumentTitle(offer && content !== null ? documentTitle(offer) : page.kind === 'loading' ? undefined : 'Page not found');

  // No such offer: a page the CMS lists at this path, else the 404 page ("CMS pages take precedence").
  if (page.kind === 'missing') {
    return (
      <Suspense fallback={<PageLoading />}>
        <CatchAllPage />
      </Suspense>
    );
  }
  if (offer && content === null) return <NotFoundPage />;
  if (page.kind === 'failed') {
    return (
      <section className="page">
        <p role="alert">We couldn't load this lottery. Please reload the page to try again.</p>
      </section>
    );
  }
  if (!offer) return <PageLoading label="Loading lottery…" />;

  return (
    <section className="page offer-page" aria-labelledby="offer-title" style={{ '--offer-colour': offer.branding.primaryColour } as CSSProperties}>
      <header className="page-intro">
        <h1 id="offer-title">{title(offer)}</h1>
        {offer.description && <p>{offer.description}</p>}
        <NextDrawLine offer={offer} />
      </header>
      <OfferNav offer={offer} currentGameType={currentGameType?.(offer)} />
      {content}
    </section>
  );
}

function NextDrawLine({ offer }: { offer: ProductOffer }) {
  const catalogue = useCatalogue();
  const draw = catalogue.nextDraw(offer.key);
  if (!draw) return <p className="offer-page__draw">Next draw to be announced</p>;
  const when = drawWhen(draw);
  return (
    <p className="offer-page__draw" data-testid="offer-next-draw">
      <strong className="offer-page__jackpot">{formatJackpot(draw)}</strong>{' '}
      {isRaffleDraw(draw) ? 'Tickets on sale until' : 'Next draw'} <time dateTime={when.iso}>{when.day}</time>
      {when.day !== when.date && <span className="offer-page__date">, {when.date}</span>}
    </p>
  );
}

/** The offer's pages: one link per game type (in the spec's order), then statistics, support and terms. */
function OfferNav({ offer, currentGameType }: { offer: ProductOffer; currentGameType: string | undefined }) {
  const gameTypes = sortGameTypes(offer.gameTypes);
  const hasSubscription = offer.gameTypes.some((t) => t.key === 'deferred');
  return (
    <nav className="offer-nav" aria-label={`${offer.name} pages`}>
      {gameTypes.length > 1 && (
        <ul className="offer-nav__game-types" aria-label="Ways to play">
          {gameTypes.map((gameType) => (
            <li key={gameType.key}>
              <Link to={gameTypePath(offer, gameType)} aria-current={gameType.key === currentGameType ? 'page' : undefined}>
                {gameType.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ul className="offer-nav__pages">
        <li>
          <NavLink to={offerPaths.play(offer.key)} end>
            Play
          </NavLink>
        </li>
        {hasSubscription && (
          <li>
            <NavLink to={offerPaths.subscription(offer.key)}>Subscription</NavLink>
          </li>
        )}
        {offer.type === 'lottery_ticket' && (
          <li>
            <NavLink to={offerPaths.statistics(offer.key)}>Statistics</NavLink>
          </li>
        )}
        {offer.causes.length > 0 && (
          <li>
            <NavLink to={offerPaths.yourSupport(offer.key)}>Your support</NavLink>
          </li>
        )}
        <li>
          <NavLink to={offerPaths.terms(offer.key)}>Terms and conditions</NavLink>
        </li>
      </ul>
    </nav>
  );
}
