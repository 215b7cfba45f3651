import { gameTypeFromUrlSuffix, gameTypeUrlSuffix, sortGameTypes } from '@drawkit/sdk';
import type { GameType, ProductOffer } from '@drawkit/sdk';

/** Game types without a URL suffix ("sequential and strike_standard have none") are named by this query parameter when not the default. */
export const GAME_TYPE_PARAM = 'gameType';

/** The game type the bare offer URL plays: standard where the offer has it, else its first suffix-less one, else its first. */
export function defaultGameType(offer: ProductOffer): GameType | undefined {
  const types = sortGameTypes(offer.gameTypes);
  return types.find((t) => t.key === 'standard') ?? types.find((t) => gameTypeUrlSuffix(t.key) === '') ?? types[0];
}

/**
 * The game type of `/{productOfferKey}/{gameTypeSuffix?}` (shop-specialised §2 suffixes), or
 * undefined when the suffix names no game type of this offer (a 404).
 */
export function gameTypeFromUrl(offer: ProductOffer, suffix: string | undefined, search: URLSearchParams): GameType | undefined {
  if (suffix !== undefined) {
    const key = gameTypeFromUrlSuffix(suffix);
    return key ? offer.gameTypes.find((t) => t.key === key) : undefined;
  }
  const named = search.get(GAME_TYPE_PARAM);
  const suffixless = named ? offer.gameTypes.find((t) => t.key === named && gameTypeUrlSuffix(t.key) === '') : undefined;
  return suffixless ?? defaultGameType(offer);
}

/** The path that plays a game type of an offer. */
export function gameTypePath(offer: ProductOffer, gameType: GameType): string {
  const base = `/${encodeURIComponent(offer.key)}`;
  const suffix = gameTypeUrlSuffix(gameType.key);
  if (suffix) return `${base}${suffix}`;
  return gameType.key === defaultGameType(offer)?.key ? base : `${base}?${GAME_TYPE_PARAM}=${encodeURIComponent(gameType.key)}`;
}
