import type { DrawResult, FullDrawResult } from '@drawkit/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_KEY, ok, ORIGIN } from '../../__tests__/fakeServer';
import { setup, setupSignedIn } from '../../__tests__/testClient';
import { createMemoryStorage } from '../../storage/createMemoryStorage';
import { storageNames } from '../../storage/storageNames';
import type { EventSourceLike } from '../drawEventStream';
import { pageCount, pageNumber, pageOffset } from '../resultsPaging';
import { createResultsStore } from '../resultsStore';

function drawResult(offerKey: string, drawNo: number): DrawResult {
  return {
    productOfferKey: offerKey,
    productOfferName: offerKey,
    lotteryKey: offerKey,
    kind: 'lottery',
    drawNo,
    drawDate: '2026-03-05T10:30:00.000Z',
    status: 'DRAW_PAID',
    results: { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] },
    prizePool: { amount: 2_000_000_000, currency: 'AUD' },
    isPrizePoolUnknown: false,
  };
}

function full(offerKey: string, drawNo: number, customer = false): FullDrawResult {
  return { ...drawResult(offerKey, drawNo), divisions: [], raffleWinners: [], customerTickets: customer ? [] : null };
}

/** Answers a `?keys=` batch with a full result for every key except draw 999 (not drawn yet). */
function batchHandler(customer: boolean) {
  return (request: { url: URL }) =>
    ok(
      (request.url.searchParams.get('keys') ?? '')
        .split(',')
        .map((key) => key.split(':'))
        .filter(([, drawNo]) => drawNo !== '999')
        .map(([offerKey, drawNo]) => full(offerKey ?? '', Number(drawNo), customer)),
    );
}

describe('pages of past results', () => {
  it('"Page numbers are at least 1, default 1"', () => {
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber(-3)).toBe(1);
    expect(pageNumber('2.5')).toBe(1);
    expect(pageNumber('abc')).toBe(1);
    expect(pageNumber('4')).toBe(4);
    expect(pageOffset(3)).toBe(10);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(11)).toBe(3);
  });

  it('"Past results default page size 5": asks for 5 from the page\'s offset', async () => {
    const { client, server } = setup();
    server.on('pastResults', (request) =>
      ok([drawResult('super_jackpot_lottery', 100)], { page_info: { limit: 5, offset: Number(request.url.searchParams.get('offset')), total: 12 } }),
    );
    await client.results.getState().loadPage({ kind: 'offer', offerKey: 'super_jackpot_lottery' }, 3);
    const [call] = server.calls('pastResults');
    expect(call?.path).toBe('/draws/pricing/pricing_default/past');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ limit: '5', offset: '10', product_offer_key: 'super_jackpot_lottery' });
    const page = client.results.getState().pages['offer:super_jackpot_lottery']?.[3];
    expect(page).toMatchObject({ status: 'succeeded', page: 3, pageSize: 5, total: 12, pageCount: 3 });
    expect(page?.results[0]?.drawNo).toBe(100);
  });

  it('reads a page number below 1 as page 1, and passes the category', async () => {
    const { client, server } = setup();
    server.on('pastResults', () => ok([], { page_info: { limit: 5, offset: 0, total: 0 } }));
    await client.results.getState().loadPage({ kind: 'latest', category: 'raffle' }, 0);
    expect(Object.fromEntries(server.calls('pastResults')[0]?.url.searchParams ?? [])).toEqual({ limit: '5', offset: '0', category: 'raffle' });
    expect(client.results.getState().pages['latest:raffle']?.[1]?.status).toBe('succeeded');
  });
});

/** Lets promises settle (the fake clock standing still) until a timer is set or cleared. */
async function timersChangedFrom(before: number): Promise<void> {
  for (let i = 0; i < 100 && vi.getTimerCount() === before; i += 1) await Promise.resolve();
}

/** Lets promises settle until the batch's timer is set. */
async function batchTimerSet(before: number): Promise<void> {
  await timersChangedFrom(before);
  expect(vi.getTimerCount()).toBe(before + 1);
}

describe('prepare', () => {
  it('loads the actions ahead of their first call and asks the server nothing', async () => {
    const { client, server } = setup();
    const before = server.requests.length;
    await expect(client.results.getState().prepare()).resolves.toBeUndefined();
    await expect(client.results.getState().prepare()).resolves.toBeUndefined();
    expect(server.requests.length).toBe(before);
    server.on('pastResults', () => ok([drawResult('super_jackpot_lottery', 100)], { page_info: { limit: 5, offset: 0, total: 1 } }));
    await client.results.getState().loadPage({ kind: 'offer', offerKey: 'super_jackpot_lottery' });
    expect(client.results.getState().pages['offer:super_jackpot_lottery']?.[1]?.results.map((draw) => draw.drawNo)).toEqual([100]);
  });
});

describe('full results: "Draw-result batching 1 ms"', () => {
  // The store loads its actions on first use, and a signed-in session its timers: have both
  // modules ready before the clock is faked, whether or not an earlier file loaded them.
  beforeAll(async () => {
    await import('../resultsActions');
    await import('../../session/sessionTimers');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gathers the draws asked for within 1 ms into one call', async () => {
    vi.useFakeTimers();
    const { client, server } = setup();
    server.on('fullResultBatch', batchHandler(false));
    const { loadFullResult } = client.results.getState();
    const timers = vi.getTimerCount();
    const loading = Promise.all([
      loadFullResult('super_jackpot_lottery', 101),
      loadFullResult('mega_jackpot_lottery', 55),
      loadFullResult('super_jackpot_lottery', 100),
    ]);
    expect(server.calls('fullResultBatch')).toHaveLength(0);
    // The batch waits for its 1 ms timer (once the store's lazily loaded actions are in).
    await batchTimerSet(timers);
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    const calls = server.calls('fullResultBatch');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('keys')?.split(',').sort()).toEqual(
      ['mega_jackpot_lottery:55', 'super_jackpot_lottery:100', 'super_jackpot_lottery:101'].sort(),
    );
    expect(client.results.getState().fullResults['mega_jackpot_lottery:55']).toMatchObject({ status: 'succeeded', result: { drawNo: 55 } });
  });

  it('says a draw left out of the batch has no results yet, without failing the others', async () => {
    vi.useFakeTimers();
    const { client, server } = setup();
    server.on('fullResultBatch', batchHandler(false));
    const { loadFullResult } = client.results.getState();
    const timers = vi.getTimerCount();
    const loading = Promise.all([loadFullResult('super_jackpot_lottery', 999), loadFullResult('super_jackpot_lottery', 100)]);
    // The batch waits for its 1 ms timer (once the store's lazily loaded actions are in).
    await batchTimerSet(timers);
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    const { fullResults } = client.results.getState();
    expect(fullResults['super_jackpot_lottery:999']).toMatchObject({
      status: 'failed',
      errors: [{ message: 'The results of this draw are not available yet.', code: 'results_not_available' }],
    });
    expect(fullResults['super_jackpot_lottery:100']?.status).toBe('succeeded');
  });

  it("asks for the customer's own tickets when signed in", async () => {
    vi.useFakeTimers();
    const { client, server } = setupSignedIn();
    server.on('fullResultCustomerBatch', batchHandler(true));
    const beforeInit = vi.getTimerCount();
    await client.session.getState().init();
    // The signed-in session starts its heartbeat and idle sign-out once their module is in: let
    // them start before counting, so the next timer is the batch's.
    await timersChangedFrom(beforeInit);
    expect(vi.getTimerCount()).toBeGreaterThan(beforeInit);
    const timers = vi.getTimerCount();
    const loading = client.results.getState().loadFullResult('super_jackpot_lottery', 100);
    // The batch waits for its 1 ms timer (once the store's lazily loaded actions are in).
    await batchTimerSet(timers);
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(server.calls('fullResultCustomerBatch')).toHaveLength(1);
    expect(server.calls('fullResultBatch')).toHaveLength(0);
    expect(client.results.getState().fullResults['super_jackpot_lottery:100']?.result?.customerTickets).toEqual([]);
  });
});

describe('live results', () => {
  it('subscribes over server-sent events with the app key, and reloads the draw and the first page when a draw completes', async () => {
    const { client, server } = setup();
    server.on('fullResultBatch', batchHandler(false));
    server.on('pastResults', () => ok([drawResult('super_jackpot_lottery', 102)], { page_info: { limit: 5, offset: 0, total: 1 } }));
    const opened: { url: string; listeners: Map<string, (event: { data?: unknown }) => void>; closed: boolean }[] = [];
    const results = createResultsStore(
      { api: client.api, storage: createMemoryStorage(), names: storageNames(), emit: () => undefined, now: () => Date.now() },
      client.session,
      {
        appKey: APP_KEY,
        eventSource: (url): EventSourceLike => {
          const source = { url, listeners: new Map<string, (event: { data?: unknown }) => void>(), closed: false };
          opened.push(source);
          return { addEventListener: (type, listener) => source.listeners.set(type, listener), close: () => (source.closed = true) };
        },
      },
    );
    await results.getState().loadPage({ kind: 'offer', offerKey: 'super_jackpot_lottery' }, 1);
    const heard = new Promise((resolve) => results.getState().subscribeToDrawResults('super_jackpot_lottery', resolve));
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.url).toBe(`${ORIGIN}/v2/draws/events?app_key=${APP_KEY}`);

    opened[0]?.listeners.get('draw-completed')?.({
      data: JSON.stringify({ product_offer_key: 'super_jackpot_lottery', lottery_key: 'super_jackpot_lottery', draw_no: 102, status: 'DRAW_DRAWN' }),
    });
    await expect(heard).resolves.toEqual({ productOfferKey: 'super_jackpot_lottery', lotteryKey: 'super_jackpot_lottery', drawNo: 102, status: 'DRAW_DRAWN' });
    expect(results.getState().fullResults['super_jackpot_lottery:102']?.status).toBe('succeeded');
    expect(server.calls('pastResults')).toHaveLength(2);
    expect(results.getState().pages['offer:super_jackpot_lottery']?.[1]?.results[0]?.drawNo).toBe(102);
  });

  it('closes the stream when the last subscriber leaves', async () => {
    const { client } = setup();
    const closed: boolean[] = [];
    let opened = 0;
    const results = createResultsStore(
      { api: client.api, storage: createMemoryStorage(), names: storageNames(), emit: () => undefined, now: () => Date.now() },
      client.session,
      {
        appKey: APP_KEY,
        eventSource: () => {
          opened += 1;
          return { addEventListener: () => undefined, close: () => closed.push(true) };
        },
      },
    );
    const first = results.getState().subscribeToDrawResults('super_jackpot_lottery');
    const second = results.getState().subscribeToDrawResults('mega_jackpot_lottery');
    await vi.waitFor(() => expect(opened).toBe(1));
    first();
    expect(closed).toEqual([]);
    second();
    expect(closed).toEqual([true]);
  });
});
