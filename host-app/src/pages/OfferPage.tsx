import { TicketBuilder } from '@drawkit/widgets';
import { useNavigate, useParams } from 'react-router';
import { useCatalogue } from '../catalogue/useCatalogue';
import { PageLoading } from '../layout/PageLoading';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { NotFoundPage } from './NotFoundPage';

/** `/{productOfferKey}`: the offer's ticket builder; an unknown key is the 404 page. */
export function OfferPage() {
  const { productOfferKey = '' } = useParams();
  const catalogue = useCatalogue();
  const navigate = useNavigate();
  const offer = catalogue.offer(productOfferKey);
  useDocumentTitle(offer?.name);

  if (!offer) {
    if (catalogue.status === 'succeeded') return <NotFoundPage />;
    if (catalogue.status === 'failed') {
      return (
        <section className="page">
          <p role="alert">We couldn't load this lottery. Please reload the page to try again.</p>
        </section>
      );
    }
    return <PageLoading label="Loading lottery…" />;
  }

  // The ticket builder shows the offer's name, jackpot and next draw under its own heading.
  return (
    <section className="page" aria-labelledby="offer-title">
      <header className="page-intro">
        <h1 id="offer-title">Play {offer.name}</h1>
        {offer.description && <p>{offer.description}</p>}
      </header>
      <TicketBuilder offerKey={offer.key} onAdded={() => void navigate('/cart')} />
    </section>
  );
}
