import type { AddCartItemRequest } from '@drawkit/contract';
import { AUTOPLAY, type TicketDraft } from './ticketDraft';

/** The add-to-cart body as this builder makes it: always a number of draws, recurring stated. */
export type AddCartItemBody = AddCartItemRequest & { numDraws: number; recurringPurchase: { enabled: boolean } };

/**
 * The add-to-cart body for a lottery ticket. "Add to cart with numDraws set to autoplay means 1
 * draw with recurring enabled; otherwise numDraws is a number" (shop-core §5).
 */
export function toAddCartItem(ticket: TicketDraft): AddCartItemBody {
  const body: AddCartItemBody = {
    productType: ticket.productType ?? 'lottery_ticket',
    lotteryKey: ticket.lotteryKey,
    gameType: ticket.gameType,
    gameOffer: ticket.gameOffer,
    games: ticket.games,
    numDraws: ticket.numDraws === AUTOPLAY ? 1 : ticket.numDraws,
    quickpick: ticket.quickpick,
    recurringPurchase: { enabled: ticket.numDraws === AUTOPLAY },
  };
  if (ticket.productOfferKey !== undefined) body.productOfferKey = ticket.productOfferKey;
  // A draw by number wins over an offset, so the cart gets exactly the draw the shopper saw.
  if (ticket.firstDrawNo !== undefined) body.drawNo = ticket.firstDrawNo;
  else if (ticket.drawOffset !== undefined) body.drawOffset = ticket.drawOffset;
  if (ticket.causeKey) body.causeKey = ticket.causeKey;
  if (ticket.days !== undefined) body.days = ticket.days;
  if (ticket.numWeeks !== undefined) body.numWeeks = ticket.numWeeks;
  if (ticket.entryCount !== undefined) body.entryCount = ticket.entryCount;
  return body;
}
