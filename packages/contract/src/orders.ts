/**
 * The customer's orders, tickets and wallet transactions (shop-core §2 account routes
 * upcoming-tickets, past-tickets, syndicate-tickets, print-tickets and transactions; §3 entities;
 * §7 `GET /transactions?limit&offset`). The order calls are the spec's `GET /orders` with
 * `status` (past_products or upcoming_products), `limit`, `offset`, and `GET /orders/{id}?show_details=true`
 * (shop-specialised §7), served on the main API (`/v2`): the `/social/v3` namespace keeps group play's own.
 */
import type { GameNumbers } from './cart';
import type { DrawStatus, LedgerKind } from './enums';
import type { Money } from './money';

/** "GET /orders with status (past_products or upcoming_products)" (shop-specialised §7). */
export const ORDER_LIST_STATUSES = ['upcoming_products', 'past_products'] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];

/** "Pagination record: ... default page size 10" (shop-specialised §3, §9): orders and transactions pages. */
export const ORDERS_PAGE_SIZE = 10;
export const TRANSACTIONS_PAGE_SIZE = 10;

export type OrderProductType = 'lottery_ticket' | 'raffle_ticket' | 'syndicate_share';

/** A draw an order plays, as the account pages show it. */
export interface OrderDraw {
  drawNo: number;
  /** ISO instant of the draw. */
  drawDate: string;
  status: DrawStatus;
}

/** One order of the customer's (an item of a checkout), as listed on the upcoming and past tickets pages. */
export interface OrderSummary {
  id: string;
  checkoutId: string;
  productType: OrderProductType;
  productOfferKey: string;
  productOfferName: string;
  lotteryKey: string;
  description: string;
  gameType: string;
  gameOffer: string;
  numGames: number;
  numDraws: number;
  quickpick: boolean;
  recurring: boolean;
  /** purchased, or pre_order (paid and ticketed when its draw opens for sale). */
  status: 'purchased' | 'pre_order';
  price: Money;
  /** ISO instant of the purchase. */
  purchasedAt: string;
  /** The next draw not yet drawn, or null when every draw is past. */
  nextDraw: OrderDraw | null;
  /** The latest draw with results, or null. */
  lastDraw: OrderDraw | null;
  /** Draws whose results are not out yet (tickets still to be drawn, and draws not yet ticketed). */
  drawsRemaining: number;
  /** What the order's tickets have won so far (the scorer's ticket results). */
  winnings: Money;
  /** Syndicate shares only. */
  syndicate: { key: string; name: string; numShares: number; size: number } | null;
}

/** A scored ticket: per game the matches per number set and the division won (the scorer's ticket_results). */
export interface TicketResult {
  matches: Record<string, number>[];
  divisions: (number | null)[];
  bestDivision: number | null;
  prize: Money;
}

/** One ticket of an order: the order's play in one draw. */
export interface OrderTicket {
  id: string;
  draw: OrderDraw;
  /** The ticket's games (a syndicate share plays the syndicate's games). */
  games: GameNumbers[];
  /** The draw's winning numbers once drawn, else null. */
  drawResults: Record<string, number[]> | null;
  /** Null until the draw is scored. */
  result: TicketResult | null;
  /** Raffle tickets: the ticket numbers held in this draw, first to last. */
  raffleNumbers: { first: number; last: number } | null;
}

/** `GET /orders/{id}?show_details=true`: the order with its tickets (and each item of `GET /orders?show_details=true`). */
export interface OrderDetails extends OrderSummary {
  games: GameNumbers[];
  causeKey: string | null;
  tickets: OrderTicket[];
}

/**
 * One row of `GET /transactions`: a ledger movement (deposit, purchase, prize, refund,
 * withdrawal, adjustment), newest first, with the wallet balance after it.
 */
export interface WalletTransaction {
  id: string;
  kind: LedgerKind;
  description: string;
  /** Signed: credits positive, debits negative. */
  amount: Money;
  /** The wallet balance once this movement was made. */
  balance: Money;
  /** ISO instant. */
  date: string;
  checkoutId: string | null;
  ticketId: string | null;
}
