import { gameTypeUrlSuffix } from '@drawkit/sdk';

const seg = encodeURIComponent;

/** Storefront paths of a product offer's pages (shop-core §2 "Per product offer"). */
export const offerPaths = {
  /** `/{productOfferKey}/{gameTypeKey?}`: the suffix per shop-specialised §2, none for sequential and strike_standard. */
  play: (offerKey: string, gameTypeKey?: string) => `/${seg(offerKey)}${gameTypeKey ? gameTypeUrlSuffix(gameTypeKey) : ''}`,
  /** "A lottery draw also opens as /{product url}?firstDrawNo={drawNo}". */
  lotteryDraw: (offerKey: string, drawNo: number) => `/${seg(offerKey)}?firstDrawNo=${drawNo}`,
  /** "a raffle draw as /{product url}/draw/{drawNo}". */
  raffleDraw: (offerKey: string, drawNo: number) => `/${seg(offerKey)}/draw/${drawNo}`,
  buy: (offerKey: string, drawNo?: number) => (drawNo === undefined ? `/${seg(offerKey)}/buy` : `/${seg(offerKey)}/draw/${drawNo}/buy`),
  terms: (offerKey: string, drawNo?: number) => `/${seg(offerKey)}/terms-and-conditions${drawNo === undefined ? '' : `/${drawNo}`}`,
  yourSupport: (offerKey: string) => `/${seg(offerKey)}/your-support`,
  subscription: (offerKey: string) => `/${seg(offerKey)}/subscription`,
  statistics: (offerKey: string) => `/${seg(offerKey)}/statistics`,
  results: (offerKey: string) => `/${seg(offerKey)}/results`,
  cause: (causeSlug: string) => `/causes/${seg(causeSlug)}`,
  causeOffer: (causeSlug: string, offerKey: string) => `/causes/${seg(causeSlug)}/${seg(offerKey)}`,
};

/**
 * The query flag of `/buy` for free postal entry (shop-core §2: "Buy supports a free-postal-entry
 * query flag"), camelCase like `firstDrawNo`; the kebab-case spelling is read too.
 */
export const FREE_POSTAL_ENTRY_PARAM = 'freePostalEntry';
const FREE_POSTAL_ENTRY_ALIASES = [FREE_POSTAL_ENTRY_PARAM, 'free-postal-entry'];

/** Whether a search string carries the free-postal-entry flag (present, unless "false" or "0"). */
export function hasFreePostalEntry(search: URLSearchParams): boolean {
  return FREE_POSTAL_ENTRY_ALIASES.some((name) => {
    const value = search.get(name);
    return value !== null && value !== 'false' && value !== '0';
  });
}

/** A whole positive draw number from a route or query parameter, else undefined. */
export function parseDrawNo(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const drawNo = Number(value);
  return drawNo > 0 ? drawNo : undefined;
}
