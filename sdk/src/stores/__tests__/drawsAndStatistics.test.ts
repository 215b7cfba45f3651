import type { DrawDetails, DrawPrizes, DrawWinners, LoadStatus, LotteryStatistics, Tip } from '@drawkit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { aud, lotteryDraw } from '../../__tests__/fixtures';
import { setup } from '../../__tests__/testClient';
import { drawKey } from '../drawsStore';

const details: DrawDetails = {
  productOfferKey: 'super_jackpot_lottery',
  kind: 'lottery',
  status: 'DRAW_PAID',
  draw: lotteryDraw({ drawNo: 1499, status: 'DRAW_PAID' }),
  results: { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] },
  divisions: [],
  prizes: [],
};

const prizes: DrawPrizes = {
  productOfferKey: 'make_a_smile_lottery',
  drawNo: 12,
  kind: 'raffle',
  divisions: [],
  prizes: [{ prizeId: 'prize_1', name: 'Gold Coast house', value: aud(150_000_000), isMainPrize: true, cash: false, createdAt: '2026-01-01T00:00:00Z' }],
};

const winners: DrawWinners = {
  productOfferKey: 'super_jackpot_lottery',
  drawNo: 1499,
  kind: 'lottery',
  status: 'DRAW_PAID',
  divisions: [{ division: 1, name: '7 + PB', winners: 1, prizeEach: aud(2_000_000_000), people: [{ name: 'Demo C.', suburb: 'Brisbane' }] }],
  raffleWinners: [],
};

const statistics: LotteryStatistics = {
  lotteryKey: 'super_jackpot_lottery',
  drawsCounted: 4,
  lastDrawn: { drawNo: 1499, drawDate: '2026-11-19T10:30:00Z', results: { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] } },
  sets: [{ name: 'Powerball', min: 1, max: 2, frequencies: [{ number: 1, count: 3, lastDrawnNo: 1499 }, { number: 2, count: 1, lastDrawnNo: 1496 }] }],
};

const tips: Tip[] = [{ id: 'tip_1', lotteryKey: null, title: 'Play responsibly', body: 'Set a budget.' }];

afterEach(() => {
  vi.useRealTimers();
});

describe('draws store', () => {
  it('loads draw details per offer and draw number: idle, loading, then succeeded', async () => {
    const { client, server } = setup();
    server.on('drawDetails', () => ok(details));
    const key = drawKey('super_jackpot_lottery', 1499);
    const statuses: (LoadStatus | undefined)[] = [client.draws.getState().details[key]?.status];
    client.draws.subscribe((state) => statuses.push(state.details[key]?.status));

    await client.draws.getState().loadDetails('super_jackpot_lottery', 1499);

    expect(server.calls('drawDetails')[0]?.path).toBe('/draw/details/super_jackpot_lottery/1499');
    expect(statuses).toEqual([undefined, 'loading', 'succeeded']);
    expect(client.draws.getState().details[key]?.data).toMatchObject({ status: 'DRAW_PAID', results: { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] } });
  });

  it('loads prizes and winners of a draw from their own routes', async () => {
    const { client, server } = setup();
    server.on('drawPrizes', () => ok(prizes));
    server.on('drawWinners', () => ok(winners));
    await Promise.all([
      client.draws.getState().loadPrizes('make_a_smile_lottery', 12),
      client.draws.getState().loadWinners('super_jackpot_lottery', 1499),
    ]);
    expect(server.calls('drawPrizes')[0]?.path).toBe('/draw/details/make_a_smile_lottery/12/prizes');
    expect(server.calls('drawWinners')[0]?.path).toBe('/draw/details/super_jackpot_lottery/1499/winners');
    const state = client.draws.getState();
    expect(state.prizes[drawKey('make_a_smile_lottery', 12)]?.data?.prizes[0]?.name).toBe('Gold Coast house');
    expect(state.winners[drawKey('super_jackpot_lottery', 1499)]?.data?.divisions[0]?.people).toEqual([{ name: 'Demo C.', suburb: 'Brisbane' }]);
  });

  it('asks once while the same load is in flight', async () => {
    const { client, server } = setup();
    server.on('drawDetails', () => ok(details));
    await Promise.all([
      client.draws.getState().loadDetails('super_jackpot_lottery', 1499),
      client.draws.getState().loadDetails('super_jackpot_lottery', 1499),
    ]);
    expect(server.calls('drawDetails')).toHaveLength(1);
  });

  it('fails with the server message for an unknown draw, and asks again on the next load', async () => {
    const { client, server } = setup();
    server.on('drawDetails', () => fail('draw_not_found'));
    await client.draws.getState().loadDetails('super_jackpot_lottery', 9999);
    expect(client.draws.getState().details[drawKey('super_jackpot_lottery', 9999)]).toEqual({
      status: 'failed',
      data: null,
      errors: [{ message: 'This draw does not exist.', code: 'draw_not_found', level: 'error' }],
    });
    server.on('drawDetails', () => ok(details));
    await client.draws.getState().loadDetails('super_jackpot_lottery', 9999);
    expect(client.draws.getState().details[drawKey('super_jackpot_lottery', 9999)]?.status).toBe('succeeded');
  });
});

describe('statistics store', () => {
  it('"Statistics and tips: fetching or loaded": loads number frequencies per lottery', async () => {
    const { client, server } = setup();
    server.on('statistics', () => ok(statistics));
    const statuses: (LoadStatus | undefined)[] = [];
    client.statistics.subscribe((state) => statuses.push(state.byLottery['super_jackpot_lottery']?.status));
    await client.statistics.getState().loadStatistics('super_jackpot_lottery');
    expect(server.calls('statistics')[0]?.path).toBe('/statistics/super_jackpot_lottery');
    expect(statuses).toEqual(['loading', 'succeeded']);
    expect(client.statistics.getState().byLottery['super_jackpot_lottery']?.data?.sets[0]?.frequencies).toEqual([
      { number: 1, count: 3, lastDrawnNo: 1499 },
      { number: 2, count: 1, lastDrawnNo: 1496 },
    ]);
  });

  it('fails with the server message for an unknown lottery', async () => {
    const { client, server } = setup();
    server.on('statistics', () => fail('offer_not_found'));
    await client.statistics.getState().loadStatistics('no_such_lottery');
    expect(client.statistics.getState().byLottery['no_such_lottery']).toMatchObject({ status: 'failed', errors: [{ code: 'offer_not_found' }] });
  });

  it('"tips 18 min (1,080,000 ms)": a second load within 18 minutes is answered from the cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, server } = setup();
    server.on('tips', () => ok(tips));
    await client.statistics.getState().loadTips();
    expect(client.statistics.getState().tips).toEqual({ status: 'succeeded', data: tips, errors: [] });
    vi.setSystemTime(Date.now() + 1_080_000 - 1000);
    await client.statistics.getState().loadTips();
    expect(server.calls('tips')).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2000);
    await client.statistics.getState().loadTips();
    expect(server.calls('tips')).toHaveLength(2);
  });

  it('"a change of pricing variant clears ... statistics"', async () => {
    const { client, server } = setup();
    server.on('statistics', () => ok(statistics));
    server.on('tips', () => ok(tips));
    client.session.setState({ pricingId: 'pricing_default' });
    await Promise.all([client.statistics.getState().loadStatistics('super_jackpot_lottery'), client.statistics.getState().loadTips()]);
    client.session.setState({ pricingId: 'pricing_vip' });
    expect(client.statistics.getState().byLottery).toEqual({});
    expect(client.statistics.getState().tips.status).toBe('idle');
  });
});
