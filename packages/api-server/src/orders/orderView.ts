/** Wire views of orders and their tickets (contract orders.ts). */
import type { GameNumbers, OrderDetails, OrderDraw, OrderProductType, OrderSummary, OrderTicket } from '@drawkit/contract';
import { money, RESULT_DRAW_STATUSES } from '@drawkit/contract';
import type { syndicates } from '../db/schema';
import type { OrderRow, TicketRow } from './orderQueries';

type SyndicateRow = typeof syndicates.$inferSelect;

const drawView = (draw: TicketRow['draw']): OrderDraw => ({ drawNo: draw.drawNo, drawDate: draw.drawAt.toISOString(), status: draw.status });
const hasResults = (draw: TicketRow['draw']) => RESULT_DRAW_STATUSES.includes(draw.status);
const isUndrawn = (draw: TicketRow['draw']) => draw.status === 'DRAW_OPEN' || draw.status === 'DRAW_CLOSED';

export interface OrderParts {
  order: OrderRow;
  offerName: string | null;
  tickets: readonly TicketRow[];
  /** Draws scheduled but not yet ticketed. */
  waiting: number;
  syndicate: SyndicateRow | undefined;
}

export function orderSummaryView({ order, offerName, tickets, waiting, syndicate }: OrderParts): OrderSummary {
  const upcoming = tickets.filter((t) => isUndrawn(t.draw));
  const drawn = tickets.filter((t) => hasResults(t.draw));
  const next = upcoming[0]?.draw;
  const last = drawn[drawn.length - 1]?.draw;
  const numShares = order.details.numShares ?? 1;
  return {
    id: order.id,
    checkoutId: order.checkoutId,
    // Membership items are never listed (orderQueries), so an order here is one of the three.
    productType: order.productType as OrderProductType,
    productOfferKey: order.offerKey,
    productOfferName: offerName ?? order.description,
    lotteryKey: order.lotteryKey,
    description: order.description,
    gameType: order.gameType,
    gameOffer: order.gameOffer,
    numGames: order.numGames,
    numDraws: order.numDraws,
    quickpick: order.quickpick,
    recurring: order.recurring,
    status: order.status,
    price: money(order.priceCents),
    purchasedAt: order.createdAt.toISOString(),
    nextDraw: next ? drawView(next) : null,
    lastDraw: last ? drawView(last) : null,
    drawsRemaining: upcoming.length + waiting,
    winnings: money(tickets.reduce((sum, t) => sum + (t.result?.prizeCents ?? 0), 0)),
    syndicate: syndicate ? { key: syndicate.key, name: syndicate.name, numShares, size: syndicate.size } : null,
  };
}

function ticketView(row: TicketRow, syndicateGames: GameNumbers[] | null): OrderTicket {
  const { ticket, draw, result, raffle } = row;
  return {
    id: ticket.id,
    draw: drawView(draw),
    games: syndicateGames ?? ticket.games,
    drawResults: hasResults(draw) ? (draw.results ?? {}) : null,
    result: result
      ? { matches: result.matches, divisions: result.divisions, bestDivision: result.bestDivision, prize: money(result.prizeCents) }
      : null,
    raffleNumbers: raffle ? { first: raffle.firstNo, last: raffle.firstNo + raffle.count - 1 } : null,
  };
}

export function orderDetailsView(parts: OrderParts): OrderDetails {
  const syndicateGames = parts.syndicate?.games ?? null;
  return {
    ...orderSummaryView(parts),
    games: syndicateGames ?? parts.order.games,
    causeKey: parts.order.causeKey,
    tickets: parts.tickets.map((row) => ticketView(row, syndicateGames)),
  };
}
