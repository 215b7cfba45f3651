import { describe, expect, it } from 'vitest';
import { aud, cart, powerballOffer } from '../../__tests__/fixtures';
import { purchaseDetails } from '../purchaseDetails';
import { ticketPrice } from '../ticketPrice';
import { totalDue } from '../totalDue';

describe('ticketPrice', () => {
  it('"a lottery with a per-entry price list uses the entry count"', () => {
    expect(ticketPrice(powerballOffer, 18, 1)).toEqual(aud(2880));
    expect(ticketPrice(powerballOffer, 18, 3)).toEqual(aud(8640));
  });

  it('otherwise charges the price per game for each game, for each draw', () => {
    expect(ticketPrice(powerballOffer, 4, 1)).toEqual(aud(680));
    expect(ticketPrice(powerballOffer, 4, 2)).toEqual(aud(1360));
  });
});

describe('totalDue: "cart total minus preOrderTotal, minus wallet balance when wallet purchase is on and the result is positive"', () => {
  const full = cart({ cartTotal: aud(3000), preOrderTotal: aud(500) });

  it('takes the pre-order total off the cart total', () => {
    expect(totalDue(full, aud(1000), false)).toEqual(aud(2500));
  });

  it('takes the wallet balance off when wallet purchase is on', () => {
    expect(totalDue(full, aud(1000), true)).toEqual(aud(1500));
  });

  it('is never below zero', () => {
    expect(totalDue(full, aud(5000), true)).toEqual(aud(0));
    expect(totalDue(cart({ cartTotal: aud(100), preOrderTotal: aud(300) }), null, false)).toEqual(aud(0));
  });

  it('is zero without a cart', () => {
    expect(totalDue(null, aud(5000), true)).toEqual(aud(0));
  });
});

describe('purchaseDetails', () => {
  it('"Channel key is APP when utm_source is app, otherwise web", with metadata', () => {
    expect(purchaseDetails('https://shop.test/cart?utm_source=app&utm_campaign=spring&x=1')).toEqual({
      channelKey: 'APP',
      metadata: { platform: 'Web', pageUrl: 'https://shop.test/cart?utm_source=app&utm_campaign=spring&x=1', utmSource: 'app', utmCampaign: 'spring' },
    });
    expect(purchaseDetails('https://shop.test/cart?utm_source=newsletter').channelKey).toBe('web');
    expect(purchaseDetails(undefined, 'demo')).toEqual({ channelKey: 'web', partnerKey: 'demo', metadata: { platform: 'Web' } });
  });
});
