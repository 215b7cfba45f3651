import type { GameTypeKey } from '@drawkit/sdk';
import { GAME_TYPE_ORDER } from '@drawkit/sdk';
import { scriptOrigin } from './parseAttributes';

function originOf(given: string | undefined, attribute = 'api-origin'): { ok: true; origin: string } | { ok: false; message: string } {
  const value = given?.trim();
  if (!value) return { ok: true, origin: scriptOrigin() };
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return { ok: false, message: `The ${attribute} attribute must be an http or https origin, e.g. https://shop.example.com (got "${value}").` };
  }
  return { ok: true, origin: url.origin };
}

/** A flag attribute: present (any value but "false") is on. */
function flag(value: string | boolean | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return value !== undefined && value !== null && value.trim().toLowerCase() !== 'false';
}

export type TicketBuilderAttributes =
  | { ok: true; offer: string; gameType: GameTypeKey | undefined; appKey: string; apiOrigin: string; partner: string | undefined; freePostalEntry: boolean }
  | { ok: false; message: string };

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
  if (gameType && !(GAME_TYPE_ORDER as readonly string[]).includes(gameType)) {
    return { ok: false, message: `The game-type attribute must be one of ${GAME_TYPE_ORDER.join(', ')} (got "${gameType}").` };
  }
  const origin = originOf(raw.apiOrigin);
  if (!origin.ok) return origin;
  const partner = raw.partner?.trim() || undefined;
  const query = new URLSearchParams(search);
  const freePostalEntry = flag(raw.freePostalEntry) || (query.has('freePostalEntry') && query.get('freePostalEntry') !== 'false');
  return {
    ok: true,
    offer,
    gameType: gameType as GameTypeKey | undefined,
    appKey: raw.appKey?.trim() || partner || 'drawkit-storefront',
    apiOrigin: origin.origin,
    partner,
    freePostalEntry,
  };
}

export type RaffleAttributes =
  | { ok: true; cause: string; partner: string; appKey: string; apiOrigin: string }
  | { ok: false; message: string };

/** `<drawkit-raffle cause="your_hospice" partner="hospice-care">`: partner defaults to `hospice-care`, app key to the partner. */
export function parseRaffleAttributes(raw: {
  cause?: string | undefined;
  partner?: string | undefined;
  appKey?: string | undefined;
  apiOrigin?: string | undefined;
}): RaffleAttributes {
  const cause = raw.cause?.trim() ?? '';
  if (!cause) return { ok: false, message: 'Add the cause attribute, e.g. <drawkit-raffle cause="your_hospice">.' };
  const origin = originOf(raw.apiOrigin);
  if (!origin.ok) return origin;
  const partner = raw.partner?.trim() || 'hospice-care';
  return { ok: true, cause, partner, appKey: raw.appKey?.trim() || partner, apiOrigin: origin.origin };
}
