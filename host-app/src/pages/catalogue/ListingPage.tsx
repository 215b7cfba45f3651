import type { ProductOffer } from '@drawkit/sdk';
import { Fragment, type ReactNode } from 'react';
import { useCatalogue } from '../../catalogue/useCatalogue';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

export interface ListingPageProps {
  title: string;
  intro: string;
  /** The offers this listing shows, in order. */
  select: (offers: readonly ProductOffer[]) => ProductOffer[];
  card: (offer: ProductOffer) => ReactNode;
  empty: string;
}

/** A listing of offers (shop-core §2 `/lotto-tickets`, `/charity-tickets`, `/syndicates`). */
export function ListingPage({ title, intro, select, card, empty }: ListingPageProps) {
  useDocumentTitle(title);
  const catalogue = useCatalogue();
  const offers = select(catalogue.offers);
  return (
    <section className="page" aria-labelledby="listing-title">
      <header className="page-intro">
        <h1 id="listing-title">{title}</h1>
        <p>{intro}</p>
      </header>
      {catalogue.status === 'failed' ? (
        <p role="alert">We couldn't load the draws. Please reload the page to try again.</p>
      ) : catalogue.status !== 'succeeded' ? (
        <PageLoading label="Loading draws…" />
      ) : offers.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="offer-grid" aria-label={title}>
          {offers.map((offer) => (
            <Fragment key={offer.key}>{card(offer)}</Fragment>
          ))}
        </ul>
      )}
    </section>
  );
}
