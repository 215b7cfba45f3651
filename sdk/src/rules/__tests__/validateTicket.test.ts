import type { GameNumbers } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { aud, powerballOffer } from '../../__tests__/fixtures';
import { validateTicket, type TicketToValidate } from '../validateTicket';

const complete: GameNumbers = { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] };
const ticket = (overrides: Partial<TicketToValidate> = {}): TicketToValidate => ({
  gameType: 'standard',
  gameOffer: { ...powerballOffer, minGames: 2, maxGames: 4 },
  games: [complete, complete],
  ...overrides,
});
const codes = (t: TicketToValidate) => validateTicket(t).map((p) => p.code);

describe('validateTicket', () => {
  it('finds no problem in a ticket that keeps every rule', () => {
    expect(validateTicket(ticket())).toEqual([]);
  });

  it('"game counts lie between minGames and maxGames of the game offer"', () => {
    expect(validateTicket(ticket({ games: [complete] }))).toEqual([
      { code: 'too_few_games', minGames: 2, message: 'Choose at least 2 games.' },
    ]);
    expect(validateTicket(ticket({ games: Array(5).fill(complete) }))).toEqual([
      { code: 'too_many_games', maxGames: 4, message: 'Choose at most 4 games.' },
    ]);
    expect(codes(ticket({ games: Array(4).fill(complete) }))).toEqual([]);
    // The chosen count, when given, is what is checked.
    expect(codes(ticket({ numGames: 5 }))).toEqual(['too_many_games']);
  });

  it('"A day is required if the lottery has selectable days"', () => {
    const mondayOrWednesday = 0b101;
    expect(codes(ticket({ selectableDays: mondayOrWednesday }))).toEqual(['day_required']);
    expect(codes(ticket({ selectableDays: mondayOrWednesday, days: 0b010 }))).toEqual(['day_required']);
    expect(codes(ticket({ selectableDays: mondayOrWednesday, days: 0b100 }))).toEqual([]);
    expect(codes(ticket({ selectableDays: 0 }))).toEqual([]);
  });

  it('"If the lottery has causes, a cause must be chosen"', () => {
    const causes = ['hospice', 'smiles'];
    expect(codes(ticket({ causes }))).toEqual(['cause_required']);
    expect(codes(ticket({ causes, causeKey: 'elsewhere' }))).toEqual(['cause_required']);
    expect(codes(ticket({ causes, causeKey: 'smiles' }))).toEqual([]);
    expect(codes(ticket({ causes: [] }))).toEqual([]);
  });

  it('"A set of numbers is complete when every name has the required count without empty slots": names the incomplete game', () => {
    const missingPowerball = { ...complete, Powerball: [null] };
    expect(validateTicket(ticket({ games: [complete, missingPowerball] }))).toEqual([
      { code: 'game_incomplete', gameIndex: 1, message: 'Game 2 needs all its numbers.' },
    ]);
    expect(codes(ticket({ games: [complete, { Numbers: [1, 2, 3, 4, 5, 6, 7] }] }))).toEqual(['game_incomplete']);
  });

  it('"For a multi-entry game type only the Numbers set must be filled and Favourites must be non-empty if present"', () => {
    const system = (games: GameNumbers[]) => ticket({ gameType: 'powerhit', games, gameOffer: { ...powerballOffer, minGames: 1, maxGames: 1, multiEntry: true } });
    expect(codes(system([{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9] }]))).toEqual([]);
    expect(codes(system([{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8, null] }]))).toEqual(['game_incomplete']);
    expect(codes(system([{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8], Favourites: [9] }]))).toEqual([]);
    expect(codes(system([{ Numbers: [1, 2, 3, 4, 5, 6, 7, 8], Favourites: [] }]))).toEqual(['game_incomplete']);
  });

  it('"A lottery with a per-entry price list uses the entry count": a count the list does not price is a problem', () => {
    const { pricePerGame: _perGame, ...listOnly } = powerballOffer;
    const gameOffer = { ...listOnly, minGames: 1, maxGames: 20, prices: [{ games: 8, price: aud(1520) }] };
    const games = [{ Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] }];
    expect(codes({ gameType: 'standard', gameOffer, games, entryCount: 8 })).toEqual([]);
    expect(validateTicket({ gameType: 'standard', gameOffer, games, entryCount: 9 })).toEqual([
      { code: 'entry_count_unpriced', entryCount: 9, message: 'An entry count of 9 is not on sale.' },
    ]);
    // With a price per game, counts off the list are priced per game.
    expect(codes({ gameType: 'standard', gameOffer: { ...gameOffer, pricePerGame: aud(170) }, games, entryCount: 9 })).toEqual([]);
  });

  it('reports every broken rule at once', () => {
    expect(codes(ticket({ games: [{ Numbers: [] }], selectableDays: 1, causes: ['c'] }))).toEqual([
      'too_few_games',
      'day_required',
      'cause_required',
      'game_incomplete',
    ]);
  });
});
