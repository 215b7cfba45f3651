import { formatJackpot, formatMoney, isRaffleDraw } from '@drawkit/sdk';
import type { Draw, ProductOffer, RaffleDraw } from '@drawkit/sdk';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { drawWhen, RAFFLE_STATUS_LABELS } from '../../catalogue/drawLabels';
import { offerPaths } from '../../catalogue/offerPaths';
import { useCatalogue } from '../../catalogue/useCatalogue';

const colour = (offer: ProductOffer) => ({ '--offer-colour': offer.branding.primaryColour }) as CSSProperties;

/** The next draw's relative day ("Tonight", "This Saturday", ...) with the full AEST date for the machine and the hover. */
function DrawWhen({ draw, prefix }: { draw: Draw; prefix: string }) {
  const when = drawWhen(draw);
  return (
    <p className="offer-card__draw">
      {prefix} <time dateTime={when.iso} title={when.date}>{when.day}</time>
      {when.day !== when.date && <span className="offer-card__date"> · {when.date}</span>}
    </p>
  );
}

/** A lottery on `/lotto-tickets`: its jackpot by the display rules and its next draw. */
export function LotteryCard({ offer }: { offer: ProductOffer }) {
  const draw = useCatalogue().nextDraw(offer.key);
  if (offer.type === 'syndicate_share') return <SyndicateCard offer={offer} />;
  return (
    <li className="offer-card" data-testid="offer-card" data-offer={offer.key} style={colour(offer)}>
      <h2 className="offer-card__name">{offer.name}</h2>
      {/* "unknown prize pool shows Announced soon" (shop-core §9), also when no draw is open yet. */}
      <p className="offer-card__prize">{formatJackpot(draw)}</p>
      {draw ? <DrawWhen draw={draw} prefix="Next draw" /> : <p className="offer-card__draw">Next draw to be announced</p>}
      {offer.suspended ? (
        <p className="offer-card__status">Not on sale right now</p>
      ) : (
        <Link className="button button--primary offer-card__link" to={offerPaths.play(offer.key)} aria-label={`Play ${offer.name}`}>
          Play now
        </Link>
      )}
    </li>
  );
}

/** A syndicate: share price and how full it is. */
export function SyndicateCard({ offer }: { offer: ProductOffer }) {
  const draw = useCatalogue().nextDraw(offer.key);
  // A syndicate's shares, or a lotto party's group ticket sold in shares the same way.
  const gameOffer = offer.gameTypes.find((t) => t.key === 'syndicate' || t.key === 'lotto_party')?.gameOffers[0];
  const share = gameOffer?.costPerShare ?? gameOffer?.pricePerGame;
  return (
    <li className="offer-card offer-card--syndicate" data-testid="offer-card" data-offer={offer.key} style={colour(offer)}>
      <h2 className="offer-card__name">{offer.name}</h2>
      <p className="offer-card__prize">{formatJackpot(draw)}</p>
      {share && <p className="offer-card__price">{formatMoney(share)} a share</p>}
      {gameOffer?.sharesAvailable !== undefined && gameOffer.numShares !== undefined && (
        <p className="offer-card__shares">
          {gameOffer.sharesAvailable} of {gameOffer.numShares} shares left
        </p>
      )}
      {draw ? <DrawWhen draw={draw} prefix="Next draw" /> : <p className="offer-card__draw">Next draw to be announced</p>}
      {offer.suspended ? (
        <p className="offer-card__status">Not on sale right now</p>
      ) : (
        <Link className="button button--primary offer-card__link" to={offerPaths.play(offer.key)} aria-label={`Buy a share in ${offer.name}`}>
          Buy a share
        </Link>
      )}
    </li>
  );
}

/** A raffle on `/charity-tickets`: each of its draws with the prize, status and when sales close. */
export function RaffleCard({ offer, causeSlug }: { offer: ProductOffer; causeSlug?: string }) {
  const { draws } = useCatalogue();
  const raffleDraws = offer.draws.map((id) => draws[id]).filter((d): d is RaffleDraw => !!d && isRaffleDraw(d));
  const playPath = causeSlug ? offerPaths.causeOffer(causeSlug, offer.key) : offerPaths.play(offer.key);
  return (
    <li className="offer-card offer-card--raffle" data-testid="offer-card" data-offer={offer.key} style={colour(offer)}>
      <h2 className="offer-card__name">{offer.name}</h2>
      {raffleDraws.length === 0 ? (
        <p className="offer-card__draw">Next draw to be announced</p>
      ) : (
        <ul className="raffle-draws" aria-label={`${offer.name} draws`}>
          {raffleDraws.map((draw) => (
            <li key={draw.drawId} className="raffle-draws__item" data-testid="raffle-draw">
              <Link to={offerPaths.raffleDraw(offer.key, draw.drawNo)} className="raffle-draws__name">
                {draw.drawData.name}
              </Link>
              <span className="offer-card__prize offer-card__prize--small">{formatJackpot(draw)}</span>
              <span className={`raffle-status raffle-status--${draw.purchaseStatus}`}>{RAFFLE_STATUS_LABELS[draw.purchaseStatus]}</span>
              <DrawWhen draw={draw} prefix="On sale until" />
            </li>
          ))}
        </ul>
      )}
      {!offer.suspended && (
        <Link className="button button--primary offer-card__link" to={playPath} aria-label={`Buy ${offer.name} tickets`}>
          Buy tickets
        </Link>
      )}
    </li>
  );
}
