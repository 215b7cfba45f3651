import { describe, expect, it } from 'vitest';
import { parseResultsAttributes } from '../parseResultsAttributes';

describe('<drawkit-results> attributes', () => {
  it('needs an offer', () => {
    expect(parseResultsAttributes({})).toEqual({ ok: false, message: 'Add the offer attribute, e.g. <drawkit-results offer="super_jackpot_lottery">.' });
  });

  it('"Page numbers are at least 1, default 1"', () => {
    const parse = (page: string | undefined) => parseResultsAttributes({ offer: 'super_jackpot_lottery', page, apiOrigin: 'http://localhost:8080' });
    expect(parse(undefined)).toMatchObject({ ok: true, page: 1 });
    expect(parse('0')).toMatchObject({ ok: true, page: 1 });
    expect(parse('-2')).toMatchObject({ ok: true, page: 1 });
    expect(parse('3')).toMatchObject({ ok: true, page: 3 });
  });

  it('takes the app key from app-key, else the partner slug, else the storefront', () => {
    const base = { offer: 'super_jackpot_lottery', apiOrigin: 'http://localhost:8080' };
    expect(parseResultsAttributes({ ...base, appKey: 'hospice-care', partner: 'demo-partner' })).toMatchObject({ appKey: 'hospice-care' });
    expect(parseResultsAttributes({ ...base, partner: 'demo-partner' })).toMatchObject({ appKey: 'demo-partner' });
    expect(parseResultsAttributes(base)).toMatchObject({ appKey: 'drawkit-storefront', apiOrigin: 'http://localhost:8080', drawNo: undefined });
    expect(parseResultsAttributes({ ...base, apiOrigin: 'ftp://x' })).toMatchObject({ ok: false });
  });
});
