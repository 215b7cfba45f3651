import { GAME_TYPE_KEYS } from '@drawkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/testBackends';
import { createTestShop, TEST_NOW, type TestShop } from './helpers/testShop';

const SPEC_ORDER = GAME_TYPE_KEYS.slice(0, 11); // deferred .. syndicate (shop-specialised §2)

describe.each(testBackends())('GET /pricing/{pricing}/product_offers on $name', (backend) => {
  let shop: TestShop;
  let listing: any;
  let offer: (key: string) => any;
  beforeAll(async () => {
    shop = await createTestShop(backend);
    const response = await shop.client.call('GET', '/v2/pricing/standard/product_offers');
    expect(response.status, response.text).toBe(200);
    listing = response.data;
    offer = (key) => listing.result.offers.find((o: any) => o.key === key);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('404s for an unknown pricing', async () => {
    const unknown = await shop.client.call('GET', '/v2/pricing/nope/product_offers');
    expect(unknown.status).toBe(404);
  });

  it('"only available offers appear in listings"; a suspended one is listed as suspended', () => {
    const keys = listing.result.offers.map((o: any) => o.key);
    expect(keys).not.toContain('one_lottery_syndicate');
    expect(listing.result.orderedKeys).not.toContain('one_lottery_syndicate');
    expect(offer('mega_jackpot_syndicate')).toMatchObject({ availability: 'available', suspended: true });
    expect(listing.result.offers.every((o: any) => o.availability === 'available')).toBe(true);
  });

  it('orders the list by §9: the lotto party entry before the syndicates at position 3, the powerhit-type lottery kept in the first two', () => {
    expect(listing.result.orderedKeys).toEqual([
      'super_jackpot_lottery',
      'mega_jackpot_lottery',
      'super_jackpot_lotto_party',
      'super_jackpot_syndicate',
      'mega_jackpot_syndicate',
      'one_lottery',
      'monday_lotto',
      'wednesday_lotto',
      'set_for_life2020',
      'lotto_strike',
      'super_66',
      'make_a_smile_lottery',
      'your_hospice_lottery',
      // The Daily Winners Premium membership (membership/membershipCartItem), ranked last.
      'daily_winners_premium',
    ]);
    expect(listing.result.offers.map((o: any) => o.key)).toEqual(listing.result.orderedKeys);
    expect(listing.result.rankings).toMatchObject({ super_jackpot_lottery: 1, super_jackpot_syndicate: 11 });
  });

  it('lists restrictions by offer (licensing_restriction, migration_restriction)', () => {
    expect(listing.result.restrictions).toEqual({ mega_jackpot_syndicate: ['licensing_restriction', 'migration_restriction'] });
  });

  it('carries every ProductOffer field', () => {
    const superJackpot = offer('super_jackpot_lottery');
    for (const field of ['key', 'type', 'name', 'url', 'urlAliases', 'availability', 'suspended', 'displayCategory', 'draws', 'causes', 'gameTypes', 'recurringPurchase']) {
      expect(superJackpot, field).toHaveProperty(field);
    }
    expect(superJackpot.urlAliases).toEqual([
      { subvariant: 'default', url: '/lotteries/super_jackpot_lottery' },
      { subvariant: 'nsw', url: '/nsw/lotteries/super_jackpot_lottery' },
    ]);
    expect(superJackpot.recurringPurchase).toEqual({ type: 'autoplay', availability: 'optional' });
    expect(offer('lotto_strike').recurringPurchase).toEqual({ type: 'autoplay', availability: 'never' });
    expect(offer('make_a_smile_lottery').recurringPurchaseInformation).toEqual({
      recurringContent: { recurringPurchaseBrandId: 'make_a_smile_lottery_brand' },
    });
    expect(offer('make_a_smile_lottery').causes).toEqual(['make_a_smile', 'kids_hospital']);
    expect(offer('set_for_life2020').selectableDays).toBe(127);
  });

  it('seeds every game type in the spec order, each offer listing its types in that order', () => {
    const seen = new Set<string>();
    for (const o of listing.result.offers) {
      const keys = o.gameTypes.map((t: any) => t.key);
      expect(keys, o.key).toEqual([...keys].sort((a, b) => GAME_TYPE_KEYS.indexOf(a) - GAME_TYPE_KEYS.indexOf(b)));
      for (const k of keys) seen.add(k);
    }
    expect(SPEC_ORDER.filter((k) => seen.has(k))).toEqual(SPEC_ORDER);
    expect(offer('super_jackpot_lottery').gameTypes.map((t: any) => [t.key, t.urlSuffix])).toEqual([
      ['standard', 'standard'],
      ['reduced_system', 'systems'],
      ['powerhit', 'powerhit'],
      ['powerpik', 'powerpik'],
      // §3's extra keys, after the spec's order; §2 gives them no suffix.
      ['powerhit_super_combo', null],
      ['powerpik_system', null],
    ]);
    expect(offer('lotto_strike').gameTypes.map((t: any) => [t.key, t.urlSuffix])).toEqual([
      ['strike_standard', null],
      ['strike_boxed', 'boxed'],
    ]);
    expect(offer('set_for_life2020').gameTypes[0]).toMatchObject({
      key: 'deferred',
      urlSuffix: 'subscriptions',
      recurringPurchase: { type: 'subscription', availability: 'always' },
    });
    expect(offer('mega_jackpot_lottery').gameTypes[1]).toMatchObject({ key: 'mega_combo', urlSuffix: 'super-combos' });
  });

  it('gives game offers their bounds, per-entry price lists, default entry count and type details', () => {
    const types = Object.fromEntries(offer('super_jackpot_lottery').gameTypes.map((t: any) => [t.key, t.gameOffers]));
    expect(types.powerpik[0]).toMatchObject({
      minGames: 5,
      maxGames: 20,
      defaultEntryCount: 10,
      multiEntry: true,
      placeholder: 'PP',
      prices: [
        { games: 5, price: { amount: 800, currency: 'AUD' } },
        { games: 10, price: { amount: 1500, currency: 'AUD' } },
        { games: 20, price: { amount: 2800, currency: 'AUD' } },
      ],
    });
    expect(types.powerhit[0]).toMatchObject({ placeholder: 'PH', coveredSets: ['Powerball'], multiEntry: true });
    expect(types.powerhit[0].numberSets.map((s: any) => s.name)).toEqual(['Numbers']);
    expect(types.reduced_system.map((o: any) => [o.systemSize, o.pricePerGame.amount])).toEqual([
      [8, 8 * 175],
      [9, 36 * 175],
    ]);
    expect(types.powerhit_super_combo[0]).toMatchObject({
      placeholder: 'PH',
      coveredSets: ['Powerball'],
      quickpickOnly: true,
      combo: { parts: [{ systemSize: 8, games: 1 }, { systemSize: 7, games: 4 }] },
      pricePerGame: { amount: 41_500 },
    });
    expect(types.powerpik_system.map((o: any) => [o.systemSize, o.placeholder, o.pricePerGame.amount])).toEqual([
      [8, 'PP', 8 * 160],
      [9, 'PP', 36 * 160],
    ]);
    const combo = offer('mega_jackpot_lottery').gameTypes[1].gameOffers[0];
    expect(combo.combo.parts).toEqual([
      { systemSize: 8, games: 1 },
      { systemSize: 7, games: 10 },
    ]);
    expect(offer('make_a_smile_lottery').gameTypes[0].gameOffers[0].prices.map((p: any) => p.key)).toEqual(['single', 'bundle_3', 'bundle_10']);
  });

  it('describes a syndicate: size, tickets with numStandardGames, cost per share and shares left', () => {
    const syndicate = offer('super_jackpot_syndicate');
    expect(syndicate).toMatchObject({
      type: 'syndicate_share',
      lotteryKey: 'super_jackpot_lottery',
      size: 20,
      tickets: [{ lotteryKey: 'super_jackpot_lottery', gameOffer: 'super_jackpot_lottery_standard', numStandardGames: 36 }],
    });
    expect(syndicate.gameTypes[0].gameOffers[0]).toMatchObject({
      key: 'super_jackpot_syndicate_36',
      syndicateKey: 'super_jackpot_syndicate_36',
      costPerShare: { amount: 350, currency: 'AUD' },
      numShares: 20,
      sharesSold: 0,
      sharesAvailable: 20,
      numStandardGames: 36,
    });
    expect(syndicate.draws[0]).toBe(offer('super_jackpot_lottery').draws[0]);
  });

  it('offers a lotto party as a shared group ticket sold in shares (game type lotto_party, suffix /lotto-party)', () => {
    const party = offer('super_jackpot_lotto_party');
    expect(party).toMatchObject({ type: 'syndicate_share', displayCategory: 'lotto_party', size: 12, url: '/lotto-party/super_jackpot_lotto_party' });
    expect(party.gameTypes.map((t: any) => [t.key, t.urlSuffix])).toEqual([['lotto_party', 'lotto-party']]);
    expect(party.gameTypes[0].gameOffers[0]).toMatchObject({
      syndicateKey: 'super_jackpot_lotto_party_24',
      costPerShare: { amount: 350, currency: 'AUD' },
      numShares: 12,
      sharesAvailable: 12,
      numStandardGames: 24,
    });
  });

  it('gives raffle draws their purchase status and drawData, including a pre-order start and a sold-out draw', () => {
    const draws = listing.entities.draws;
    const smile = offer('make_a_smile_lottery').draws.map((id: string) => draws[id]);
    expect(smile[0]).toMatchObject({ purchaseStatus: 'open', drawData: { drawPreOrderStartDate: null } });
    expect(smile[1]).toMatchObject({
      purchaseStatus: 'pre_order',
      drawData: {
        drawNumber: smile[1].drawNo,
        name: 'Gold Coast prize home and $100,000 in gold',
        value: { amount: 250_000_000, currency: 'AUD' },
        featureImage: '',
        drawPreOrderStartDate: new Date(TEST_NOW.getTime() - 2 * 24 * 3600 * 1000).toISOString(),
      },
    });
    expect(smile[1].drawData.drawStop).toEqual(expect.any(String));
    const hospice = offer('your_hospice_lottery').draws.map((id: string) => draws[id].purchaseStatus);
    expect(hospice.slice(0, 3)).toEqual(['open', 'sold_out', 'open']);
  });

  describe('?keys= (a partner widget asks only for the offers it shows)', () => {
    const keyed = (keys: string, pricing = 'standard') => shop.client.call('GET', `/v2/pricing/${pricing}/product_offers?keys=${keys}`);

    it('lists only the asked offers, in the listing order, each as in the whole listing, with only their draws', async () => {
      const response = await keyed('make_a_smile_lottery,super_jackpot_syndicate');
      expect(response.status, response.text).toBe(200);
      const { result, entities } = response.data;
      expect(result.orderedKeys).toEqual(['super_jackpot_syndicate', 'make_a_smile_lottery']);
      expect(result.offers).toEqual([offer('super_jackpot_syndicate'), offer('make_a_smile_lottery')]);
      expect(result.rankings).toEqual({ super_jackpot_syndicate: 11, make_a_smile_lottery: listing.result.rankings.make_a_smile_lottery });
      expect(result.restrictions).toEqual({});
      const drawIds = [...offer('super_jackpot_syndicate').draws, ...offer('make_a_smile_lottery').draws];
      expect(Object.keys(entities.draws).sort()).toEqual([...new Set(drawIds)].sort());
      for (const id of drawIds) expect(entities.draws[id]).toEqual(listing.entities.draws[id]);
      // Smaller than the whole catalogue by far: what the partner page saves.
      expect(response.text.length).toBeLessThan(JSON.stringify(listing).length / 3);
    });

    it('keeps the restrictions of an asked offer', async () => {
      const response = await keyed('mega_jackpot_syndicate');
      expect(response.data.result.restrictions).toEqual({ mega_jackpot_syndicate: ['licensing_restriction', 'migration_restriction'] });
    });

    it('leaves out keys that are unknown, not on sale or not sold on this pricing; none known is an empty list', async () => {
      const some = await keyed('super_jackpot_lottery,no_such_offer,one_lottery_syndicate');
      expect(some.status).toBe(200);
      expect(some.data.result.orderedKeys).toEqual(['super_jackpot_lottery']);
      const none = await keyed('no_such_offer');
      expect(none.status).toBe(200);
      expect(none.data.result).toEqual({ offers: [], orderedKeys: [], rankings: {}, restrictions: {} });
      expect(none.data.entities).toEqual({ draws: {} });
      // Daily Winners Premium is listed only for pricing ids of the programme.
      expect((await keyed('daily_winners_premium')).data.result.orderedKeys).toEqual(['daily_winners_premium']);
      expect((await keyed('daily_winners_premium', 'wholesale')).data.result.orderedKeys).toEqual([]);
    });

    it('refuses a malformed list as invalid (422 naming the keys field): empty, other characters, more than 20 keys', async () => {
      for (const bad of ['', 'a,,b', 'super_jackpot_lottery;drop', encodeURIComponent('a b'), Array.from({ length: 21 }, (_, i) => `k${i}`).join(',')]) {
        const response = await keyed(bad);
        expect(response.status, `keys=${bad}`).toBe(422);
        expect(response.data.messages[0]).toMatchObject({ field: 'keys' });
      }
      expect((await keyed(Array.from({ length: 20 }, (_, i) => `k${i}`).join(','))).status).toBe(200);
    });
  });

  describe("?causes= (a cause's raffle widget asks only for the cause's offers)", () => {
    const get = (query: string) => shop.client.call('GET', `/v2/pricing/standard/product_offers?${query}`);

    it("lists only the offers raising money for the causes, each as in the whole listing, with only their draws", async () => {
      const response = await get('causes=your_hospice');
      expect(response.status, response.text).toBe(200);
      const { result, entities } = response.data;
      const expected = listing.result.orderedKeys.filter((key: string) => offer(key).causes.includes('your_hospice'));
      expect(expected).toEqual(['your_hospice_lottery']);
      expect(result.orderedKeys).toEqual(expected);
      expect(result.offers).toEqual([offer('your_hospice_lottery')]);
      expect(Object.keys(entities.draws).sort()).toEqual([...offer('your_hospice_lottery').draws].sort());
      expect(response.text.length).toBeLessThan(JSON.stringify(listing).length / 3);
      // An offer for two causes is listed for either.
      expect((await get('causes=kids_hospital')).data.result.orderedKeys).toEqual(['make_a_smile_lottery']);
      expect((await get('causes=kids_hospital,your_hospice')).data.result.orderedKeys).toEqual(
        listing.result.orderedKeys.filter((key: string) => ['make_a_smile_lottery', 'your_hospice_lottery'].includes(key)),
      );
    });

    it('with keys, lists the offers either names; an unknown cause lists none', async () => {
      const both = await get('keys=super_jackpot_lottery&causes=your_hospice');
      expect(both.data.result.orderedKeys).toEqual(
        listing.result.orderedKeys.filter((key: string) => ['super_jackpot_lottery', 'your_hospice_lottery'].includes(key)),
      );
      const none = await get('causes=no_such_cause');
      expect(none.status).toBe(200);
      expect(none.data.result).toEqual({ offers: [], orderedKeys: [], rankings: {}, restrictions: {} });
    });

    it('refuses a malformed list as invalid (422 naming the causes field)', async () => {
      for (const bad of ['', 'a,,b', 'your_hospice;drop', Array.from({ length: 21 }, (_, i) => `c${i}`).join(',')]) {
        const response = await get(`causes=${bad}`);
        expect(response.status, `causes=${bad}`).toBe(422);
        expect(response.data.messages[0]).toMatchObject({ field: 'causes', message: 'Please give up to 20 cause keys, separated by commas.' });
      }
    });
  });
});
