import { isRaffleDraw, type GameTypeKey, type ProductOffer, type RecommendedDraw } from '@drawkit/sdk';
import { PreCartDrawer, TicketBuilder, useDrawkit } from '@drawkit/widgets';
import type { TicketBuilderProps } from '@drawkit/widgets';
import { useNavigate } from 'react-router';
import { gameTypePath } from '../../catalogue/offerGameType';
import { offerPaths } from '../../catalogue/offerPaths';
import { cartPath, useAfterAdd } from '../cart/useAfterAdd';

/** A recommended draw's page: "/{product url}?firstDrawNo={drawNo}", a raffle's "/{product url}/draw/{drawNo}" (shop-core §2). */
function recommendedDrawPath({ productOfferKey, draw }: RecommendedDraw): string {
  return isRaffleDraw(draw) ? offerPaths.raffleDraw(productOfferKey, draw.drawNo) : offerPaths.lotteryDraw(productOfferKey, draw.drawNo);
}

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
 * and an added ticket opens the pre-cart drawer when the prompt is enabled, else goes on to the
 * cart with the kept utm parameters. The one place a page's intent becomes builder props.
 */
export function OfferTicketBuilder({ offer, gameType, drawNo, freePostalEntry = false, causeKey }: OfferTicketBuilderProps) {
  const navigate = useNavigate();
  const client = useDrawkit();
  const afterAdd = useAfterAdd();
  const props: TicketBuilderProps = {
    offerKey: offer.key,
    onAdded: afterAdd,
    onGameTypeChange: (key) => {
      const next = offer.gameTypes.find((t) => t.key === key);
      if (next) void navigate(gameTypePath(offer, next));
    },
  };
  if (gameType) props.gameType = gameType;
  if (freePostalEntry) props.freePostalEntry = true;
  if (causeKey) props.causeKey = causeKey;
  // A lottery draw chosen by `?firstDrawNo=` starts the draw choice there, and a raffle draw
  // (from `/draw/{drawNo}/buy`) starts the raffle tickets at that draw.
  if (drawNo !== undefined) props.firstDrawNo = drawNo;
  return (
    <div className="offer-page__builder" data-draw-no={drawNo}>
      <TicketBuilder {...props} />
      <PreCartDrawer onGoToCart={() => void navigate(cartPath(client))} onChooseDraw={(draw) => void navigate(recommendedDrawPath(draw))} />
    </div>
  );
}
