/**
 * The rules a cart item must pass, checked on every add and again at purchase (shop-specialised
 * §5 'Ticket', §4; shop-core §5): the offer is on sale, the game type and game offer exist, the
 * game count is within minGames..maxGames, every game is complete, a cause is chosen when the
 * offer has causes, a day when it has selectable days, recurring purchase only where the offer
 * allows it (and always where it requires it), the draws are on sale (open or pre_order), and a
 * syndicate has the shares. The price is computed here, never taken from the client.
 */
import type { GameNumbers, GameOffer, GameType, RecurringPurchaseOption } from '@drawkit/contract';
import type { AddCartItemInput } from '@drawkit/contract/schemas';
import type { Clock } from '../clock';
import type { OfferWithLottery } from '../catalogue/catalogueQueries';
import type { DbOrTx } from '../db/Db';
import type { ItemDetails } from '../db/schema';
import { fail } from '../http/ApiFailure';
import { comboGames } from './rules/comboRules';
import { bitCount, chooseDrawsAndSlots } from './rules/drawChoice';
import { checkGames, fillBlankSets, isBlankGame, plural, quickPick } from './rules/gameRules';
import { resolveOffer } from './rules/resolveOffer';
import { checkRestrictions } from './rules/restrictionRules';
import { priceMembershipItem } from '../membership/membershipCartItem';
import { applyMemberDiscount } from '../membership/memberDiscount';
import type { CartItemInput, ItemRuleOptions, PricedItem } from './pricedItem';
import { sessionGameOffer } from '../party/sessionShares';
import { checkSharesLeft, loadSyndicate, type SyndicateRow, syndicatePriceCents } from './rules/syndicateRules';

export { checkGames } from './rules/gameRules';

export type { CartItemInput, ItemRuleOptions, PricedItem } from './pricedItem';

const blankGames = (count: number): GameNumbers[] => Array.from({ length: count }, () => ({}));

/** Request body (camelCase, parsed) to the stored form: 'autoplay' is 1 draw, recurring. */
export function toCartItemInput(request: AddCartItemInput): CartItemInput {
  const autoplay = request.numDraws === 'autoplay';
  const recurring = autoplay || request.recurringPurchase?.enabled === true;
  const details: ItemDetails = {
    productOfferKey: request.productOfferKey ?? null,
    causeKey: request.causeKey ?? null,
    recurringType: autoplay ? 'autoplay' : null,
    preOrder: request.scheduledPurchase?.type === 'pre_order',
    drawOffset: request.drawOffset ?? null,
  };
  let games: GameNumbers[] = request.games ?? [];
  if (request.productType === 'raffle_ticket') {
    details.bundleKey = request.bundleKey ?? null;
    if (request.numRaffleTickets !== undefined) {
      if (request.games && request.games.length > 0 && request.games.length !== request.numRaffleTickets) {
        fail('validation_failed', { field: 'numRaffleTickets', message: 'The number of raffle tickets does not match the tickets sent.' });
      }
      games = blankGames(request.numRaffleTickets);
    }
  }
  if (request.productType === 'syndicate_share') {
    details.syndicateKey = request.syndicateKey;
    details.numShares = request.numShares;
  }
  if (request.productType === 'membership') {
    details.productOfferKey = request.membershipOffer ?? request.productOfferKey ?? null;
    details.membershipProgram = request.membershipProgram ?? null;
  }
  if (request.productType === 'lottery_ticket' || request.productType === 'multi_draw_ticket') {
    details.days = request.days ?? null;
    details.numWeeks = request.numWeeks ?? null;
    details.entryCount = request.entryCount ?? null;
  }
  return {
    productType: request.productType === 'multi_draw_ticket' ? 'lottery_ticket' : request.productType,
    lotteryKey: request.lotteryKey,
    gameType: request.gameType ?? '',
    gameOffer: request.gameOffer ?? '',
    games,
    numDraws: autoplay ? 1 : (request.numDraws as number),
    recurring,
    drawNo: request.drawNo ?? request.firstDrawNo ?? null,
    quickpick: request.quickpick,
    affiliateCode: request.affiliateCode ?? null,
    details,
  };
}

/** "A lottery with a per-entry price list uses the entry count"; otherwise the price per game times the games. */
export function gamesPriceCents(gameOffer: GameOffer, numGames: number): number {
  const listed = gameOffer.prices.find((p) => p.games === numGames);
  return listed ? listed.price.amount : gameOffer.pricePerGame.amount * numGames;
}

function chooseGameType(
  offer: OfferWithLottery,
  input: CartItemInput,
  /** A lotto party session's group ticket, which the offer does not list (party/sessionShares). */
  sessionOffer: GameOffer | null = null,
): { gameType: GameType; gameOffer: GameOffer } {
  const types = offer.offer.gameTypes;
  // Shares are sold by a syndicate or a lotto party offer, whichever the offer is.
  const sharesType = types.find((t) => t.key === 'syndicate' || t.key === 'lotto_party')?.key ?? 'syndicate';
  const wantedType = input.gameType || (input.productType === 'syndicate_share' ? sharesType : (types[0]?.key ?? ''));
  const gameType = types.find((t) => t.key === wantedType);
  if (!gameType) fail('validation_failed', { field: 'gameType', message: 'This game type is not offered for this product.' });
  const wantedOffer =
    input.productType === 'syndicate_share' ? (input.details.syndicateKey ?? '') : input.gameOffer || (gameType.gameOffers[0]?.key ?? '');
  const gameOffer = sessionOffer && gameType.key === 'lotto_party' ? sessionOffer : gameType.gameOffers.find((o) => o.key === wantedOffer);
  if (!gameOffer) {
    fail('validation_failed', {
      field: input.productType === 'syndicate_share' ? 'syndicateKey' : 'gameOffer',
      message: 'This game offer is not available for this product.',
    });
  }
  return { gameType, gameOffer };
}

/** "If the lottery has causes, a cause must be chosen"; a single cause is the choice itself. */
function chooseCause(offer: OfferWithLottery, causeKey: string | null | undefined): string | null {
  const causes = offer.offer.causes;
  if (causes.length === 0) {
    if (causeKey) fail('validation_failed', { field: 'causeKey', message: 'This product does not support a cause.' });
    return null;
  }
  if (!causeKey) {
    if (causes.length === 1) return causes[0] ?? null;
    fail('cause_required', { field: 'causeKey' });
  }
  if (!causes.includes(causeKey)) fail('cause_required', { field: 'causeKey', message: 'Please choose one of the causes this product supports.' });
  return causeKey;
}

/** Recurring availability (shop-specialised §4): never, optional or always; autoplay only where the type is autoplay. */
function checkRecurring(option: RecurringPurchaseOption, input: CartItemInput): NonNullable<ItemDetails['recurringType']> | null {
  if (!input.recurring) {
    if (option.availability === 'always') fail('recurring_required', { field: 'recurringPurchase' });
    return null;
  }
  if (option.availability === 'never') fail('recurring_unavailable', { field: 'numDraws' });
  if (input.details.recurringType === 'autoplay' && option.type !== 'autoplay') {
    fail('recurring_unavailable', { field: 'numDraws', message: `This product is sold as a ${option.type.replaceAll('_', ' ')}, not autoplay.` });
  }
  return option.type;
}

/** "A day is required if the lottery has selectable days." */
function checkDays(offer: OfferWithLottery, gameOffer: GameOffer, details: ItemDetails): void {
  const selectable = offer.offer.selectableDays;
  if (selectable === 0) {
    if (details.days) fail('validation_failed', { field: 'days', message: 'This product has no draw days to choose.' });
    return;
  }
  if (!details.days) fail('day_required', { field: 'days' });
  if ((details.days & ~selectable) !== 0) fail('day_required', { field: 'days', message: 'Please choose draw days this product draws on.' });
  const weeks = details.numWeeks ?? 1;
  if (gameOffer.weekOptions && !gameOffer.weekOptions.includes(weeks)) {
    fail('validation_failed', { field: 'numWeeks', message: `Choose ${gameOffer.weekOptions.join(', ')} weeks.` });
  }
}

/** The games as stored, and the entry count the price reads. */
function checkNumbers(input: CartItemInput, gameOffer: GameOffer): { games: GameNumbers[]; entries: number } {
  if (gameOffer.combo) return comboGames(gameOffer, input.games);
  let games = input.games;
  if (gameOffer.quickpickOnly) games = games.map((g) => (isBlankGame(g) ? quickPick(gameOffer.numberSets) : g));
  else if (gameOffer.multiEntry) games = games.map((g) => (g.Numbers?.every((n) => n !== null) ? fillBlankSets(gameOffer, g) : g));
  checkGames(gameOffer, games);
  return { games, entries: games.length };
}

function raffleGames(input: CartItemInput, gameOffer: GameOffer): GameNumbers[] {
  const key = input.details.bundleKey;
  if (!key) return input.games;
  const bundle = gameOffer.prices.find((p) => p.key === key);
  if (!bundle) fail('validation_failed', { field: 'bundleKey', message: 'This ticket bundle is not offered.' });
  if (input.games.length > 0 && input.games.length !== bundle.games) {
    fail('validation_failed', { field: 'bundleKey', message: 'The number of raffle tickets does not match the bundle.' });
  }
  return blankGames(bundle.games);
}

function describe(item: Omit<PricedItem, 'description'>): string {
  const { offer, input, syndicate } = item;
  if (syndicate) return `${syndicate.name}: ${plural(input.details.numShares ?? 0, 'share')}`;
  if (offer.offer.type === 'raffle_ticket') {
    return `${offer.offer.name}: ${plural(item.numGames, 'ticket')}${item.preOrder ? ' (pre-order)' : ''}`;
  }
  const what = item.gameType.key === 'standard' ? plural(item.numGames, 'game') : `${item.gameOffer.name}, ${plural(item.numGames, 'game')}`;
  const when = input.details.days
    ? `${plural(bitCount(input.details.days), 'day')} a week for ${plural(input.details.numWeeks ?? 1, 'week')}`
    : input.recurring
      ? (input.details.recurringType ?? 'autoplay')
      : plural(input.numDraws, 'draw');
  return `${offer.offer.name}: ${what}, ${when}`;
}

export async function priceCartItem(
  db: DbOrTx,
  clock: Clock,
  request: CartItemInput,
  options: ItemRuleOptions = {},
): Promise<PricedItem> {
  // A month of membership: no draws, no numbers (membership/membershipCartItem).
  if (request.productType === 'membership') return priceMembershipItem(db, request, options);
  const offer = await resolveOffer(db, request.lotteryKey, request.productType, request.details.productOfferKey ?? null);
  if (options.allowedOfferKeys && !options.allowedOfferKeys.includes(offer.offer.key)) {
    fail('offer_unavailable', { field: 'lotteryKey', message: 'This partner does not sell this product.' });
  }
  if (offer.offer.availability !== 'available' || offer.offer.suspended) fail('offer_unavailable', { field: 'lotteryKey' });
  if (options.customerId) await checkRestrictions(db, offer, options.customerId);
  const sessionOffer =
    request.productType === 'syndicate_share'
      ? await sessionGameOffer(
          db,
          clock,
          { syndicateKey: request.details.syndicateKey ?? '', drawNo: request.drawNo, numDraws: request.numDraws, recurring: request.recurring },
          options.customerId ?? null,
        )
      : null;
  const { gameType, gameOffer } = chooseGameType(offer, request, sessionOffer);
  const causeKey = chooseCause(offer, request.details.causeKey);
  const recurringType = checkRecurring(gameType.recurringPurchase ?? offer.offer.recurringPurchase, request);
  checkDays(offer, gameOffer, request.details);

  let syndicate: SyndicateRow | null = null;
  let games: GameNumbers[];
  let entries: number;
  if (request.productType === 'syndicate_share') {
    if (request.games.length > 0) fail('validation_failed', { field: 'games', message: 'Syndicate shares carry no numbers.' });
    syndicate = await loadSyndicate(db, offer.offer.key, request.details.syndicateKey ?? '');
    checkSharesLeft(syndicate, request.details.numShares ?? 0);
    games = [];
    entries = request.details.numShares ?? 0;
  } else {
    const sent = offer.offer.type === 'raffle_ticket' ? raffleGames(request, gameOffer) : request.games;
    ({ games, entries } = checkNumbers({ ...request, games: sent }, gameOffer));
  }
  if (request.details.entryCount != null && request.details.entryCount !== entries) {
    fail('validation_failed', { field: 'entryCount', message: `The entry count must equal the ${plural(entries, 'entry')} sent.` });
  }

  const { draws, later: laterDraws } = await chooseDrawsAndSlots(db, clock, {
    lotteryKey: offer.lottery.key,
    drawNo: request.drawNo,
    drawOffset: request.details.drawOffset ?? null,
    numDraws: request.numDraws,
    days: request.details.days ?? null,
    numWeeks: request.details.numWeeks ?? null,
    schedule: offer.lottery,
  });
  const preOrders = draws.filter((d) => d.purchaseStatus === 'pre_order').length;
  if (preOrders > 0 && preOrders < draws.length) {
    fail('validation_failed', { field: 'numDraws', message: 'A pre-order draw is bought on its own.' });
  }
  const preOrder = preOrders > 0;
  if (request.details.preOrder && !preOrder) {
    fail('validation_failed', { field: 'scheduledPurchase', message: 'This draw is not open for pre-order.' });
  }

  const unitPriceCents = syndicate
    ? syndicatePriceCents(syndicate, entries)
    : gameOffer.combo
      ? gameOffer.pricePerGame.amount * entries
      : gamesPriceCents(gameOffer, entries);
  const input: CartItemInput = {
    ...request,
    gameType: gameType.key,
    gameOffer: gameOffer.key,
    games,
    numDraws: draws.length + laterDraws.length,
    details: { ...request.details, causeKey, recurringType, preOrder, productOfferKey: offer.offer.key, entryCount: request.details.entryCount ?? null },
  };
  const priced: Omit<PricedItem, 'description'> = {
    input,
    offer,
    gameType,
    gameOffer,
    draws,
    numGames: syndicate ? syndicate.numStandardGames : games.length,
    unitPriceCents,
    // "A purchased multi-draw price is the entry price times draws times weeks."
    totalPriceCents: unitPriceCents * (draws.length + laterDraws.length),
    causeKey,
    syndicate,
    preOrder,
    laterDraws,
  };
  const described = { ...priced, description: describe(priced) };
  // A member's discount is part of the price wherever the item is priced: cart, purchase, partner.
  return options.customerId ? applyMemberDiscount(db, clock.now(), options.customerId, described) : described;
}
