/**
 * The rules a cart item must pass, checked on every add and again at purchase: the offer is
 * on sale, the game type and game offer exist, the game count is within bounds, every game is
 * complete and in range, the draws are open; the price is computed here, never taken from the client.
 */
import type { GameNumbers, GameOffer, GameType, NumberSet } from '@drawkit/contract';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { OfferWithLottery } from '../catalogue/catalogueQueries';
import { findOfferByLottery } from '../catalogue/catalogueQueries';
import type { DbOrTx } from '../db/Db';
import { draws } from '../db/schema';
import { type DrawRow, openDraws } from '../draws/openDraws';
import { fail } from '../http/ApiFailure';

/** An item as the cart keeps it (autoplay already turned into 1 draw with recurring on). */
const MAX_DRAW_NO = 2_147_483_647;

export interface CartItemInput {
  lotteryKey: string;
  gameType: string;
  gameOffer: string;
  games: GameNumbers[];
  numDraws: number;
  recurring: boolean;
  /** A chosen first draw, or null for the next open draw. */
  drawNo: number | null;
  quickpick: boolean;
  affiliateCode: string | null;
}

export interface PricedItem {
  input: CartItemInput;
  offer: OfferWithLottery;
  gameType: GameType;
  gameOffer: GameOffer;
  /** The draws the item buys, soonest first (numDraws of them). */
  draws: DrawRow[];
  numGames: number;
  /** Price of the games for one draw. */
  unitPriceCents: number;
  totalPriceCents: number;
  description: string;
}

/** Request body (camelCase, parsed) to the stored form: 'autoplay' is 1 draw, recurring. */
export function toCartItemInput(request: {
  lotteryKey: string;
  gameType: string;
  gameOffer: string;
  games: GameNumbers[];
  numDraws: number | 'autoplay';
  drawNo?: number | undefined;
  quickpick: boolean;
  affiliateCode?: string | undefined;
}): CartItemInput {
  const autoplay = request.numDraws === 'autoplay';
  return {
    lotteryKey: request.lotteryKey,
    gameType: request.gameType,
    gameOffer: request.gameOffer,
    games: request.games,
    numDraws: autoplay ? 1 : (request.numDraws as number),
    recurring: autoplay,
    drawNo: request.drawNo ?? null,
    quickpick: request.quickpick,
    affiliateCode: request.affiliateCode ?? null,
  };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Why a set of a game is not complete, or null when it is. */
function setProblem(set: NumberSet, picks: (number | null)[] | undefined): string | null {
  if (!picks) return `${set.name} is missing.`;
  if (picks.length !== set.count || picks.some((n) => n === null)) return `${set.name} needs ${plural(set.count, 'number')}.`;
  const numbers = picks as number[];
  if (numbers.some((n) => !Number.isInteger(n) || n < set.min || n > set.max)) {
    return `${set.name} must be between ${set.min} and ${set.max}.`;
  }
  if (set.unique && new Set(numbers).size !== numbers.length) return `${set.name} must not repeat a number.`;
  return null;
}

export function checkGames(gameOffer: GameOffer, games: GameNumbers[]): void {
  if (games.length < gameOffer.minGames || games.length > gameOffer.maxGames) {
    fail('games_out_of_range', {
      field: 'games',
      message: `Choose between ${gameOffer.minGames} and ${gameOffer.maxGames} games.`,
    });
  }
  const names = new Set(gameOffer.numberSets.map((s) => s.name));
  games.forEach((game, index) => {
    const unknown = Object.keys(game).find((name) => !names.has(name));
    const problem =
      unknown !== undefined
        ? `${unknown} is not part of this game.`
        : gameOffer.numberSets.map((set) => setProblem(set, game[set.name])).find((p) => p !== null);
    if (problem) fail('invalid_ticket', { field: `games.${index}`, message: `Game ${index + 1} is not complete: ${problem}` });
  });
}

export function gamesPriceCents(gameOffer: GameOffer, numGames: number): number {
  const listed = gameOffer.prices.find((p) => p.games === numGames);
  return listed ? listed.price.amount : gameOffer.pricePerGame.amount * numGames;
}

async function chooseDraws(db: DbOrTx, clock: Clock, input: CartItemInput): Promise<DrawRow[]> {
  const open = await openDraws(db, clock, [input.lotteryKey]);
  let start = 0;
  if (input.drawNo !== null) {
    start = open.findIndex((d) => d.drawNo === input.drawNo);
    // Beyond the column's range no draw can exist (and the query must not fail).
    if (start === -1 && input.drawNo > MAX_DRAW_NO) fail('draw_not_found', { field: 'drawNo' });
    if (start === -1) {
      const [exists] = await db
        .select({ id: draws.id })
        .from(draws)
        .where(and(eq(draws.lotteryKey, input.lotteryKey), eq(draws.drawNo, input.drawNo)));
      fail(exists ? 'draw_closed' : 'draw_not_found', { field: 'drawNo' });
    }
  } else if (open.length === 0) {
    fail('draw_closed', { field: 'drawNo', message: 'There is no open draw for this product right now.' });
  }
  const chosen = open.slice(start, start + input.numDraws);
  if (chosen.length < input.numDraws) {
    fail('validation_failed', {
      field: 'numDraws',
      message: `Only ${plural(chosen.length, 'upcoming draw')} ${chosen.length === 1 ? 'is' : 'are'} open for sale.`,
    });
  }
  return chosen;
}

export interface ItemRuleOptions {
  /** A partner cart may hold only the partner's offers. */
  allowedOfferKeys?: readonly string[];
}

export async function priceCartItem(
  db: DbOrTx,
  clock: Clock,
  input: CartItemInput,
  options: ItemRuleOptions = {},
): Promise<PricedItem> {
  const offer = await findOfferByLottery(db, input.lotteryKey);
  if (!offer) fail('offer_not_found', { field: 'lotteryKey' });
  if (options.allowedOfferKeys && !options.allowedOfferKeys.includes(offer.offer.key)) {
    fail('offer_unavailable', { field: 'lotteryKey', message: 'This partner does not sell this product.' });
  }
  if (offer.offer.availability !== 'available' || offer.offer.suspended) fail('offer_unavailable', { field: 'lotteryKey' });
  const gameType = offer.offer.gameTypes.find((t) => t.key === input.gameType);
  if (!gameType) fail('validation_failed', { field: 'gameType', message: 'This game type is not offered for this product.' });
  const gameOffer = gameType.gameOffers.find((o) => o.key === input.gameOffer);
  if (!gameOffer) fail('validation_failed', { field: 'gameOffer', message: 'This game offer is not available for this product.' });
  checkGames(gameOffer, input.games);
  if (input.recurring && offer.offer.recurringPurchase.availability === 'never') {
    fail('validation_failed', { field: 'numDraws', message: 'Autoplay is not available for this product.' });
  }
  const chosen = await chooseDraws(db, clock, input);
  const numGames = input.games.length;
  const unitPriceCents = gamesPriceCents(gameOffer, numGames);
  const raffle = offer.offer.type === 'raffle_ticket';
  return {
    input,
    offer,
    gameType,
    gameOffer,
    draws: chosen,
    numGames,
    unitPriceCents,
    totalPriceCents: unitPriceCents * input.numDraws,
    description: raffle
      ? `${offer.offer.name}: ${plural(numGames, 'ticket')}`
      : `${offer.offer.name}: ${plural(numGames, 'game')}, ${input.recurring ? 'autoplay' : plural(input.numDraws, 'draw')}`,
  };
}
