import type { AddCartItemProductType, GameNumbers, Money } from '@drawkit/contract';

/** "A recurring purchase sets numDraws to autoplay" (shop-specialised §5). */
export const AUTOPLAY = 'autoplay';

/** The ticket being built (shop-specialised §3), as the builder holds it. */
export interface TicketDraft {
  /** lottery_ticket unless said otherwise. */
  productType?: Extract<AddCartItemProductType, 'lottery_ticket' | 'multi_draw_ticket'>;
  lotteryKey: string;
  productOfferKey?: string;
  gameType: string;
  gameOffer: string;
  games: GameNumbers[];
  numGames: number;
  /** Entry size of a multi-entry or per-entry priced game. */
  entryCount?: number;
  /** A number of draws, or `autoplay` for a recurring purchase. */
  numDraws: number | typeof AUTOPLAY;
  quickpick: boolean;
  /** Chosen draw days, a Monday-first bitmask. */
  days?: number;
  /** Which draw: an offset from the next available draw (0), or a draw number. */
  drawOffset?: number;
  firstDrawNo?: number;
  numWeeks?: number;
  hasFavouriteNumbers?: boolean;
  syndicate?: { syndicate: string; numShares: number; isAutoplay: boolean };
  causeKey?: string | null;
  price?: Money;
}

/**
 * Turns recurring purchase on or off: on sets numDraws to autoplay; off goes back to one draw.
 * Returns a new draft.
 */
export function setRecurring(ticket: TicketDraft, recurring: boolean): TicketDraft {
  if (recurring) return { ...ticket, numDraws: AUTOPLAY };
  return ticket.numDraws === AUTOPLAY ? { ...ticket, numDraws: 1 } : ticket;
}

export function isRecurring(ticket: Pick<TicketDraft, 'numDraws'>): boolean {
  return ticket.numDraws === AUTOPLAY;
}
