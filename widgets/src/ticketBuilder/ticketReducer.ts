import type { GameNumbers } from '@drawkit/sdk';

/**
 * The ticket being built (shop-specialised §3): its games, which of them came from a quick
 * pick, and the game whose grids are showing. Pure: random picks are made by the caller and
 * passed in, so the reducer can run twice (StrictMode) with one outcome.
 */
export interface TicketState {
  games: GameNumbers[];
  /** Per game: filled by quick pick and not changed by hand since. */
  quickPicked: boolean[];
  /** Index of the selected game. */
  active: number;
}

export type TicketAction =
  | { type: 'replace'; index: number; game: GameNumbers; quickPicked: boolean }
  | { type: 'replaceAll'; games: GameNumbers[]; quickPicked: boolean }
  | { type: 'resize'; count: number; empty: GameNumbers }
  | { type: 'select'; index: number };

export function initialTicket(count: number, empty: GameNumbers): TicketState {
  return {
    games: Array.from({ length: count }, () => empty),
    quickPicked: Array.from({ length: count }, () => false),
    active: 0,
  };
}

export function ticketReducer(state: TicketState, action: TicketAction): TicketState {
  switch (action.type) {
    case 'replace': {
      if (action.index < 0 || action.index >= state.games.length) return state;
      const games = state.games.slice();
      const quickPicked = state.quickPicked.slice();
      games[action.index] = action.game;
      quickPicked[action.index] = action.quickPicked;
      return { ...state, games, quickPicked };
    }
    case 'replaceAll':
      return {
        ...state,
        games: action.games,
        quickPicked: action.games.map(() => action.quickPicked),
      };
    case 'resize': {
      // Growing appends empty games; shrinking drops games from the end.
      const games = state.games.slice(0, action.count);
      const quickPicked = state.quickPicked.slice(0, action.count);
      while (games.length < action.count) {
        games.push(action.empty);
        quickPicked.push(false);
      }
      return { games, quickPicked, active: Math.min(state.active, action.count - 1) };
    }
    case 'select':
      if (action.index < 0 || action.index >= state.games.length) return state;
      return { ...state, active: action.index };
  }
}

/** How many numbers of a set are filled in. */
export function pickedCount(values: readonly (number | null)[] | undefined): number {
  return values ? values.filter((v) => v !== null).length : 0;
}
