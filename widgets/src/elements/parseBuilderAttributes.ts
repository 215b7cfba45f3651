import type { GameTypeKey } from '@drawkit/sdk';
import { GAME_TYPE_KEYS } from '@drawkit/sdk';
import { appKeyOf, flag, isShopKey, positiveInteger } from './elementAttributes';
import { apiOriginOf, type ElementAttributes } from './elementOrigin';

export type TicketBuilderAttributes = ElementAttributes<{
  offer: string;
  gameType: GameTypeKey | undefined;
  partner: string | undefined;
  freePostalEntry: boolean;
}>;

/**
 * `<drawkit-ticket-builder offer="…" game-type="…" partner="…" app-key="…" api-origin="…" free-postal-entry>`.
 * The app key defaults to the partner slug, else the storefront's key; the free postal entry flag
 * also comes from the page's `?freePostalEntry` query flag.
 */
export function parseTicketBuilderAttributes(raw: {
  offer?: string | undefined;
  gameType?: string | undefined;
  partner?: string | undefined;
  appKey?: string | undefined;
  apiOrigin?: string | undefined;
  freePostalEntry?: string | boolean | undefined;
}, search: string = typeof location === 'undefined' ? '' : location.search): TicketBuilderAttributes {
  const offer = raw.offer?.trim() ?? '';
  if (!offer) return { ok: false, message: 'Add the offer attribute, e.g. <drawkit-ticket-builder offer="super_jackpot_lottery">.' };
  const gameType = raw.gameType?.trim() || undefined;
  // Any GameType key of shop-specialised §3, including those without a place in §2's order.
  if (gameType && !(GAME_TYPE_KEYS as readonly string[]).includes(gameType)) {
    return { ok: false, message: `The game-type attribute must be one of ${GAME_TYPE_KEYS.join(', ')} (got "${gameType}").` };
  }
  const origin = apiOriginOf(raw.apiOrigin);
  if (!origin.ok) return origin;
  const partner = raw.partner?.trim() || undefined;
  const query = new URLSearchParams(search);
  const freePostalEntry = flag(raw.freePostalEntry) || (query.has('freePostalEntry') && query.get('freePostalEntry') !== 'false');
  const appKey = appKeyOf(raw, 'drawkit-storefront');
  return {
    ok: true,
    offer,
    gameType: gameType as GameTypeKey | undefined,
    appKey,
    apiOrigin: origin.origin,
    storagePrefix: `drawkit_tb_${appKey}`,
    partner,
    freePostalEntry,
  };
}

export type RaffleAttributes = ElementAttributes<{ cause: string; partner: string; drawNo: number | undefined }>;

/**
 * `<drawkit-raffle cause="your_hospice" partner="hospice-care" draw-no="…">`: partner defaults to
 * `hospice-care`, app key to the partner; `draw-no` starts the raffle at that draw when it is on sale.
 */
export function parseRaffleAttributes(raw: {
  cause?: string | undefined;
  partner?: string | undefined;
  appKey?: string | undefined;
  apiOrigin?: string | undefined;
  drawNo?: string | undefined;
}): RaffleAttributes {
  const cause = raw.cause?.trim() ?? '';
  if (!cause) return { ok: false, message: 'Add the cause attribute, e.g. <drawkit-raffle cause="your_hospice">.' };
  // The shop's keys: the raffle asks for the cause's offers by it (`?causes=`).
  if (!isShopKey(cause)) {
    return { ok: false, message: `The cause attribute must be a cause key of letters, digits, _ and -, e.g. your_hospice (got "${cause}").` };
  }
  const origin = apiOriginOf(raw.apiOrigin);
  if (!origin.ok) return origin;
  const partner = raw.partner?.trim() || 'hospice-care';
  return {
    ok: true,
    cause,
    partner,
    drawNo: positiveInteger(raw.drawNo),
    appKey: appKeyOf({ appKey: raw.appKey, partner }, partner),
    apiOrigin: origin.origin,
    storagePrefix: `drawkit_${partner}`,
  };
}
