import type { ServiceName } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { CACHE_TTL_MS, cacheKindOf } from '../cacheTable';

const ttl = (service: ServiceName, path: string, search = '') => {
  const kind = cacheKindOf(service, path, new URLSearchParams(search));
  return kind && CACHE_TTL_MS[kind];
};

describe('response cache table (shop-core §9 "Response cache")', () => {
  it('"60 s default" for /config, /capabilities, /config/licence, /info/pricing/ and cms /items', () => {
    expect(ttl('main', '/config')).toBe(60_000);
    expect(ttl('main', '/capabilities')).toBe(60_000);
    expect(ttl('main', '/config/licence')).toBe(60_000);
    expect(ttl('main', '/info/pricing/pr_1')).toBe(60_000);
    expect(ttl('cms', '/items/pages')).toBe(60_000);
    expect(ttl('cms', '/items/translations')).toBe(60_000);
  });

  it('"5 min for lotto party config and feature placement"', () => {
    expect(ttl('social', '/config')).toBe(300_000);
    expect(ttl('main', '/feature_placement/home')).toBe(300_000);
  });

  it('"10 min theme"', () => {
    expect(ttl('cms', '/items/theme')).toBe(600_000);
  });

  it('"24 h navigation, components and one SEO translation query"', () => {
    expect(ttl('cms', '/items/navigation')).toBe(86_400_000);
    expect(ttl('cms', '/items/components')).toBe(86_400_000);
    expect(ttl('cms', '/items/translations', 'group=seo')).toBe(86_400_000);
  });

  it('"product offers and tips 18 min (1,080,000 ms)"', () => {
    expect(ttl('main', '/pricing/pr_1/product_offers')).toBe(1_080_000);
    expect(ttl('main', '/tips')).toBe(1_080_000);
  });

  it('"draw result keys and branding 24 h"', () => {
    expect(ttl('main', '/draws/pricing/pr_1/past/result_keys')).toBe(86_400_000);
    expect(ttl('main', '/branding')).toBe(86_400_000);
  });

  it('"cart 20 s" is in the table (kept by the cart store, not the response cache)', () => {
    expect(CACHE_TTL_MS.cart).toBe(20_000);
    expect(cacheKindOf('main', '/cart/items')).toBeUndefined();
  });

  it('caches nothing the spec does not list', () => {
    expect(cacheKindOf('main', '/customer')).toBeUndefined();
    expect(cacheKindOf('main', '/draws/upcoming/super_66')).toBeUndefined();
    expect(cacheKindOf('cms', '/files/f1')).toBeUndefined();
  });
});
