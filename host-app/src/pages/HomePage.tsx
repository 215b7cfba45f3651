import type { Draw, ProductOffer } from '@drawkit/sdk';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { drawSummary } from '../catalogue/drawSummary';
import { useCatalogue } from '../catalogue/useCatalogue';
import { PageLoading } from '../layout/PageLoading';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** `/`: every product offer on sale, with its next draw and jackpot. */
export function HomePage() {
  useDocumentTitle(undefined);
  const catalogue = useCatalogue();
  const offers = catalogue.offers.filter((offer) => offer.availability === 'available' && !offer.suspended);

  return (
    <section className="page" aria-labelledby="home-title">
      <header className="page-intro">
        <h1 id="home-title">Play Australia's favourite lotteries</h1>
        <p>Pick your numbers, or let a quick pick choose for you, and you're in the next draw.</p>
      </header>
      {catalogue.status === 'failed' ? (
        <p role="alert">We couldn't load the draws. Please reload the page to try again.</p>
      ) : catalogue.status !== 'succeeded' ? (
        <PageLoading label="Loading draws…" />
      ) : offers.length === 0 ? (
        <p>No draws are on sale right now. Please check back soon.</p>
      ) : (
        <ul className="offer-grid" aria-label="Lotteries on sale">
          {offers.map((offer) => (
            <OfferCard key={offer.key} offer={offer} draw={catalogue.nextDraw(offer.key)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OfferCard({ offer, draw }: { offer: ProductOffer; draw: Draw | undefined }) {
  const summary = draw ? drawSummary(draw) : null;
  return (
    <li className="offer-card" data-testid="offer-card" style={{ '--offer-colour': offer.branding.primaryColour } as CSSProperties}>
      <h2 className="offer-card__name">{offer.name}</h2>
      {summary ? (
        <>
          <p className="offer-card__prize">{summary.prize}</p>
          <p className="offer-card__draw">{summary.when}</p>
        </>
      ) : (
        <p className="offer-card__draw">Next draw to be announced</p>
      )}
      <Link className="button button--primary offer-card__link" to={`/${offer.key}`} aria-label={`Play ${offer.name}`}>
        Play now
      </Link>
    </li>
  );
}
