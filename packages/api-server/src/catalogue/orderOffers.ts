/**
 * Lottery list ordering (shop-specialised §9): "syndicate is inserted at position 3; a lotto
 * party entry is inserted before the syndicate; the powerhit-type lottery is moved to second".
 * The powerhit move is made first, among the other offers, so that all three statements hold
 * afterwards (the SDK's orderLotteryList reads the rule the same way).
 */
export const SYNDICATE_POSITION = 3;

export interface OrderableOffer {
  key: string;
  type: string;
  displayCategory: string;
  gameTypes: readonly { key: string }[];
}

export function orderOffers<T extends OrderableOffer>(ranked: readonly T[]): T[] {
  // A lotto party sold as shares is a syndicate_share too: it is the lotto party entry, not a syndicate.
  const lottoParty = ranked.filter((o) => o.displayCategory === 'lotto_party' || o.gameTypes.some((g) => g.key === 'lotto_party'));
  const syndicates = ranked.filter((o) => o.type === 'syndicate_share' && !lottoParty.includes(o));
  const list = ranked.filter((o) => !syndicates.includes(o) && !lottoParty.includes(o));
  const powerhitAt = list.findIndex((o) => o.gameTypes.some((g) => g.key === 'powerhit'));
  if (powerhitAt > 1) {
    const [powerhit] = list.splice(powerhitAt, 1);
    if (powerhit) list.splice(1, 0, powerhit);
  }
  list.splice(Math.min(SYNDICATE_POSITION - 1, list.length), 0, ...lottoParty, ...syndicates);
  return list;
}
