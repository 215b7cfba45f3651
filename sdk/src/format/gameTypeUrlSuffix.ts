import type { GameTypeKey } from '@drawkit/contract';
import { GAME_TYPE_ORDER, GAME_TYPE_URL_SUFFIXES } from '@drawkit/contract';

export { GAME_TYPE_ORDER };

function isGameTypeKey(key: string): key is GameTypeKey {
  return Object.hasOwn(GAME_TYPE_URL_SUFFIXES, key);
}

/**
 * The suffix a game type adds to its offer's URL, e.g. "/systems" (shop-specialised §2, from the
 * contract's table); '' where it has none ("sequential and strike_standard have none").
 */
export function gameTypeUrlSuffix(gameTypeKey: string): string {
  const segment = isGameTypeKey(gameTypeKey) ? GAME_TYPE_URL_SUFFIXES[gameTypeKey] : null;
  return segment ? `/${segment}` : '';
}

/** The game type a URL segment names (with or without the leading slash), if any. */
export function gameTypeFromUrlSuffix(segment: string): GameTypeKey | undefined {
  const wanted = segment.replace(/^\//, '');
  if (!wanted) return undefined;
  return (Object.keys(GAME_TYPE_URL_SUFFIXES) as GameTypeKey[]).find((key) => GAME_TYPE_URL_SUFFIXES[key] === wanted);
}

/** Game types in the spec's order; types it does not list keep their order after those it does. */
export function sortGameTypes<T extends { key: string }>(gameTypes: readonly T[]): T[] {
  const rank = (key: string) => {
    const at = (GAME_TYPE_ORDER as readonly string[]).indexOf(key);
    return at === -1 ? GAME_TYPE_ORDER.length : at;
  };
  return gameTypes.slice().sort((a, b) => rank(a.key) - rank(b.key));
}
