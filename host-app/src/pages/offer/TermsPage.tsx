import { drawDayNames, formatDrawDate, formatMoney, isRaffleDraw, sortGameTypes } from '@drawkit/sdk';
import type { ProductOffer } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { useParams } from 'react-router';
import { parseDrawNo } from '../../catalogue/offerPaths';
import { useCatalogue } from '../../catalogue/useCatalogue';
import { PageLoading } from '../../layout/PageLoading';
import { NotFoundPage } from '../NotFoundPage';
import { OfferFrame } from './OfferFrame';
import { RafflePrizeList } from './RafflePrizeList';
import { useDrawDetails } from './useDrawDetails';

/**
 * `/{productOfferKey}/terms-and-conditions` and `/terms-and-conditions/{drawNo}`: the terms a
 * ticket is sold on, from the catalogue (prices, draw days, the minimum age) and, for one draw,
 * its dates and prizes.
 */
export function TermsPage() {
  const { drawNo: drawNoParam } = useParams();
  const drawNo = drawNoParam === undefined ? undefined : parseDrawNo(drawNoParam);
  return (
    <OfferFrame title={(offer) => (drawNo ? `${offer.name} draw ${drawNo} terms and conditions` : `${offer.name} terms and conditions`)}>
      {(offer) => {
        if (drawNoParam !== undefined && !drawNo) return null;
        return (
          <article className="terms" aria-label="Terms and conditions">
            <OfferTerms offer={offer} />
            {drawNo !== undefined && <DrawTerms offer={offer} drawNo={drawNo} />}
          </article>
        );
      }}
    </OfferFrame>
  );
}

function OfferTerms({ offer }: { offer: ProductOffer }) {
  const catalogue = useCatalogue();
  const client = useDrawkit();
  const minimumAge = useStore(client.session, (state) => state.config?.minimumAge ?? 18);
  const days = drawDayNames(offer.drawDays);
  return (
    <section aria-labelledby="terms-offer">
      <h2 id="terms-offer">How {offer.name} is sold</h2>
      <ul>
        <li>You must be {minimumAge} or over to buy a ticket.</li>
        {days.length > 0 && <li>Draws are held every {days.join(', ')}. Times are shown in AEST.</li>}
        {sortGameTypes(offer.gameTypes).map((gameType) =>
          gameType.gameOffers.map((gameOffer) => (
            <li key={gameOffer.key}>
              {gameType.name} ({gameOffer.name}): {formatMoney(gameOffer.pricePerGame)} per {offer.type === 'syndicate_share' ? 'share' : 'game'}
              {gameOffer.maxGames > 0 && `, ${gameOffer.minGames} to ${gameOffer.maxGames} per ticket`}.
            </li>
          )),
        )}
        <li>Sales for each draw stop at the time shown for that draw; a closed or sold-out draw cannot be bought.</li>
        {offer.recurringPurchase.availability !== 'never' && (
          <li>Tickets can be bought for later draws automatically ({offer.recurringPurchase.type}); you can cancel at any time.</li>
        )}
      </ul>
      {offer.draws.length > 0 && (
        <>
          <h3>Upcoming draws</h3>
          <ul>
            {offer.draws.map((id) => {
              const draw = catalogue.draws[id];
              if (!draw) return null;
              const stop = isRaffleDraw(draw) ? draw.drawData.drawStop : draw.stop;
              return (
                <li key={id}>
                  Draw {draw.drawNo}: sales close {formatDrawDate(stop)}
                  {!isRaffleDraw(draw) && `, drawn ${formatDrawDate(draw.drawDate)}`}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function DrawTerms({ offer, drawNo }: { offer: ProductOffer; drawNo: number }) {
  const details = useDrawDetails(offer.key, drawNo);
  if (details.status === 'failed') {
    if (details.errors.some((m) => m.code === 'draw_not_found')) return <NotFoundPage />;
    return <p role="alert">{details.errors[0]?.message ?? "We couldn't load this draw."}</p>;
  }
  if (!details.data) return <PageLoading label="Loading draw…" />;
  const { draw, divisions, prizes } = details.data;
  return (
    <section aria-labelledby="terms-draw">
      <h2 id="terms-draw">Draw {drawNo}</h2>
      {isRaffleDraw(draw) ? (
        <p>
          {draw.drawData.name}. Tickets on sale until {formatDrawDate(draw.drawData.drawStop)}.
        </p>
      ) : (
        <p>
          Sales close {formatDrawDate(draw.stop)}; the draw is held {formatDrawDate(draw.drawDate)}.
        </p>
      )}
      <RafflePrizeList prizes={prizes} />
      {divisions.length > 0 && (
        <table className="data-table">
          <caption>Prize divisions</caption>
          <thead>
            <tr>
              <th scope="col">Division</th>
              <th scope="col">Match</th>
              <th scope="col">Prize</th>
            </tr>
          </thead>
          <tbody>
            {divisions.map((d) => (
              <tr key={d.division}>
                <th scope="row">{d.division}</th>
                <td>{d.name}</td>
                <td>{d.prize ? formatMoney(d.prize) : 'Share of the prize pool'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
