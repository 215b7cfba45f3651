import { OfferFrame } from './OfferFrame';
import { OfferTicketBuilder } from './OfferTicketBuilder';

/** `/{productOfferKey}/subscription`: the offer's deferred (subscription) game type; 404 where the offer has none. */
export function SubscriptionPage() {
  return (
    <OfferFrame title={(offer) => `${offer.name} subscription`} currentGameType={() => 'deferred'}>
      {(offer) => (offer.gameTypes.some((t) => t.key === 'deferred') ? <OfferTicketBuilder offer={offer} gameType="deferred" /> : null)}
    </OfferFrame>
  );
}
