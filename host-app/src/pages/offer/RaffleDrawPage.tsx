import { formatDrawDate, formatJackpot, isRaffleDraw } from '@drawkit/sdk';
import type { ProductOffer, RaffleDraw } from '@drawkit/sdk';
import { Link, Navigate, useParams } from 'react-router';
import { canBuyRaffleDraw, RAFFLE_STATUS_LABELS } from '../../catalogue/drawLabels';
import { offerPaths, parseDrawNo } from '../../catalogue/offerPaths';
import { PageLoading } from '../../layout/PageLoading';
import { NotFoundPage } from '../NotFoundPage';
import { OfferFrame } from './OfferFrame';
import { RafflePrizeList } from './RafflePrizeList';
import { useDrawDetails, useDrawWinners } from './useDrawDetails';

/**
 * `/{productOfferKey}/draw/{drawNo}`: "a raffle draw" opens here (shop-core §2) with its prizes,
 * status and winners once drawn. A lottery's draw opens as `?firstDrawNo=` instead.
 */
export function RaffleDrawPage() {
  const { drawNo: drawNoParam } = useParams();
  const drawNo = parseDrawNo(drawNoParam);
  return (
    <OfferFrame title={(offer) => (drawNo ? `${offer.name} draw ${drawNo}` : offer.name)}>
      {(offer) => {
        if (!drawNo) return null;
        if (offer.type !== 'raffle_ticket') return <Navigate replace to={offerPaths.lotteryDraw(offer.key, drawNo)} />;
        return <RaffleDrawDetails offer={offer} drawNo={drawNo} />;
      }}
    </OfferFrame>
  );
}

function RaffleDrawDetails({ offer, drawNo }: { offer: ProductOffer; drawNo: number }) {
  const details = useDrawDetails(offer.key, drawNo);
  const draw = details.data?.draw;
  const raffleDraw = draw && isRaffleDraw(draw) ? draw : undefined;
  const drawn = raffleDraw?.purchaseStatus === 'past_draw';
  const winners = useDrawWinners(offer.key, drawNo, drawn);

  if (details.status === 'failed') {
    if (details.errors.some((m) => m.code === 'draw_not_found' || m.code === 'offer_not_found')) return <NotFoundPage />;
    return <p role="alert">{details.errors[0]?.message ?? "We couldn't load this draw. Please reload the page to try again."}</p>;
  }
  if (!details.data || !raffleDraw) return <PageLoading label="Loading draw…" />;

  return (
    <article className="draw-details" aria-labelledby="draw-title">
      <h2 id="draw-title">{raffleDraw.drawData.name}</h2>
      <RaffleDrawFacts draw={raffleDraw} />
      {canBuyRaffleDraw(raffleDraw.purchaseStatus) && (
        <p>
          <Link className="button button--primary" to={offerPaths.buy(offer.key, drawNo)}>
            {raffleDraw.purchaseStatus === 'pre_order' ? 'Pre-order tickets' : 'Buy tickets'}
          </Link>
        </p>
      )}
      <h3>Prizes</h3>
      <RafflePrizeList prizes={details.data.prizes} />
      {drawn && winners.data && winners.data.raffleWinners.length > 0 && (
        <>
          <h3>Winners</h3>
          <ul className="winner-list">
            {winners.data.raffleWinners.map((w) => (
              <li key={w.prize.prizeId}>
                {w.prize.name}: {w.winner ? `${w.winner.name}, ${w.winner.suburb}` : 'Not won'}
                {w.ticketNo !== null && ` (ticket ${w.ticketNo})`}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to={offerPaths.terms(offer.key, drawNo)}>Terms and conditions of this draw</Link>
      </p>
    </article>
  );
}

/** Prize value, status and dates of a raffle draw. */
export function RaffleDrawFacts({ draw }: { draw: RaffleDraw }) {
  return (
    <dl className="draw-facts">
      <dt>Main prize</dt>
      <dd>{formatJackpot(draw)}</dd>
      <dt>Status</dt>
      <dd data-testid="raffle-status">{RAFFLE_STATUS_LABELS[draw.purchaseStatus]}</dd>
      {draw.purchaseStatus === 'pre_order' && draw.drawData.drawPreOrderStartDate && (
        <>
          <dt>Pre-orders from</dt>
          <dd>{formatDrawDate(draw.drawData.drawPreOrderStartDate)}</dd>
        </>
      )}
      <dt>{draw.purchaseStatus === 'past_draw' ? 'Sales closed' : 'Tickets on sale until'}</dt>
      <dd>{formatDrawDate(draw.drawData.drawStop)}</dd>
    </dl>
  );
}
