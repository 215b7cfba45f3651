import {
  AUTOPLAY,
  defaultGameCount,
  defaultPriceEntryCount,
  drawDayNames,
  entryPrice,
  formatDrawDate,
  forwardDrawLabel,
  isRaffleDraw,
  multiDrawPrice,
  nextDraw,
  recurringChoice,
  recurringOptionOf,
  type Draw,
  type GameOffer,
  type GameType,
  type Money,
  type NumberSet,
  type ProductOffer,
} from '@drawkit/sdk';

/** The draw, days and recurring choices of the ticket being built (shop-specialised §3). */
export interface TicketOptions {
  /** Index into the open draws: 0 is the next available draw. */
  drawOffset: number;
  numDraws: number;
  recurring: boolean;
  /** Chosen draw days, a Monday-first bitmask (lotteries with selectable days). */
  days: number;
  numWeeks: number;
}

export function initialOptions(offer: ProductOffer, gameType: GameType, gameOffer: GameOffer): TicketOptions {
  return {
    drawOffset: 0,
    numDraws: 1,
    // Required recurring (a subscription, or autoplay 'always') starts on and stays on.
    recurring: recurringChoice(recurringOptionOf(offer, gameType)).required,
    days: 0,
    numWeeks: gameOffer.weekOptions?.[0] ?? 1,
  };
}

/** The offer's draws on sale, soonest first (each next one found by the SDK's `nextDraw`). */
export function openDraws(offer: ProductOffer, draws: Record<string, Draw>, now: number = Date.now()): Draw[] {
  const list: Draw[] = [];
  const left = { ...draws };
  for (;;) {
    const next = nextDraw(offer, left, now);
    if (!next || isRaffleDraw(next)) return list;
    list.push(next);
    delete left[next.drawId];
  }
}

/** How a game offer is played: which sets get a grid, which show a placeholder, how it is counted. */
export interface GameShape {
  /** The shop picks every number (random, super combos): no grids. */
  shopPicks: boolean;
  gridSets: NumberSet[];
  /** Sets shown with the placeholder (Powerhit PH, Powerpik PP) instead of a grid. */
  placeholderSets: string[];
  placeholder: string | undefined;
  /** Priced by a per-entry price list: the count is chosen from the list. */
  entryCounts: number[];
}

/** A standard game: every set on a grid, counted by games. */
export function plainShape(gameOffer: GameOffer): GameShape {
  return { shopPicks: false, gridSets: gameOffer.numberSets, placeholderSets: [], placeholder: undefined, entryCounts: [] };
}

/** Games a new ticket starts with: the price list's default entry count, else 18 for standard within min..max. */
export function startingGames(gameTypeKey: string, gameOffer: GameOffer, shape: GameShape): number {
  if (shape.entryCounts.length > 0) return defaultPriceEntryCount(gameOffer) ?? shape.entryCounts[0] ?? gameOffer.minGames;
  return defaultGameCount(gameTypeKey, gameOffer);
}

/** Draws one purchase buys: the chosen days times the weeks, one when recurring, else numDraws. */
export function drawsBought(options: TicketOptions, selectableDays: number): number {
  if (selectableDays) return drawDayNames(options.days & selectableDays).length * options.numWeeks;
  return options.recurring ? 1 : options.numDraws;
}

/** The live price: entry price times draws (shop-specialised §5), or null when the count is not on sale. */
export function livePrice(gameOffer: GameOffer, numGames: number, options: TicketOptions, selectableDays: number): Money | null {
  const perDraw = entryPrice(gameOffer, numGames);
  if (!perDraw) return null;
  return multiDrawPrice(perDraw, Math.max(1, drawsBought(options, selectableDays)));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The chosen draw and how many draws the ticket plays, in one line for the collapsed draw
 * options: "Next Available Draw: draw 1502, Thu 26 Nov 2026, 8:30 pm AEST; 1 draw".
 */
export function optionsSummary(options: TicketOptions, draw: Draw | undefined, selectableDays: number): string {
  if (!draw) return 'No draw is on sale right now.';
  const when = `${forwardDrawLabel(options.drawOffset)}: draw ${draw.drawNo}${isRaffleDraw(draw) ? '' : `, ${formatDrawDate(draw.drawDate)}`}`;
  const plays = selectableDays
    ? `${drawDayNames(options.days & selectableDays).join(', ') || 'no draw day chosen'} for ${plural(options.numWeeks, 'week')}`
    : options.recurring
      ? 'every draw until you cancel'
      : plural(options.numDraws, 'draw');
  return `${when}; ${plays}`;
}

export { AUTOPLAY };
