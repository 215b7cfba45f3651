import { useParams } from 'react-router';
import { useCauses } from '../../catalogue/useCauses';
import { PageLoading } from '../../layout/PageLoading';
import { NotFoundPage } from '../NotFoundPage';
import { OfferFrame } from '../offer/OfferFrame';
import { OfferTicketBuilder } from '../offer/OfferTicketBuilder';
import { defaultGameType } from '../../catalogue/offerGameType';

/**
 * `/causes/{causeSlug}/{productOfferKey}`: an offer bought for one cause. A cause the offer does
 * not support, or an unknown one, is the 404 page.
 */
export function CauseOfferPage() {
  const { causeSlug = '' } = useParams();
  const { causes, status } = useCauses();
  const cause = causes.find((c) => c.slug === causeSlug);
  if (status === 'succeeded' && !cause) return <NotFoundPage />;
  if (!cause) return status === 'failed' ? <NotFoundPage /> : <PageLoading label="Loading cause…" />;
  return (
    <OfferFrame title={(offer) => `${offer.name} for ${cause.name}`}>
      {(offer) =>
        offer.causes.includes(cause.key) ? (
          <OfferTicketBuilder offer={offer} gameType={defaultGameType(offer)?.key} causeKey={cause.key} />
        ) : null
      }
    </OfferFrame>
  );
}
