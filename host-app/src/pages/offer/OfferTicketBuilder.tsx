import type { GameTypeKey, ProductOffer } from '@drawkit/sdk';
import { TicketBuilder } from '@drawkit/widgets';
import type { TicketBuilderProps } from '@drawkit/widgets';
import { useNavigate } from 'react-router';
import { gameTypePath } from '../../catalogue/offerGameType';

export interface OfferTicketBuilderProps {
  offer: ProductOffer;
  gameType?: GameTypeKey | undefined;
  /** A lottery draw chosen by `?firstDrawNo=`, or a raffle draw from `/draw/{drawNo}/buy`. */
  drawNo?: number | undefined;
  /** The free-postal-entry flag of `/buy` (shop-core §2). */
  freePostalEntry?: boolean;
  /** The cause of `/causes/{causeSlug}/{productOfferKey}`. */
  causeKey?: string;
}

/**
 * The ticket builder as the storefront's offer pages mount it: the page's game type, draw,
 * cause and postal-entry flag; another game-type tab changes the URL to that game type's page,
 * and an added ticket goes on to the cart. The one place a page's intent becomes builder props.
 */
export function OfferTicketBuilder({ offer, gameType, drawNo, freePostalEntry = false, causeKey }: OfferTicketBuilderProps) {
  const navigate = useNavigate();
  const props: TicketBuilderProps = {
    offerKey: offer.key,
    onAdded: () => void navigate('/cart'),
    onGameTypeChange: (key) => {
      const next = offer.gameTypes.find((t) => t.key === key);
      if (next) void navigate(gameTypePath(offer, next));
    },
  };
  if (gameType) props.gameType = gameType;
  if (freePostalEntry) props.freePostalEntry = true;
  if (causeKey) props.causeKey = causeKey;
  // A lottery draw chosen by `?firstDrawNo=` starts the draw choice there; raffle draws (from
  // `/draw/{drawNo}/buy`) are chosen inside the raffle part, which does not take a draw yet.
  if (drawNo !== undefined && offer.type === 'lottery_ticket') props.firstDrawNo = drawNo;
  return (
    <div className="offer-page__builder" data-draw-no={drawNo}>
      <TicketBuilder {...props} />
    </div>
  );
}
