/**
 * Past results of draws (shop-core §7 'Draws'): result keys, past results per offer, a
 * customer's past draws, archived months, full results and previews, and the live
 * `draw-completed` event. "results available for drawn, scored, paid, emailed" (shop-core §4):
 * nothing here ever carries a draw in another status.
 */
import type { GameNumbers } from './cart';
import type { DivisionResult, RaffleWinner } from './draws';
import type { DrawStatus } from './enums';
import type { Money } from './money';

/** The `category` query parameter of the past-results calls. */
export type ResultCategory = 'lottery' | 'raffle';
export const RESULT_CATEGORIES: readonly ResultCategory[] = ['lottery', 'raffle'];

/** "Past results default page size 5" (shop-core §9). */
export const PAST_RESULTS_PAGE_SIZE = 5;

/** One draw's result as the lists show it. */
export interface DrawResult {
  productOfferKey: string;
  productOfferName: string;
  lotteryKey: string;
  kind: 'lottery' | 'raffle';
  drawNo: number;
  /** ISO time of the draw. */
  drawDate: string;
  status: DrawStatus;
  /** Winning numbers by set name (`Numbers`, `Powerball`, `WinningTicket`). */
  results: Record<string, number[]>;
  /** The draw's jackpot (division 1 pool) or raffle main prize; null when unknown. */
  prizePool: Money | null;
  isPrizePoolUnknown: boolean;
}

/** A signed-in customer's ticket in a drawn draw, with what each game matched and won. */
export interface CustomerDrawTicket {
  ticketId: string;
  games: GameNumbers[];
  /** Per game: matches per set name; empty until the draw is scored (and for raffle tickets). */
  matches: Record<string, number>[];
  /** Per game: the best division any of its lines won, or null. */
  divisions: (number | null)[];
  /**
   * Per game: how many of its lines won each division, best first. A system game plays every
   * combination of its numbers and a Powerhit game every Powerball, so one game can win on
   * several lines; the prize is the sum over them. Empty until scored.
   */
  winningLines?: { division: number; lines: number }[][];
  /** The best (lowest) division any game won, or null. */
  bestDivision: number | null;
  /** What the ticket won; null until the draw is scored. */
  prize: Money | null;
  /** Raffles: the ticket's winning raffle number when it won a prize, else null. */
  winningTicketNo: number | null;
}

/** `GET /draw/full_result[_customer]/{productOfferKey}/{drawNo}` (and the `?keys=` batch). */
export interface FullDrawResult extends DrawResult {
  /** Lottery divisions with winners and amounts (winners null until scored); empty for raffles. */
  divisions: DivisionResult[];
  /** Raffle winners by prize, main prize first; empty for lotteries. */
  raffleWinners: RaffleWinner[];
  /** The customer's own tickets in the draw: only on the customer variant, else null. */
  customerTickets: CustomerDrawTicket[] | null;
}

/** `GET /draw/preview/{productOfferKey}/{drawNo}`: a draw in brief, whatever its status. */
export interface DrawPreview {
  productOfferKey: string;
  productOfferName: string;
  kind: 'lottery' | 'raffle';
  drawNo: number;
  drawDate: string;
  status: DrawStatus;
  /** Null until the draw is drawn. */
  results: Record<string, number[]> | null;
  prizePool: Money | null;
  isPrizePoolUnknown: boolean;
}

/** `GET /draws/pricing/{id}/past/result_keys`: the offers that have results. */
export interface ResultKeys {
  productOfferKeys: string[];
}

/** Path of the server-sent events stream under the main API (not signed: `?app_key=` instead). */
export const DRAW_EVENTS_PATH = '/draws/events';
/** The event name on that stream. */
export const DRAW_COMPLETED_EVENT = 'draw-completed';

/** Data of a `draw-completed` event: a draw moved to DRAW_DRAWN, DRAW_SCORED or DRAW_PAID. */
export interface DrawCompletedEvent {
  productOfferKey: string;
  lotteryKey: string;
  drawNo: number;
  status: DrawStatus;
}
