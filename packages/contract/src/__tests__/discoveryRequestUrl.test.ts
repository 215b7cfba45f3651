import { describe, expect, it } from 'vitest';
import { DISCOVERY_APP_KEY_PARAM, discoveryRequestUrl } from '../headers';

describe('discoveryRequestUrl: the app key in discovery\'s query', () => {
  it('adds app_key as the first or the next parameter', () => {
    expect(discoveryRequestUrl('https://shop.test/discover', 'demo-partner')).toBe('https://shop.test/discover?app_key=demo-partner');
    expect(discoveryRequestUrl('https://shop.test/discover?partner=demo-partner', 'demo-partner')).toBe(
      'https://shop.test/discover?partner=demo-partner&app_key=demo-partner',
    );
  });

  it('encodes a key so that it reads back as given', () => {
    const key = 'a key&with=odd/chars?';
    const url = discoveryRequestUrl('https://shop.test/discover?results=x', key);
    const [, query = ''] = url.split('?');
    const parameters = query.split('&').map((pair) => pair.split('=').map(decodeURIComponent));
    expect(parameters).toEqual([
      ['results', 'x'],
      [DISCOVERY_APP_KEY_PARAM, key],
    ]);
  });
});
