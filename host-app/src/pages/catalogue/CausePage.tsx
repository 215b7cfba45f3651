import { useParams } from 'react-router';
import { offersForCause } from '../../catalogue/listings';
import { useCatalogue } from '../../catalogue/useCatalogue';
import { useCauses } from '../../catalogue/useCauses';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { NotFoundPage } from '../NotFoundPage';
import { RaffleCard } from './OfferCards';

/** `/causes/{causeSlug}`: a cause and the raffles that support it; an unknown slug is the 404. */
export function CausePage() {
  const { causeSlug = '' } = useParams();
  const { causes, status } = useCauses();
  const catalogue = useCatalogue();
  const cause = causes.find((c) => c.slug === causeSlug);
  useDocumentTitle(cause ? cause.name : status === 'succeeded' ? 'Page not found' : undefined);

  if (status === 'succeeded' && !cause) return <NotFoundPage />;
  if (status === 'failed' || catalogue.status === 'failed') {
    return (
      <section className="page">
        <p role="alert">We couldn't load this cause. Please reload the page to try again.</p>
      </section>
    );
  }
  if (!cause || catalogue.status !== 'succeeded') return <PageLoading label="Loading cause…" />;

  const offers = offersForCause(catalogue.offers, cause.key);
  return (
    <section className="page" aria-labelledby="cause-title">
      <header className="page-intro">
        <h1 id="cause-title">{cause.name}</h1>
        <p>{cause.description}</p>
      </header>
      {offers.length === 0 ? (
        <p>No raffles for this cause are on sale right now.</p>
      ) : (
        <ul className="offer-grid" aria-label={`Raffles supporting ${cause.name}`}>
          {offers.map((offer) => (
            <RaffleCard key={offer.key} offer={offer} causeSlug={cause.slug} />
          ))}
        </ul>
      )}
    </section>
  );
}
