import { API_VERSIONS, HEADERS } from '@drawkit/contract';
import type { PreloadedAnswer } from '@drawkit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from './helpers/testBackends';
import { createTestShop, PARTNER_ORIGIN, PUBLIC_ORIGIN, type TestShop } from './helpers/testShop';

const PARTNER = { appKey: 'demo-partner', origin: PARTNER_ORIGIN, timestamp: null, signature: null } as const;

describe.each(testBackends())('start-up reads sent with discovery, on $name', (backend) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(backend);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers /discover?partner= with config, capabilities, the partner and its first offer, as the signed-out calls of those URLs answer', async () => {
    const discover = await shop.client.call('GET', '/discover?partner=demo-partner', PARTNER);
    expect(discover.status).toBe(200);
    const preloaded = discover.json.result.preloaded as PreloadedAnswer[];
    const partner = (await shop.client.call('GET', '/v2/partners/demo-partner', { appKey: 'demo-partner', origin: PARTNER_ORIGIN })).json.result;
    const offerKey = partner.product_offer_keys[0] as string;
    expect(preloaded.map((answer) => answer.url)).toEqual([
      `${PUBLIC_ORIGIN}/v2/config`,
      `${PUBLIC_ORIGIN}/v2/capabilities`,
      `${PUBLIC_ORIGIN}/v2/partners/demo-partner`,
      `${PUBLIC_ORIGIN}/v2/pricing/standard/product_offers?keys=${offerKey}`,
    ]);
    await expectDirectAnswers(preloaded, 'demo-partner', PARTNER_ORIGIN);
    expect(JSON.parse(preloaded[3]!.body).result.offers.map((offer: { key: string }) => offer.key)).toEqual([offerKey]);
  });

  it('answers /discover?offer= with config, capabilities and that offer, as a ticket builder element asks for it', async () => {
    const discover = await shop.client.call('GET', '/discover?offer=super_jackpot_lottery', PARTNER);
    expect(discover.status).toBe(200);
    const preloaded = discover.json.result.preloaded as PreloadedAnswer[];
    expect(preloaded.map((answer) => answer.url)).toEqual([
      `${PUBLIC_ORIGIN}/v2/config`,
      `${PUBLIC_ORIGIN}/v2/capabilities`,
      `${PUBLIC_ORIGIN}/v2/pricing/standard/product_offers?keys=super_jackpot_lottery`,
    ]);
    await expectDirectAnswers(preloaded, 'demo-partner', PARTNER_ORIGIN);
    // With a partner whose first offer it is, the offer is read once.
    const partnerAndOffer = await shop.client.call('GET', '/discover?partner=demo-partner&offer=super_jackpot_lottery', PARTNER);
    expect((partnerAndOffer.json.result.preloaded as PreloadedAnswer[]).filter((answer) => answer.url.includes('product_offers'))).toHaveLength(1);
    const refused = await shop.client.call('GET', '/discover?offer=bad%20key', PARTNER);
    expect(refused.status).toBe(422);
    expect(refused.json.messages[0]).toMatchObject({ code: 'validation_failed', field: 'offer', message: 'This is not a valid identifier.' });
  });

  it('answers /discover?membership=true with the daily winners programme\'s config and open giveaways, on their own services\' URLs', async () => {
    const discover = await shop.client.call('GET', '/discover?membership=true', PARTNER);
    expect(discover.status).toBe(200);
    const preloaded = discover.json.result.preloaded as PreloadedAnswer[];
    expect(preloaded.map((answer) => answer.url)).toEqual([
      `${PUBLIC_ORIGIN}/v2/config`,
      `${PUBLIC_ORIGIN}/v2/capabilities`,
      `${PUBLIC_ORIGIN}/v4/config`,
      `${PUBLIC_ORIGIN}/v3/draws?when=upcoming&limit=50&offset=0`,
    ]);
    await expectDirectAnswers(preloaded, 'demo-partner', PARTNER_ORIGIN);
    expect(JSON.parse(preloaded[3]!.body).result.draws.length).toBeGreaterThan(0);
    const refused = await shop.client.call('GET', '/discover?membership=yes', PARTNER);
    expect(refused.status).toBe(422);
    expect(refused.json.messages[0]).toMatchObject({ field: 'membership', message: 'membership must be true or false.' });
  });

  it('answers /discover?catalogue=true with config, capabilities and the whole catalogue, for the storefront', async () => {
    const storefront = { appKey: 'drawkit-storefront', origin: PUBLIC_ORIGIN, timestamp: null, signature: null } as const;
    const discover = await shop.client.call('GET', '/discover?catalogue=true', storefront);
    expect(discover.status).toBe(200);
    const preloaded = discover.json.result.preloaded as PreloadedAnswer[];
    expect(preloaded.map((answer) => answer.url)).toEqual([
      `${PUBLIC_ORIGIN}/v2/config`,
      `${PUBLIC_ORIGIN}/v2/capabilities`,
      `${PUBLIC_ORIGIN}/v2/pricing/standard/product_offers`,
    ]);
    await expectDirectAnswers(preloaded, 'drawkit-storefront', PUBLIC_ORIGIN);
    expect(JSON.parse(preloaded[2]!.body).result.offers.length).toBeGreaterThan(1);
    expect((await shop.client.call('GET', '/discover?catalogue=false', storefront)).json.result).not.toHaveProperty('preloaded');
  });

  it('answers /discover?catalogue=true&results= with an offer\'s first page of past results and its latest draw in full, at the URLs the results widget asks', async () => {
    const storefront = { appKey: 'drawkit-storefront', origin: PUBLIC_ORIGIN, timestamp: null, signature: null } as const;
    const discover = await shop.client.call('GET', '/discover?catalogue=true&results=super_jackpot_lottery', storefront);
    expect(discover.status).toBe(200);
    const preloaded = discover.json.result.preloaded as PreloadedAnswer[];
    const past = JSON.parse(preloaded[3]!.body).result as { draw_no: number }[];
    expect(past).toHaveLength(5);
    expect(preloaded.map((answer) => answer.url)).toEqual([
      `${PUBLIC_ORIGIN}/v2/config`,
      `${PUBLIC_ORIGIN}/v2/capabilities`,
      `${PUBLIC_ORIGIN}/v2/pricing/standard/product_offers`,
      `${PUBLIC_ORIGIN}/v2/draws/pricing/standard/past?limit=5&offset=0&product_offer_key=super_jackpot_lottery`,
      `${PUBLIC_ORIGIN}/v2/draw/full_result?keys=super_jackpot_lottery%3A${past[0]!.draw_no}`,
    ]);
    await expectDirectAnswers(preloaded, 'drawkit-storefront', PUBLIC_ORIGIN);
    expect(JSON.parse(preloaded[4]!.body).result).toMatchObject([{ product_offer_key: 'super_jackpot_lottery', draw_no: past[0]!.draw_no }]);
    // An offer with no results (or none such) sends its empty list and no draw.
    const none = await shop.client.call('GET', '/discover?catalogue=true&results=no_such_offer', storefront);
    expect((none.json.result.preloaded as PreloadedAnswer[]).map((answer) => answer.url.replace(PUBLIC_ORIGIN, '')).filter((url) => url.includes('full_result'))).toEqual([]);
  });

  /** Each preloaded answer is what the app's signed-out call of its URL gets: the same body and ETag. */
  async function expectDirectAnswers(preloaded: PreloadedAnswer[], appKey: string, origin: string) {
    for (const answer of preloaded) {
      const path = answer.url.slice(PUBLIC_ORIGIN.length);
      const version = path.includes('/product_offers') ? API_VERSIONS.productOffers : API_VERSIONS.default;
      const direct = await shop.client.call('GET', path, { appKey, origin, headers: { [HEADERS.apiVersion]: version } });
      expect(direct.status).toBe(200);
      expect(answer.body, path).toBe(direct.text);
      expect(answer.etag, path).toBe(direct.headers['etag']);
    }
  }

  it('leaves out what fails: an unknown partner gets config and capabilities, and its own call then hears partner_not_found', async () => {
    const discover = await shop.client.call('GET', '/discover?partner=no-such-partner', PARTNER);
    expect(discover.status).toBe(200);
    expect((discover.json.result.preloaded as PreloadedAnswer[]).map((answer) => answer.url)).toEqual([
      `${PUBLIC_ORIGIN}/v2/config`,
      `${PUBLIC_ORIGIN}/v2/capabilities`,
    ]);
    expect((await shop.client.call('GET', '/v2/partners/no-such-partner', { appKey: 'demo-partner', origin: PARTNER_ORIGIN })).status).toBe(404);
  });

  it('refuses a partner or results offer that is not an identifier or a catalogue that is not true or false, with the field and message, and sends nothing extra without them', async () => {
    for (const query of ['?partner=bad%20slug', '?partner=a&partner=b', `?partner=${'a'.repeat(101)}`]) {
      const refused = await shop.client.call('GET', `/discover${query}`, PARTNER);
      expect(refused.status, query).toBe(422);
      expect(refused.json.messages[0]).toMatchObject({ code: 'validation_failed', field: 'partner' });
    }
    expect((await shop.client.call('GET', '/discover?partner=bad%20slug', PARTNER)).json.messages[0].message).toBe('This is not a valid identifier.');
    const results = await shop.client.call('GET', '/discover?catalogue=true&results=bad%20key', PARTNER);
    expect(results.status).toBe(422);
    expect(results.json.messages[0]).toMatchObject({ code: 'validation_failed', field: 'results', message: 'This is not a valid identifier.' });
    const catalogue = await shop.client.call('GET', '/discover?catalogue=yes', PARTNER);
    expect(catalogue.status).toBe(422);
    expect(catalogue.json.messages[0]).toMatchObject({ field: 'catalogue', message: 'catalogue must be true or false.' });
    const plain = await shop.client.call('GET', '/discover', PARTNER);
    expect(plain.status).toBe(200);
    expect(plain.json.result).not.toHaveProperty('preloaded');
  });

  it('still refuses an origin the app key is not registered for', async () => {
    const stranger = await shop.client.call('GET', '/discover?partner=demo-partner', { ...PARTNER, origin: 'https://evil.example' });
    expect(stranger.status).toBe(403);
    expect(stranger.json.result).toBeNull();
  });
});
