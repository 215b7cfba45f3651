import type { EntryPrice, GameNumbers, Money, NumberSet } from '@drawkit/contract';
import { entryPrice } from './entryPrice';
import { isEntryComplete } from './isEntryComplete';

/** What the rules read about the game offer (narrow, so any offer shape fits). */
export interface ValidatedGameOffer {
  numberSets: readonly NumberSet[];
  minGames: number;
  maxGames: number;
  prices?: readonly EntryPrice[];
  pricePerGame?: Money;
  /** Multi-entry game offers (powerhit, powerpik) only need Numbers filled. */
  multiEntry?: boolean;
}

/** A ticket as the rules see it, with the lottery facts they depend on. */
export interface TicketToValidate {
  gameType: string;
  gameOffer: ValidatedGameOffer;
  games: readonly GameNumbers[];
  /** The game count chosen; the number of games when absent. */
  numGames?: number;
  /** The entry count, priced by the per-entry price list (or per game where the offer has a game price). */
  entryCount?: number;
  /** The lottery's selectable draw days as a Monday-first bitmask; 0 or absent when it has none. */
  selectableDays?: number;
  /** The chosen days, as the same bitmask. */
  days?: number;
  /** The lottery's causes; empty or absent when it has none. */
  causes?: readonly string[];
  causeKey?: string | null;
}

/** One broken rule, typed so the UI can place and word it. */
export type TicketProblem =
  | { code: 'too_few_games'; minGames: number; message: string }
  | { code: 'too_many_games'; maxGames: number; message: string }
  | { code: 'day_required'; message: string }
  | { code: 'cause_required'; message: string }
  | { code: 'game_incomplete'; gameIndex: number; message: string }
  | { code: 'entry_count_unpriced'; entryCount: number; message: string };

export type TicketProblemCode = TicketProblem['code'];

/**
 * Every ticket rule of shop-specialised §5, as a list of problems (empty when the ticket can be
 * bought). Never throws: a ticket being built is expected to break rules until it is done.
 */
export function validateTicket(ticket: TicketToValidate): TicketProblem[] {
  const problems: TicketProblem[] = [];
  const { gameOffer } = ticket;
  // "game counts lie between minGames and maxGames of the game offer"
  const numGames = ticket.numGames ?? ticket.games.length;
  if (numGames < gameOffer.minGames) {
    problems.push({
      code: 'too_few_games',
      minGames: gameOffer.minGames,
      message: `Choose at least ${gameOffer.minGames} ${gameOffer.minGames === 1 ? 'game' : 'games'}.`,
    });
  } else if (numGames > gameOffer.maxGames) {
    problems.push({
      code: 'too_many_games',
      maxGames: gameOffer.maxGames,
      message: `Choose at most ${gameOffer.maxGames} ${gameOffer.maxGames === 1 ? 'game' : 'games'}.`,
    });
  }
  // "A day is required if the lottery has selectable days."
  if ((ticket.selectableDays ?? 0) !== 0 && ((ticket.days ?? 0) & (ticket.selectableDays ?? 0)) === 0) {
    problems.push({ code: 'day_required', message: 'Choose a draw day.' });
  }
  // "If the lottery has causes, a cause must be chosen."
  if ((ticket.causes?.length ?? 0) > 0 && !(ticket.causeKey && ticket.causes?.includes(ticket.causeKey))) {
    problems.push({ code: 'cause_required', message: 'Choose a cause to support.' });
  }
  ticket.games.forEach((game, gameIndex) => {
    if (!isEntryComplete(gameOffer, game, ticket.gameType)) {
      problems.push({ code: 'game_incomplete', gameIndex, message: `Game ${gameIndex + 1} needs all its numbers.` });
    }
  });
  // "A lottery with a per-entry price list uses the entry count": a count with no price cannot be sold.
  if (ticket.entryCount !== undefined && entryPrice(gameOffer, ticket.entryCount) === null) {
    problems.push({
      code: 'entry_count_unpriced',
      entryCount: ticket.entryCount,
      message: `An entry count of ${ticket.entryCount} is not on sale.`,
    });
  }
  return problems;
}
