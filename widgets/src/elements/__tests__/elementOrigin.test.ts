import { describe, expect, it } from 'vitest';
import { apiOriginOf, scriptOrigin } from '../elementOrigin';
import { parsePurchaseAttributes } from '../parseAttributes';
import { parseResultsAttributes } from '../parseResultsAttributes';

describe('the api-origin attribute', () => {
  const cases = [undefined, '', '  ', 'https://shop.example.com/path?q=1', 'http://localhost:8080', 'ftp://shop.example.com', 'not a url', 'javascript:alert(1)'];

  it('is an http or https origin, else the script\'s own origin when absent', () => {
    expect(apiOriginOf(undefined)).toEqual({ ok: true, origin: scriptOrigin() });
    expect(apiOriginOf('https://shop.example.com/path?q=1')).toEqual({ ok: true, origin: 'https://shop.example.com' });
    expect(apiOriginOf('ftp://x')).toEqual({
      ok: false,
      message: 'The api-origin attribute must be an http or https origin, e.g. https://shop.example.com (got "ftp://x").',
    });
  });

  // <drawkit-purchase> writes the same check out (its first download cannot share it): both must answer alike.
  it.each(cases)('reads %j alike for <drawkit-purchase> and the other elements', (apiOrigin) => {
    const shared = apiOriginOf(apiOrigin);
    const purchase = parsePurchaseAttributes({ partner: 'demo-partner', apiOrigin });
    const results = parseResultsAttributes({ offer: 'super_jackpot_lottery', apiOrigin });
    if (shared.ok) {
      expect(purchase).toMatchObject({ ok: true, apiOrigin: shared.origin, storagePrefix: 'drawkit_demo-partner' });
      expect(results).toMatchObject({ ok: true, apiOrigin: shared.origin });
    } else {
      expect(purchase).toEqual(shared);
      expect(results).toEqual(shared);
    }
  });
});
