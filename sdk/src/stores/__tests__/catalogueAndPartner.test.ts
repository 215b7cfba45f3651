import type { PartnerStatus } from '@drawkit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
