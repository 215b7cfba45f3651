import { describe, expect, it, vi } from 'vitest';
import { APP_KEY, fail, ok, ORIGIN } from '../../__tests__/fakeServer';
import { createMemoryStorage } from '../../storage/createMemoryStorage';
import { setup, setupSignedIn } from '../../__tests__/testClient';
import type { EventSourceLike } from '../../stores/drawEventStream';
import { createMembershipStore, membershipStore } from '../membershipStore';
import { giveaway, page, programConfig } from './membershipFixtures';

const memberEntry = { membershipProgram: 'daily_winners', membershipStatus: 'member', membershipUpdated: '2026-11-20T00:00:00.000Z', membershipTier: 'free', eligibility: 'eligible' } as const;
const nonMemberEntry = { ...memberEntry, membershipStatus: 'non-member', membershipUpdated: null, membershipTier: null } as const;

describe('membership programme state (shop-specialised §3)', () => {
  it('starts with every field of "Membership programme state", each list at "Pagination limit 10, offset 0, total 0"', () => {
    const { client } = setup();
    const state = membershipStore(client).getState();
    expect(state).toMatchObject({
      programConfig: null,
      winnersInitializing: true,
      upcomingDraws: [],
      giveawayDynamicContent: {},
      giveawayStaticContent: {},
      pastWinnersContent: null,
      hasError: false,
      errorMsg: null,
      membershipStatus: null,
      membershipTier: null,
    });
    for (const list of ['allGiveaways', 'monthlyGiveaways', 'dailyGiveaways'] as const) {
      expect(state[list]).toEqual({ limit: 10, offset: 0, total: 0, isFetching: false, result: [] });
    }
  });

  it('GET /v4/config fills the config and the static content of giveaway and past-winners pages', async () => {
    const { client, server } = setup();
    server.on('membershipConfig', () => ok(programConfig));
    await membershipStore(client).getState().loadConfig();
    await membershipStore(client).getState().loadConfig();
    expect(server.calls('membershipConfig')).toHaveLength(1);
    expect(server.calls('membershipConfig')[0]?.url.pathname).toBe('/v4/config');
    const state = membershipStore(client).getState();
    expect(state.programConfig?.programUrl).toBe('daily-winners');
    expect(state.giveawayStaticContent.monthly?.title).toBe('Monthly giveaways');
    expect(state.giveawayStaticContent.daily?.title).toBe('Daily giveaways');
    expect(state.pastWinnersContent?.title).toBe('Past winners');
  });

  it('GET /v3/customer sets membershipStatus and membershipTier; signed out, no call and no status', async () => {
    const anonymous = setup();
    await membershipStore(anonymous.client).getState().loadCustomerMembership();
    expect(anonymous.server.calls('membershipCustomer')).toHaveLength(0);
    expect(membershipStore(anonymous.client).getState().membershipStatus).toBeNull();

    const { client, server } = setupSignedIn();
    server.on('membershipCustomer', () => ok(memberEntry));
    await membershipStore(client).getState().loadCustomerMembership();
    expect(server.calls('membershipCustomer')[0]?.url.pathname).toBe('/v3/customer');
    expect(membershipStore(client).getState()).toMatchObject({ membershipStatus: 'member', membershipTier: 'free', customerStatus: 'succeeded' });
  });

  it('pages past giveaways by 10 ("membership pagination limit 10"): page n replaces, next page appends', async () => {
    const { client, server } = setup();
    const draws = Array.from({ length: 23 }, (_, i) => giveaway({ type: 'daily', number: 100 - i, state: 'DRAW_PAID' }));
    server.on('giveaways', (request) => {
      const offset = Number(request.url.searchParams.get('offset'));
      return ok(page(draws.slice(offset, offset + 10), offset, draws.length));
    });
    const store = membershipStore(client);
    await store.getState().loadGiveawaysPage('dailyGiveaways', 2);
    expect(Object.fromEntries(server.calls('giveaways')[0]?.url.searchParams ?? [])).toEqual({ when: 'past', type: 'daily', limit: '10', offset: '10' });
    expect(store.getState().dailyGiveaways).toMatchObject({ offset: 10, total: 23, isFetching: false });
    expect(store.getState().dailyGiveaways.result.map((d) => d.number)).toEqual(draws.slice(10, 20).map((d) => d.number));

    await store.getState().loadGiveawaysPage('dailyGiveaways', 1);
    await store.getState().loadNextGiveawaysPage('dailyGiveaways');
    await store.getState().loadNextGiveawaysPage('dailyGiveaways');
    expect(store.getState().dailyGiveaways.result).toHaveLength(23);
    const calls = server.calls('giveaways').length;
    await store.getState().loadNextGiveawaysPage('dailyGiveaways');
    expect(server.calls('giveaways')).toHaveLength(calls);
  });

  it('the past-winners page loads its copy and the all-types list, winnersInitializing meanwhile', async () => {
    const { client, server } = setup();
    server.on('membershipConfig', () => ok(programConfig));
    server.on('giveaways', () => ok(page([giveaway({ state: 'DRAW_PAID' })], 0, 1)));
    expect(membershipStore(client).getState().winnersInitializing).toBe(true);
    await membershipStore(client).getState().loadPastWinners();
    expect(membershipStore(client).getState().winnersInitializing).toBe(false);
    expect(membershipStore(client).getState().allGiveaways.total).toBe(1);
    expect(server.calls('giveaways')[0]?.url.searchParams.has('type')).toBe(false);
  });

  it('keeps one giveaway by type then draw number, and a preview by its external id', async () => {
    const { client, server } = setup();
    server.on('giveaways', (request) => {
      const type = request.url.searchParams.get('type');
      const when = request.url.searchParams.get('when');
      if (type === 'preview') return ok(page([giveaway({ type: 'preview', number: 1, externalId: 'spring-preview' })]));
      return ok(page(when === 'past' ? [giveaway({ number: 6, state: 'DRAW_PAID' })] : [giveaway({ number: 7 })]));
    });
    const found = await membershipStore(client).getState().loadGiveaway('monthly', 6);
    expect(found?.state).toBe('DRAW_PAID');
    await membershipStore(client).getState().loadGiveaway('preview', 'spring-preview');
    const content = membershipStore(client).getState().giveawayDynamicContent;
    expect(content.monthly?.['6']?.number).toBe(6);
    expect(content.preview?.['spring-preview']?.externalId).toBe('spring-preview');
    expect(await membershipStore(client).getState().loadGiveaway('monthly', 99)).toBeNull();
    expect(membershipStore(client).getState().errorMsg).toBe('This giveaway could not be found.');
  });

  it('joins with PUT /membership (3.2) {membershipProgram: daily_winners, membershipStatus: member, metadata}', async () => {
    const { client, server } = setupSignedIn();
    server.on('membershipJoin', () => ok(memberEntry));
    server.on('giveaways', () => ok(page([giveaway()])));
    const result = await membershipStore(client).getState().join({ source: 'daily-winners-page' });
    expect(result).toEqual({ ok: true });
    const [call] = server.calls('membershipJoin');
    expect(call?.url.pathname).toBe('/v2/membership');
    expect(call?.headers.get('x-api-version')).toBe('3.2');
    expect(call?.body).toEqual({ membership_program: 'daily_winners', membership_status: 'member', metadata: { source: 'daily-winners-page' } });
    expect(membershipStore(client).getState()).toMatchObject({ membershipStatus: 'member', membershipTier: 'free', joinStatus: 'resolved' });
    expect(membershipStore(client).getState().upcomingDraws).toHaveLength(1);
  });

  it('"A monthly giveaway entry goes from locked to unlocked through a PUT; the unlock request is pending then resolved"', async () => {
    const { client, server } = setupSignedIn();
    server.on('giveaways', () => ok(page([giveaway()])));
    await membershipStore(client).getState().loadGiveaway('monthly', 7);
    let release: () => void = () => undefined;
    server.on('giveawayUnlock', () => new Promise((resolve) => {
      release = () => resolve(ok({ upcomingDraws: [giveaway({ entryStatus: 'unlocked', permits: [] })] }));
    }));
    const unlocking = membershipStore(client).getState().unlock('gw_monthly_7');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(membershipStore(client).getState().unlockRequests['gw_monthly_7']).toBe('pending');
    release();
    expect(await unlocking).toEqual({ ok: true });
    const [call] = server.calls('giveawayUnlock');
    expect(call?.url.pathname).toBe('/v3/draws/gw_monthly_7');
    expect(call?.body).toEqual({ entry_status: 'unlocked' });
    const state = membershipStore(client).getState();
    expect(state.unlockRequests['gw_monthly_7']).toBe('resolved');
    expect(state.upcomingDraws[0]?.entryStatus).toBe('unlocked');
    expect(state.giveawayDynamicContent.monthly?.['7']?.entryStatus).toBe('unlocked');
  });

  it('"Membership errors set an error message (default \'An unknown error occurred\')"', async () => {
    const { client, server } = setupSignedIn();
    server.on('giveawayUnlock', () => fail('bad_request', 'This giveaway has closed.', 422));
    const result = await membershipStore(client).getState().unlock('gw_1');
    expect(result.ok).toBe(false);
    expect(membershipStore(client).getState()).toMatchObject({ hasError: true, errorMsg: 'This giveaway has closed.' });
    expect(membershipStore(client).getState().unlockRequests['gw_1']).toBe('rejected');

    server.on('membershipBenefits', () => ({ status: 500, text: 'oops' }));
    expect((await membershipStore(client).getState().benefits()).ok).toBe(false);
    expect(membershipStore(client).getState().errorMsg).toBe('An unknown error occurred');
  });

  it('"...unless the request was aborted": an aborted call leaves no error', async () => {
    const { client, server } = setup();
    server.on('membershipConfig', () => ok(programConfig));
    const controller = new AbortController();
    controller.abort();
    await membershipStore(client).getState().loadConfig({ signal: controller.signal });
    expect(membershipStore(client).getState()).toMatchObject({ hasError: false, errorMsg: null, programConfigStatus: 'idle' });
  });

  it('GET /v3/benefits gives the single sign-on address', async () => {
    const { client, server } = setupSignedIn();
    server.on('membershipBenefits', () => ok({ ssoUrl: 'https://shop.test/benefits/sso?token=abc' }));
    expect(await membershipStore(client).getState().benefits()).toEqual({ ok: true, ssoUrl: 'https://shop.test/benefits/sso?token=abc' });
    expect(server.calls('membershipBenefits')[0]?.url.pathname).toBe('/v3/benefits');
  });

  it('re-loads the customer\'s membership and entries on sign-in, and forgets them on sign-out', async () => {
    const { client, server } = setup();
    server.on('membershipCustomer', () => ok(nonMemberEntry));
    server.on('giveaways', () => ok(page([giveaway({ entryStatus: client.session.getState().isAuthenticated ? 'locked' : null })])));
    server.on('logout', () => ok(null));
    await membershipStore(client).getState().loadUpcoming();
    expect(membershipStore(client).getState().upcomingDraws[0]?.entryStatus).toBeNull();
    await client.session.getState().login({ email: 'demo@drawkit.test', password: 'drawkit-demo-1' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.calls('membershipCustomer')).toHaveLength(1);
    expect(membershipStore(client).getState().membershipStatus).toBe('non-member');
    expect(membershipStore(client).getState().upcomingDraws[0]?.entryStatus).toBe('locked');
    await client.session.getState().logout();
    expect(membershipStore(client).getState().membershipStatus).toBeNull();
  });

  it('remembers that the programme page was visited', async () => {
    const { client, storage } = setup();
    await membershipStore(client).getState().markVisited();
    expect(storage.writes.find((w) => w.name === 'drawkit-daily-winners-visited')?.value).toBe('1');
    const again = setup({ 'drawkit-daily-winners-visited': '1' });
    expect(membershipStore(again.client).getState().visited).toBe(true);
  });

  it('hears giveaway-drawn events while subscribed: the open giveaways, that giveaway and the past list reload', async () => {
    const { client, server } = setup();
    let drawn = false;
    server.on('giveaways', (request) => {
      const when = request.url.searchParams.get('when');
      if (when === 'past') return ok(page(drawn ? [giveaway({ number: 7, state: 'DRAW_PAID' })] : [giveaway({ number: 6, state: 'DRAW_PAID' })], 0, drawn ? 2 : 1));
      return ok(page(drawn ? [giveaway({ number: 8 })] : [giveaway({ number: 7 })]));
    });
    const opened: { url: string; listeners: Map<string, (event: { data?: unknown }) => void>; closed: boolean }[] = [];
    const factory = (url: string): EventSourceLike => {
      const source = { url, listeners: new Map<string, (event: { data?: unknown }) => void>(), closed: false };
      opened.push(source);
      return { addEventListener: (type, listener) => void source.listeners.set(type, listener), close: () => {
          source.closed = true;
        },
      };
    };
    const store = createMembershipStore({ api: client.api, storage: createMemoryStorage(), appKey: APP_KEY, eventSource: factory }, client.session);
    await store.getState().loadUpcoming();
    await store.getState().loadGiveaway('monthly', 7);
    await store.getState().loadPastWinners();
    const heard: unknown[] = [];
    const stop = store.getState().subscribeToGiveaways((event) => heard.push(event));
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.url).toBe(`${ORIGIN}/v2/draws/events?app_key=${APP_KEY}&events=giveaway-drawn`);
    drawn = true;
    opened[0]?.listeners.get('giveaway-drawn')?.({ data: JSON.stringify({ giveaway_id: 'gw_monthly_7', external_id: 'ext_monthly_7', type: 'monthly', number: 7, state: 'DRAW_PAID' }) });
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    const state = store.getState();
    expect(state.lastGiveawayDrawn).toMatchObject({ type: 'monthly', number: 7, state: 'DRAW_PAID' });
    expect(state.upcomingDraws.map((d) => d.number)).toEqual([8]);
    expect(state.giveawayDynamicContent.monthly?.['7']?.state).toBe('DRAW_PAID');
    expect(state.allGiveaways.total).toBe(2);
    // Nonsense on the stream is ignored; the last listener leaving closes it.
    opened[0]?.listeners.get('giveaway-drawn')?.({ data: 'not json' });
    stop();
    expect(opened[0]?.closed).toBe(true);
    expect(heard).toHaveLength(1);
  });
});
