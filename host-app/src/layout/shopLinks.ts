/** A listing link and the capabilities that show it (shop-core §2). */
export interface ShopLink {
  to: string;
  label: string;
  /** Shown when the segment has any of these. */
  anyOf: readonly string[];
}

/**
 * The storefront's listings. "listings need commercial or charity lotteries or the multi-offer
 * site; syndicates need the syndicates flag" (shop-core §2, sitemap inclusion): lotteries need
 * commercial lotteries or the multi-offer site, raffles and causes charity lotteries.
 */
export const SHOP_LINKS: readonly ShopLink[] = [
  { to: '/lotto-tickets', label: 'Lotto tickets', anyOf: ['commercial-lotteries', 'multi-offer-site'] },
  { to: '/charity-tickets', label: 'Charity tickets', anyOf: ['charity-lotteries', 'multi-offer-site'] },
  { to: '/syndicates', label: 'Syndicates', anyOf: ['syndicates'] },
  { to: '/causes', label: 'Causes', anyOf: ['charity-lotteries'] },
  // The social-play item (shop-core §2 navigation): group play, behind social-syndicates.
  { to: '/social-play', label: 'Social play', anyOf: ['social-syndicates'] },
];

/** The listing links the current segment may see. */
export function shopLinks(can: (capability: string) => boolean): ShopLink[] {
  return SHOP_LINKS.filter((link) => link.anyOf.some(can));
}
