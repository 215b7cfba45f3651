import type { ProductOffer } from '@drawkit/sdk';
import { useParams, useSearchParams } from 'react-router';
import { gameTypeFromUrl } from '../catalogue/offerGameType';
import { parseDrawNo } from '../catalogue/offerPaths';
import { OfferFrame } from './offer/OfferFrame';
import { OfferTicketBuilder } from './offer/OfferTicketBuilder';

/**
 * `/{productOfferKey}/{gameTypeKey?}`: the offer page with the ticket builder for the game type
 * the suffix names (shop-specialised §2: deferred /subscriptions, reduced_system /systems, ...).
 * A suffix that names no game type of the offer is the 404 page. A lottery draw opens as
 * `?firstDrawNo={drawNo}` (shop-core §2).
 */
export function OfferPage() {
  const { gameTypeSuffix } = useParams();
  const [search] = useSearchParams();
  const firstDrawNo = parseDrawNo(search.get('firstDrawNo'));

  const name = (offer: ProductOffer) => {
    const gameType = gameTypeFromUrl(offer, gameTypeSuffix, search);
    return gameTypeSuffix && gameType ? `${offer.name} ${gameType.name}` : offer.name;
  };
  return (
    <OfferFrame
      title={(offer) => `Play ${name(offer)}`}
      documentTitle={name}
      currentGameType={(offer) => gameTypeFromUrl(offer, gameTypeSuffix, search)?.key}
    >
      {(offer) => {
        const gameType = gameTypeFromUrl(offer, gameTypeSuffix, search);
        if (gameTypeSuffix !== undefined && !gameType) return null;
        return <OfferTicketBuilder offer={offer} gameType={gameType?.key} drawNo={firstDrawNo} />;
      }}
    </OfferFrame>
  );
}
