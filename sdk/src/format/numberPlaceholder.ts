import { GAME_TYPE_PLACEHOLDERS } from '@drawkit/contract';

/**
 * "Placeholders: Powerhit PH, Powerpik PP" (shop-specialised §9): the text shown in the set the
 * game type covers in full. A game offer's own `placeholder` wins when given.
 */
export function numberPlaceholder(gameTypeKey: string, gameOffer?: { placeholder?: string }): string | undefined {
  if (gameOffer?.placeholder) return gameOffer.placeholder;
  return Object.hasOwn(GAME_TYPE_PLACEHOLDERS, gameTypeKey)
    ? GAME_TYPE_PLACEHOLDERS[gameTypeKey as keyof typeof GAME_TYPE_PLACEHOLDERS]
    : undefined;
}
