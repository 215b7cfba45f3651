import type { RecurringPurchaseDetail } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { setupSignedIn } from '../../__tests__/testClient';
import { autoplayLabel } from '../autoplayLabel';
import { recurringStoreOf } from '../recurringStore';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const autoplay: RecurringPurchaseDetail = {
  autoplayId: 'ap_1',
  lotteryId: 'super_jackpot_lottery',
  productType: 'lottery_ticket',
  type: 'autoplay',
  status: 'recurring_status_active',
  pausedUntil: null,
  defaultFund: { kind: 'wallet', id: null, brand: null, last4: null },
  lastAttemptStatus: 'purchased',
  lastAttemptMessage: null,
  productOfferKey: 'super_jackpot_lottery',
  offerName: 'Super Jackpot',
  gameOffer: 'super_jackpot_lottery_standard',
  gameOfferName: 'Standard',
  numberOfGames: 2,
  numberOfTickets: 1,
  numberOfShares: 0,
  description: 'Super Jackpot: 2 games every draw',
  minimumJackpotAmount: aud(0),
  quickpick: false,
  causeKey: null,
  price: aud(350),
  nextDrawNo: 12,
  monthly: false,
  createdAt: '2026-03-11T00:00:00.000Z',
  games: [],
  checkoutId: 'co_1',
  attempts: [],
  scheduled: [],
};

async function signedIn() {
  const setup = setupSignedIn();
  await setup.client.session.getState().init();
  return setup;
}

describe('recurring purchases store (shop-specialised §7 "Recurring purchases")', () => {
  it('the autoplay label: Monthly, Every draw, Jackpots {jackpot} and over, otherwise Weekly', () => {
    expect(autoplayLabel({ ...autoplay, monthly: true })).toBe('Monthly');
    expect(autoplayLabel({ ...autoplay, productType: 'raffle_ticket' })).toBe('Every draw');
    expect(autoplayLabel({ ...autoplay, minimumJackpotAmount: aud(2_000_000_000) })).toBe('Jackpots $20 Million and over');
    expect(autoplayLabel({ ...autoplay, minimumJackpotAmount: aud(500_000) })).toBe('Jackpots $5,000 and over');
    expect(autoplayLabel(autoplay)).toBe('Weekly');
  });

  it('loads a page with GET /autoplay limit and offset at API 3.3', async () => {
    const { client, server } = await signedIn();
    server.on('autoplays', () => ok([autoplay], { pageInfo: { limit: 10, offset: 10, total: 11 } }));
    const store = recurringStoreOf(client);
    await store.getState().loadPage('autoplay', 2);
    const [call] = server.calls('autoplays');
    expect(call?.url.searchParams.get('limit')).toBe('10');
    expect(call?.url.searchParams.get('offset')).toBe('10');
    expect(call?.headers.get('x-api-version')).toBe('3.3');
    expect(store.getState().lists.autoplay).toMatchObject({ status: 'succeeded', page: 2, pageInfo: { total: 11 } });
    expect(store.getState().lists.autoplay.items[0]?.autoplayId).toBe('ap_1');
  });

  it('pauses until a date with a form body, shows the change in the list and says "AutoPlay value changed"', async () => {
    const { client, server } = await signedIn();
    const store = recurringStoreOf(client);
    server.on('autoplays', () => ok([autoplay], { pageInfo: { limit: 10, offset: 0, total: 1 } }));
    await store.getState().loadPage('autoplay', 1);
    const paused = { ...autoplay, status: 'recurring_status_timed_pause' as const, pausedUntil: '2026-04-01T00:00:00.000Z' };
    server.on('autoplayPause', () => ok(paused));
    const result = await store.getState().pauseAutoplay('ap_1', '2026-04-01');
    expect(result).toMatchObject({ ok: true });
    const [call] = server.calls('autoplayPause');
    expect(call?.path).toBe('/autoplay/ap_1/pause');
    expect(call?.contentType).toContain('application/x-www-form-urlencoded');
    expect(call?.body).toEqual({ paused_until: '2026-04-01' });
    expect(store.getState().lists.autoplay.items[0]?.status).toBe('recurring_status_timed_pause');
    expect(client.notifications.getState().notifications.at(-1)).toMatchObject({ title: 'AutoPlay value changed' });
  });

  it('a failed status change notifies "Cannot update AutoPlay status" with the server message', async () => {
    const { client, server } = await signedIn();
    server.on('autoplayStatus', () => fail('internal_error', undefined, 500));
    const result = await recurringStoreOf(client).getState().cancelAutoplay('ap_1');
    expect(result.ok).toBe(false);
    expect(server.calls('autoplayStatus')[0]?.body).toEqual({ status: 'recurring_status_cancelled' });
    expect(client.notifications.getState().notifications.at(-1)).toMatchObject({ title: 'Cannot update AutoPlay status' });
  });

  it('cancels a scheduled purchase with PATCH /scheduled-purchases/{id}/cancel at API 3.2', async () => {
    const { client, server } = await signedIn();
    server.on('scheduledPurchaseCancel', () => ok({ encodedId: 'sp_1', status: 'scheduled_status_cancelled' }));
    const result = await recurringStoreOf(client).getState().cancelScheduled('sp_1');
    expect(result.ok).toBe(true);
    const [call] = server.calls('scheduledPurchaseCancel');
    expect(call?.method).toBe('PATCH');
    expect(call?.headers.get('x-api-version')).toBe('3.2');
  });
});
