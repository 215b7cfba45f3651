import { isRaffleDraw } from '@drawkit/sdk';
import type { ProductOffer } from '@drawkit/sdk';
import { Link, useParams, useSearchParams } from 'react-router';
import { canBuyRaffleDraw, RAFFLE_STATUS_LABELS } from '../../catalogue/drawLabels';
import { defaultGameType } from '../../catalogue/offerGameType';
import { hasFreePostalEntry, offerPaths, parseDrawNo } from '../../catalogue/offerPaths';
import { PageLoading } from '../../layout/PageLoading';
import { NotFoundPage } from '../NotFoundPage';
import { OfferFrame } from './OfferFrame';
import { OfferTicketBuilder } from './OfferTicketBuilder';
import { RaffleDrawFacts } from './RaffleDrawPage';
import { useDrawDetails } from './useDrawDetails';

/**
 * `/{productOfferKey}/buy` and a raffle draw's `/{productOfferKey}/draw/{drawNo}/buy`
 * (shop-core §2). "Buy supports a free-postal-entry query flag" (`?free-postal-entry`).
 */
export function OfferBuyPage() {
  const { drawNo: drawNoParam } = useParams();
  const [search] = useSearchParams();
  const freePostalEntry = hasFreePostalEntry(search);
  const drawNo = drawNoParam === undefined ? undefined : parseDrawNo(drawNoParam);

  return (
    <OfferFrame title={(offer) => (drawNo ? `Buy ${offer.name} draw ${drawNo} tickets` : `Buy ${offer.name} tickets`)}>
      {(offer) => {
        if (drawNoParam !== undefined && !drawNo) return null;
        const gameType = defaultGameType(offer)?.key;
        if (drawNo === undefined) return <OfferTicketBuilder offer={offer} gameType={gameType} freePostalEntry={freePostalEntry} />;
        return <DrawBuy offer={offer} drawNo={drawNo} freePostalEntry={freePostalEntry} />;
      }}
    </OfferFrame>
  );
}

/** Buying into one raffle draw: "only open and pre_order draws can be bought" (shop-specialised §4). */
function DrawBuy({ offer, drawNo, freePostalEntry }: { offer: ProductOffer; drawNo: number; freePostalEntry: boolean }) {
  const details = useDrawDetails(offer.key, drawNo);
  if (details.status === 'failed') {
    if (details.errors.some((m) => m.code === 'draw_not_found')) return <NotFoundPage />;
    return <p role="alert">{details.errors[0]?.message ?? "We couldn't load this draw. Please reload the page to try again."}</p>;
  }
  const draw = details.data?.draw;
  if (!draw) return <PageLoading label="Loading draw…" />;
  if (!isRaffleDraw(draw)) return <OfferTicketBuilder offer={offer} gameType={defaultGameType(offer)?.key} drawNo={drawNo} freePostalEntry={freePostalEntry} />;

  if (!canBuyRaffleDraw(draw.purchaseStatus)) {
    return (
      <div className="draw-closed">
        <RaffleDrawFacts draw={draw} />
        <p role="status">
          {draw.drawData.name}: {RAFFLE_STATUS_LABELS[draw.purchaseStatus]}. Tickets for this draw can no longer be bought.
        </p>
        <p>
          <Link to={offerPaths.play(offer.key)}>See the next {offer.name} draw</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <RaffleDrawFacts draw={draw} />
      <OfferTicketBuilder offer={offer} gameType={defaultGameType(offer)?.key} drawNo={drawNo} freePostalEntry={freePostalEntry} />
    </>
  );
}
