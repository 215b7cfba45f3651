/** How the lottery list treats an entry (shop-specialised §9 ordering). */
export type LotteryListKind = 'syndicate' | 'lotto_party' | 'powerhit' | 'lottery';

/** Fields the default classifier reads from a product offer. */
export interface ListedOffer {
  type: string;
  displayCategory?: string;
  gameTypes?: readonly { key: string }[];
}

/**
 * An offer shown as lotto party (or selling the lotto_party game type) is the lotto party entry,
 * even when its tickets are sold as shares; any other syndicate share offer is the syndicate;
 * a lottery selling the powerhit game type is the powerhit-type lottery.
 */
export function lotteryListKind(offer: ListedOffer): LotteryListKind {
  if (offer.displayCategory === 'lotto_party' || offer.gameTypes?.some((g) => g.key === 'lotto_party')) return 'lotto_party';
  if (offer.type === 'syndicate_share') return 'syndicate';
  if (offer.gameTypes?.some((g) => g.key === 'powerhit')) return 'powerhit';
  return 'lottery';
}

/** The 1-based place the syndicate is inserted at. */
export const SYNDICATE_LIST_POSITION = 3;

/**
 * The lottery list in the spec's order (shop-specialised §9): "syndicate is inserted at position
 * 3; a lotto party entry is inserted before the syndicate; the powerhit-type lottery is moved to
 * second". The powerhit move is done first, among the lotteries, so that afterwards all three
 * statements still hold (moving it last would push the syndicate off position 3).
 */
export function orderLotteryList<T>(items: readonly T[], kindOf: (item: T) => LotteryListKind): T[] {
  const syndicate = items.find((item) => kindOf(item) === 'syndicate');
  const lottoParty = items.find((item) => kindOf(item) === 'lotto_party');
  const list = items.filter((item) => item !== syndicate && item !== lottoParty);
  const powerhitAt = list.findIndex((item) => kindOf(item) === 'powerhit');
  if (powerhitAt > 1) {
    const [powerhit] = list.splice(powerhitAt, 1);
    list.splice(1, 0, powerhit as T);
  }
  const at = Math.min(SYNDICATE_LIST_POSITION - 1, list.length);
  const inserted: T[] = [];
  if (lottoParty !== undefined) inserted.push(lottoParty);
  if (syndicate !== undefined) inserted.push(syndicate);
  list.splice(at, 0, ...inserted);
  return list;
}

/** `orderLotteryList` for product offers, with the default classifier. */
export function orderOfferList<T extends ListedOffer>(offers: readonly T[]): T[] {
  return orderLotteryList(offers, lotteryListKind);
}
