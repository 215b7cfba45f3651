/**
 * What a ticket's draw came to, in words, for the ticket pages: waiting for the draw, drawn and
 * waiting for scoring, won (with the prize and the best division), or no win. The spec names no
 * wording; "Announced soon" is its phrase for an amount not known yet (shop-core §9).
 */
import type { OrderTicket } from '@drawkit/contract';
import { formatMoney } from '../format/formatMoney';

export type TicketOutcome =
  | { kind: 'upcoming'; text: string }
  | { kind: 'awaiting_results'; text: string }
  | { kind: 'won'; text: string }
  | { kind: 'no_win'; text: string };

export function ticketOutcome(ticket: Pick<OrderTicket, 'draw' | 'result' | 'drawResults'>): TicketOutcome {
  if (ticket.draw.status === 'DRAW_OPEN' || ticket.draw.status === 'DRAW_CLOSED') return { kind: 'upcoming', text: 'Not drawn yet' };
  const result = ticket.result;
  if (!result) return { kind: 'awaiting_results', text: 'Results announced soon' };
  if (result.prize.amount > 0) {
    const division = result.bestDivision === null ? '' : ` (division ${result.bestDivision})`;
    return { kind: 'won', text: `Won ${formatMoney(result.prize)}${division}` };
  }
  // A shared-pool division is paid once its share is known: a win without an amount yet.
  if (result.bestDivision !== null) return { kind: 'won', text: `Won division ${result.bestDivision}: prize announced soon` };
  return { kind: 'no_win', text: 'No win this draw' };
}
