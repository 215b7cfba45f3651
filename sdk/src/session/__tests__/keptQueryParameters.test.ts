import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_RESEND_COOLDOWN_MS, validateTwoFactorCode } from '../twoFactor';
import { KEPT_QUERY_PARAMETERS, channelKeyOf, keptQueryParametersOf, withKeptQueryParameters } from '../keptQueryParameters';

describe('kept query parameters (shop-core §9)', () => {
  it('"Kept query parameters: utm_campaign, utm_medium, utm_source, utm_term, utm_content"', () => {
    expect(KEPT_QUERY_PARAMETERS).toEqual(['utm_campaign', 'utm_medium', 'utm_source', 'utm_term', 'utm_content']);
    expect(keptQueryParametersOf('https://a.test/?utm_source=x&aff=1&utm_term=')).toEqual({ utm_source: 'x' });
    expect(keptQueryParametersOf(new URLSearchParams('utm_medium=m'))).toEqual({ utm_medium: 'm' });
  });

  it('"Channel key is APP when utm_source is app, otherwise web"', () => {
    expect(channelKeyOf({ utm_source: 'app' })).toBe('APP');
    expect(channelKeyOf({ utm_source: 'App' })).toBe('web');
    expect(channelKeyOf({})).toBe('web');
  });

  it('"goes to /cart carrying utm parameters"', () => {
    expect(withKeptQueryParameters('/cart', { utm_source: 'app', utm_campaign: 'x' })).toBe('/cart?utm_campaign=x&utm_source=app');
    expect(withKeptQueryParameters('https://b.test/cart?a=1', { utm_term: 't' })).toBe('https://b.test/cart?a=1&utm_term=t');
  });
});

describe('two-factor code (shop-core §5, §9)', () => {
  it('"Two-factor code length 6; resend cooldown 60000 ms"', () => {
    expect(TWO_FACTOR_CODE_LENGTH).toBe(6);
    expect(TWO_FACTOR_RESEND_COOLDOWN_MS).toBe(60000);
  });

  it('"exactly 6 digits, numeric only; fewer gives \'A 6 digit code is required.\'"', () => {
    expect(validateTwoFactorCode('012345')).toEqual([]);
    for (const code of ['01234', '0123456', 'abcdef', ' 12345']) {
      expect(validateTwoFactorCode(code)[0]?.message).toBe('A 6 digit code is required.');
    }
  });
});
