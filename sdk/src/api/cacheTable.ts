import type { ServiceName } from '@drawkit/contract';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Default lifetime of a cached GET (shop-core §9: "Response cache: 60 s default"). */
export const DEFAULT_CACHE_TTL_MS = MINUTE;

/**
 * Lifetimes of cached GETs (shop-core §9 "Response cache", shop-specialised §9 "Cache"), by the
 * kind of response. Every number here is the spec's.
 */
export const CACHE_TTL_MS = {
  default: DEFAULT_CACHE_TTL_MS,
  lottoPartyConfig: 5 * MINUTE,
  featurePlacement: 5 * MINUTE,
  theme: 10 * MINUTE,
  navigation: 24 * HOUR,
  components: 24 * HOUR,
  seoTranslation: 24 * HOUR,
  productOffers: 18 * MINUTE, // 1,080,000 ms
  tips: 18 * MINUTE, // 1,080,000 ms
  drawResultKeys: 24 * HOUR,
  branding: 24 * HOUR,
  cart: 20 * SECOND,
} as const;

export type CacheKind = keyof typeof CACHE_TTL_MS;

interface CacheRule {
  kind: CacheKind;
  /** The service family the path belongs to; any family when absent. */
  service?: ServiceName;
  /** Matched against the path under the service's base URL, e.g. `/items/theme`. */
  path: RegExp;
  query?: (search: URLSearchParams) => boolean;
}

/**
 * Which GETs are cached (shop-core §7 "Cached GETs"), first match wins. `/discover` is not
 * here: the client asks it once and keeps the answer for its lifetime. Translation items are
 * CMS items; "one SEO translation query" is the one asking for the `seo` group. The cart's
 * 20 s is kept by the cart store (`expiresAt`), not here: a change or `load({force})` must see
 * the server's cart at once, which a response cache would hide.
 */
const RULES: readonly CacheRule[] = [
  { kind: 'branding', service: 'main', path: /^\/branding$/ },
  { kind: 'default', service: 'main', path: /^\/capabilities$/ },
  { kind: 'default', service: 'main', path: /^\/config(\/licence)?$/ },
  { kind: 'drawResultKeys', service: 'main', path: /\/past\/result_keys$/ },
  { kind: 'default', service: 'main', path: /^\/info\/pricing\// },
  { kind: 'productOffers', service: 'main', path: /\/product_offers$/ },
  { kind: 'tips', service: 'main', path: /(^|\/)tips$/ },
  { kind: 'featurePlacement', path: /feature_placement/ },
  { kind: 'lottoPartyConfig', service: 'social', path: /^\/config$/ },
  { kind: 'theme', service: 'cms', path: /^\/items\/theme$/ },
  { kind: 'navigation', service: 'cms', path: /^\/items\/navigation$/ },
  { kind: 'components', service: 'cms', path: /^\/items\/components$/ },
  { kind: 'seoTranslation', service: 'cms', path: /^\/items\/translations$/, query: (s) => s.get('group') === 'seo' },
  { kind: 'default', service: 'cms', path: /^\/items\// },
];

/** The kind of a cacheable GET, or undefined when the spec does not cache it. */
export function cacheKindOf(service: ServiceName, path: string, search: URLSearchParams = new URLSearchParams()): CacheKind | undefined {
  const rule = RULES.find((r) => (r.service === undefined || r.service === service) && r.path.test(path) && (!r.query || r.query(search)));
  return rule?.kind;
}
