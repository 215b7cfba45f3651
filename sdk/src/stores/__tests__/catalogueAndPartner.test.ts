import type { PartnerStatus } from '@drawkit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { lotteryDraw, productOffer } from '../../__tests__/fixtures';
import { setup } from '../../__tests__/testClient';

describe('catalogue store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the product offers (3.9) for the session pricing id, with draws from entities', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-20T00:00:00Z') });
    const { client, server } = setup();
    const second = { ...productOffer, key: 'mega_jackpot_lottery', draws: [] };
    server.on('productOffers', () =>
      ok(
        { offers: [productOffer, second], orderedKeys: ['mega_jackpot_lottery', 'super_jackpot_lottery'], rankings: {}, restrictions: {} },
        {
          entities: {
            draws: {
              d_1500: lotteryDraw({ drawId: 'd_1500', stop: '2026-11-19T09:30:00Z' }),
              d_1501: lotteryDraw(),
              d_1502: lotteryDraw({ drawId: 'd_1502', stop: '2026-12-03T09:30:00Z' }),
            },
          },
        },
      ),
    );
    await client.catalogue.getState().load();

    expect(server.calls('productOffers')[0]?.path).toBe('/pricing/pricing_default/product_offers');
    const state = client.catalogue.getState();
    expect(state.status).toBe('succeeded');
    expect(state.offers.map((o) => o.key)).toEqual(['mega_jackpot_lottery', 'super_jackpot_lottery']);
    expect(state.offer('super_jackpot_lottery')?.gameTypes[0]?.gameOffers[0]?.numberSets[0]?.name).toBe('Numbers');
    expect(state.draws['d_1501']).toMatchObject({ drawNo: 1501, isPrizePoolUnknown: false });
    expect(state.nextDraw('super_jackpot_lottery')?.drawId).toBe('d_1501');
    expect(state.nextDraw('mega_jackpot_lottery')).toBeUndefined();
  });

  it('fails with the server messages', async () => {
    const { client, server } = setup();
    server.on('productOffers', () => fail('internal_error'));
    await client.catalogue.getState().load();
    expect(client.catalogue.getState()).toMatchObject({ status: 'failed', errors: [{ code: 'internal_error' }] });
  });

  it('revalidates the catalogue after its 18 min with the ETag, and keeps the offers on 304', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-20T00:00:00Z') });
    const { client, server } = setup();
    let downloads = 0;
    server.on('productOffers', (request) => {
      if (request.headers.get('if-none-match') !== '"cat-1"') downloads += 1;
      return { ...ok({ offers: [productOffer], orderedKeys: [productOffer.key], rankings: {}, restrictions: {} }), etag: '"cat-1"' };
    });
    await client.catalogue.getState().load();
    vi.setSystemTime(Date.now() + 1_080_000 + 1000);
    await client.catalogue.getState().load();
    expect(server.calls('productOffers')).toHaveLength(2);
    expect(server.calls('productOffers')[1]?.headers.get('if-none-match')).toBe('"cat-1"');
    expect(downloads).toBe(1);
    expect(client.catalogue.getState()).toMatchObject({ status: 'succeeded', offers: [{ key: 'super_jackpot_lottery' }] });
  });
});

describe('catalogue store: only the offers a widget shows (loadOffers, ?keys=)', () => {
  // The fixtures' draws close on 26 November 2026: "next" is read against a fixed now.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-20T00:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const mega = { ...productOffer, key: 'mega_jackpot_lottery', lotteryKey: 'mega_jackpot_lottery', draws: ['d_2001'] };
  const offersByKey = new Map([
    [productOffer.key, productOffer],
    [mega.key, mega],
  ]);
  const drawsByOffer: Record<string, Record<string, unknown>> = {
    [productOffer.key]: { d_1501: lotteryDraw() },
    [mega.key]: { d_2001: lotteryDraw({ drawId: 'd_2001', drawNo: 2001, lotteryKey: 'mega_jackpot_lottery' }) },
  };

  /** Answers `?keys=` as the shop does: the known offers among the keys, with their draws. */
  function keyedServer() {
    const { client, server } = setup();
    server.on('productOffers', (request) => {
      const keys = request.url.searchParams.get('keys')?.split(',') ?? [...offersByKey.keys()];
      const offers = keys.flatMap((key) => offersByKey.get(key) ?? []);
      return ok(
        { offers, orderedKeys: offers.map((o) => o.key), rankings: {}, restrictions: {} },
        { entities: { draws: Object.assign({}, ...offers.map((o) => drawsByOffer[o.key])) } },
      );
    });
    return { client, server };
  }

  it('asks for the given offers only and adds them, with their draws, to what is loaded', async () => {
    const { client, server } = keyedServer();
    await client.catalogue.getState().loadOffers(['super_jackpot_lottery']);
    expect(server.calls('productOffers')[0]?.url.searchParams.get('keys')).toBe('super_jackpot_lottery');
    expect(client.catalogue.getState()).toMatchObject({ status: 'succeeded', complete: false });
    expect(client.catalogue.getState().offers.map((o) => o.key)).toEqual(['super_jackpot_lottery']);
    expect(client.catalogue.getState().nextDraw('super_jackpot_lottery')?.drawId).toBe('d_1501');

    await client.catalogue.getState().loadOffers(['mega_jackpot_lottery', 'super_jackpot_lottery']);
    expect(server.calls('productOffers')[1]?.url.searchParams.get('keys')).toBe('mega_jackpot_lottery');
    expect(client.catalogue.getState().offers.map((o) => o.key)).toEqual(['super_jackpot_lottery', 'mega_jackpot_lottery']);
    expect(Object.keys(client.catalogue.getState().draws).sort()).toEqual(['d_1501', 'd_2001']);

    // Both here: nothing to ask.
    await client.catalogue.getState().loadOffers(['mega_jackpot_lottery']);
    expect(server.calls('productOffers')).toHaveLength(2);
  });

  it('two widgets asking at once: the later call asks for every key still wanted and its answer settles both', async () => {
    const { client, server } = keyedServer();
    await client.session.getState().init();
    const first = client.catalogue.getState().loadOffers(['super_jackpot_lottery']);
    const again = client.catalogue.getState().loadOffers(['super_jackpot_lottery']);
    const second = client.catalogue.getState().loadOffers(['super_jackpot_lottery', 'mega_jackpot_lottery']);
    expect(client.catalogue.getState().status).toBe('loading');
    await first;
    // Each caller's promise waits for the answer that covers its keys.
    expect(client.catalogue.getState().offers.map((o) => o.key)).toEqual(['super_jackpot_lottery', 'mega_jackpot_lottery']);
    await Promise.all([again, second]);
    // Sorted: the two requests are signed asynchronously, so either may reach the server first
    // (a CI run saw the later one first).
    expect(server.calls('productOffers').map((r) => r.url.searchParams.get('keys')).sort()).toEqual([
      'super_jackpot_lottery',
      'super_jackpot_lottery,mega_jackpot_lottery',
    ]);
    expect(client.catalogue.getState().status).toBe('succeeded');
    expect(client.catalogue.getState().offers.map((o) => o.key)).toEqual(['super_jackpot_lottery', 'mega_jackpot_lottery']);
  });

  it('asks nothing when the whole catalogue is loaded or on its way', async () => {
    const { client, server } = keyedServer();
    const whole = client.catalogue.getState().load();
    expect(client.catalogue.getState().complete).toBe(true);
    await client.catalogue.getState().loadOffers(['mega_jackpot_lottery']);
    expect(client.catalogue.getState().offer('mega_jackpot_lottery')).toBeDefined();
    await whole;
    await client.catalogue.getState().loadOffers(['no_such_offer']);
    expect(server.calls('productOffers')).toHaveLength(1);
    expect(server.calls('productOffers')[0]?.url.searchParams.has('keys')).toBe(false);
  });

  it('succeeds without the offer when the shop does not sell it, and fails with the server messages', async () => {
    const { client, server } = keyedServer();
    await client.catalogue.getState().loadOffers(['no_such_offer']);
    expect(client.catalogue.getState()).toMatchObject({ status: 'succeeded', offers: [] });
    server.on('productOffers', () => fail('internal_error'));
    await client.catalogue.getState().loadOffers(['super_jackpot_lottery']);
    expect(client.catalogue.getState()).toMatchObject({ status: 'failed', errors: [{ code: 'internal_error' }] });
  });

  it('on a change of pricing variant asks again for the same offers only, for the new pricing id', async () => {
    const { client, server } = keyedServer();
    await client.catalogue.getState().loadOffers(['mega_jackpot_lottery']);
    client.session.setState({ pricingId: 'pricing_vip' });
    expect(client.catalogue.getState().offers).toEqual([]);
    await vi.waitFor(() => expect(client.catalogue.getState().status).toBe('succeeded'));
    const last = server.calls('productOffers').at(-1);
    expect(last?.path).toBe('/pricing/pricing_vip/product_offers');
    expect(last?.url.searchParams.get('keys')).toBe('mega_jackpot_lottery');
    expect(client.catalogue.getState().offers.map((o) => o.key)).toEqual(['mega_jackpot_lottery']);
  });

  it('drops an answer for the old pricing id that arrives after the change', async () => {
    const { client, server } = keyedServer();
    await client.session.getState().init();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('productOffers', async (request) => {
      if (request.path.startsWith('/pricing/pricing_default/')) await held;
      const offer = request.path.startsWith('/pricing/pricing_default/') ? { ...mega, name: 'old price' } : mega;
      return ok({ offers: [offer], orderedKeys: [offer.key], rankings: {}, restrictions: {} });
    });
    const before = client.catalogue.getState().loadOffers(['mega_jackpot_lottery']);
    await vi.waitFor(() => expect(server.calls('productOffers')).toHaveLength(1));
    client.session.setState({ pricingId: 'pricing_vip' });
    await vi.waitFor(() => expect(client.catalogue.getState().status).toBe('succeeded'));
    release();
    await before;
    expect(client.catalogue.getState().offers.map((o) => o.name)).toEqual([mega.name]);
    expect(client.catalogue.getState().status).toBe('succeeded');
  });
});

describe("catalogue store: a cause's offers (loadCauseOffers, ?causes=)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-20T00:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const raffle = { ...productOffer, key: 'your_hospice_lottery', lotteryKey: 'your_hospice_lottery', type: 'raffle_ticket' as const, causes: ['your_hospice'], draws: ['d_145'] };
  const smile = { ...productOffer, key: 'make_a_smile_lottery', lotteryKey: 'make_a_smile_lottery', type: 'raffle_ticket' as const, causes: ['make_a_smile'], draws: [] };
  const all = [productOffer, raffle, smile];

  /** Answers `?keys=` and `?causes=` as the shop does: the offers either names, in the listing's order. */
  function causeServer() {
    const { client, server } = setup();
    server.on('productOffers', (request) => {
      const keys = request.url.searchParams.get('keys')?.split(',');
      const causes = request.url.searchParams.get('causes')?.split(',');
      const offers = all.filter((o) => (!keys && !causes) || keys?.includes(o.key) || causes?.some((c) => o.causes.includes(c)));
      const draws = offers.some((o) => o.key === raffle.key) ? { d_145: lotteryDraw({ drawId: 'd_145', drawNo: 145, lotteryKey: raffle.key }) } : {};
      return ok({ offers, orderedKeys: offers.map((o) => o.key), rankings: {}, restrictions: {} }, { entities: { draws } });
    });
    return { client, server };
  }

  it("asks for the cause's offers only, once, and adds them with their draws", async () => {
    const { client, server } = causeServer();
    await client.catalogue.getState().loadCauseOffers('your_hospice');
    const asked = server.calls('productOffers')[0]?.url.searchParams;
    expect(asked?.get('causes')).toBe('your_hospice');
    expect(asked?.has('keys')).toBe(false);
    expect(client.catalogue.getState()).toMatchObject({ status: 'succeeded', complete: false });
    expect(client.catalogue.getState().offers.map((o) => o.key)).toEqual(['your_hospice_lottery']);
    expect(Object.keys(client.catalogue.getState().draws)).toEqual(['d_145']);

    await client.catalogue.getState().loadCauseOffers('your_hospice');
    expect(server.calls('productOffers')).toHaveLength(1);
    // Another widget's offer is added beside it.
    await client.catalogue.getState().loadOffers(['super_jackpot_lottery']);
    expect(client.catalogue.getState().offers.map((o) => o.key).sort()).toEqual(['super_jackpot_lottery', 'your_hospice_lottery']);
  });

  it('a cause and an offer asked at once: the later call asks for both and its answer settles both', async () => {
    const { client, server } = causeServer();
    await client.session.getState().init();
    const cause = client.catalogue.getState().loadCauseOffers('your_hospice');
    const keyed = client.catalogue.getState().loadOffers(['super_jackpot_lottery']);
    await Promise.all([cause, keyed]);
    const last = server.calls('productOffers').find((r) => r.url.searchParams.has('keys'))?.url.searchParams;
    expect(last?.get('keys')).toBe('super_jackpot_lottery');
    expect(last?.get('causes')).toBe('your_hospice');
    expect(client.catalogue.getState().offers.map((o) => o.key).sort()).toEqual(['super_jackpot_lottery', 'your_hospice_lottery']);
    // The cause counts as loaded: asking again asks nothing.
    await client.catalogue.getState().loadCauseOffers('your_hospice');
    expect(server.calls('productOffers')).toHaveLength(2);
  });

  it('asks nothing when the whole catalogue is loaded or on its way', async () => {
    const { client, server } = causeServer();
    const whole = client.catalogue.getState().load();
    await client.catalogue.getState().loadCauseOffers('make_a_smile');
    await whole;
    expect(server.calls('productOffers')).toHaveLength(1);
    expect(server.calls('productOffers')[0]?.url.searchParams.has('causes')).toBe(false);
    expect(client.catalogue.getState().offer('make_a_smile_lottery')).toBeDefined();
  });

  it('on a change of pricing variant asks again for the cause, for the new pricing id', async () => {
    const { client, server } = causeServer();
    await client.catalogue.getState().loadCauseOffers('your_hospice');
    client.session.setState({ pricingId: 'pricing_vip' });
    await vi.waitFor(() => expect(server.calls('productOffers')).toHaveLength(2));
    await vi.waitFor(() => expect(client.catalogue.getState().status).toBe('succeeded'));
    const last = server.calls('productOffers').at(-1);
    expect(last?.path).toBe('/pricing/pricing_vip/product_offers');
    expect(last?.url.searchParams.get('causes')).toBe('your_hospice');
    expect(client.catalogue.getState().offers.map((o) => o.key)).toEqual(['your_hospice_lottery']);
  });
});

describe('partner store', () => {
  it('"ready before any fetch", then pending, then resolved', async () => {
    const { client, server } = setup();
    server.on('partner', () => ok({ slug: 'demo-partner', key: 'demo_partner', name: 'Demo Partner', channels: [{ channelKey: 'demo_web' }], productOfferKeys: ['super_jackpot_lottery'], branding: { primaryColour: '#123', logoText: 'Demo' } }));
    const statuses: PartnerStatus[] = [client.partner.getState().status];
    client.partner.subscribe((state) => statuses.push(state.status));
    await client.partner.getState().load('demo-partner');
    expect(statuses).toEqual(['ready', 'pending', 'resolved']);
    expect(client.partner.getState().partner).toMatchObject({ key: 'demo_partner', channels: [{ channelKey: 'demo_web' }] });
  });

  it('is rejected for an unknown partner', async () => {
    const { client, server } = setup();
    server.on('partner', () => fail('partner_not_found'));
    await client.partner.getState().load('nobody');
    expect(client.partner.getState()).toMatchObject({ status: 'rejected', errors: [{ message: 'This partner was not found.' }] });
  });

  it('asks for a partner once, whoever loads it and whether it is held or on its way; a failed one is asked again', async () => {
    const { client, server } = setup();
    const demo = { slug: 'demo-partner', key: 'demo_partner', name: 'Demo Partner', channels: [], productOfferKeys: [], branding: { primaryColour: '#123', logoText: 'Demo' } };
    let refuse = true;
    server.on('partner', (request) => (request.path.endsWith('/nobody') && refuse ? fail('partner_not_found') : ok({ ...demo, slug: request.path.split('/').pop() })));
    const { load } = client.partner.getState();
    await Promise.all([load('demo-partner'), load('demo-partner')]); // a page's frame and its widget
    await load('demo-partner');
    expect(server.calls('partner')).toHaveLength(1);

    await load('nobody');
    expect(client.partner.getState().status).toBe('rejected');
    refuse = false;
    await load('nobody');
    expect(client.partner.getState()).toMatchObject({ status: 'resolved', partner: { slug: 'nobody' } });
    // The latest slug asked for wins: the first partner is asked for again after another.
    await load('demo-partner');
    expect(client.partner.getState().partner?.slug).toBe('demo-partner');
    expect(server.calls('partner')).toHaveLength(4);
  });
});
