/** Heartbeat and idle sign-out (shop-core §4, §7, §9), with fake clocks. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_KEY, DISCOVERY_URL, ORIGIN, ok } from '../../__tests__/fakeServer';
import { siteConfig } from '../../__tests__/fixtures';
import { recordingStorage, setup, signedInStorage } from '../../__tests__/testClient';
import type { DrawkitClient, DrawkitConfig } from '../../clientTypes';
import { createDrawkit } from '../../createDrawkit';
import { defaultHeartbeatUrl } from '../heartbeat';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;

/** A signed-in client whose fetch also records every URL (the heartbeat goes outside the API). */
function signedInClient(config: Partial<DrawkitConfig> = {}, siteConfigOverride: Record<string, unknown> = {}) {
  const { server } = setup();
  server.on('config', () => ok({ ...siteConfig, ...siteConfigOverride }));
  server.on('logout', () => ({ status: 204 }));
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    urls.push(url);
    if (url.endsWith('/heartbeat') || url.endsWith('/beat')) return Promise.resolve(new Response('', { status: 200 }));
    return server.fetch(input, init);
  };
  const storage = recordingStorage(signedInStorage(server));
  const client = createDrawkit({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch, storage, ...config });
  return { client, server, urls, beats: () => urls.filter((u) => u.endsWith('/heartbeat') || u.endsWith('/beat')) };
}

let clients: DrawkitClient[] = [];
afterEach(() => {
  for (const c of clients) c.dispose();
  clients = [];
});
async function started<T extends { client: DrawkitClient }>(made: T): Promise<T> {
  clients.push(made.client);
  await made.client.session.getState().init();
  // The timers' code loads once there is a sign-in to watch (or a heartbeat to send).
  await vi.dynamicImportSettled();
  return made;
}

describe('"Idle sign-out: a periodic check signs out after the configured idle limit (default 3600 s)"', () => {
  it('signs out after the default 3600 s without activity', async () => {
    const { client, server } = await started(signedInClient({}, { sessionTimeoutSeconds: undefined }));
    const reasons: unknown[] = [];
    client.on('session-change', ({ reason }) => reasons.push(reason));
    await vi.advanceTimersByTimeAsync(3600_000 - 15_000);
    expect(client.session.getState().isAuthenticated).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.waitFor(() => expect(client.session.getState().isAuthenticated).toBe(false));
    expect(server.calls('logout')).toHaveLength(1);
    expect(reasons).toEqual(['idle']);
  });

  it('uses the site config\'s sessionTimeoutSeconds, and the host\'s own limit over it', async () => {
    const fromSite = await started(signedInClient({}, { sessionTimeoutSeconds: 1800 }));
    const fromHost = await started(signedInClient({ sessionTimeoutSeconds: 600 }, { sessionTimeoutSeconds: 1800 }));
    await vi.advanceTimersByTimeAsync(600_000 + 15_000);
    await vi.waitFor(() => expect(fromHost.client.session.getState().isAuthenticated).toBe(false));
    expect(fromSite.client.session.getState().isAuthenticated).toBe(true);
    await vi.advanceTimersByTimeAsync(1200_000);
    await vi.waitFor(() => expect(fromSite.client.session.getState().isAuthenticated).toBe(false));
  });

  it('activity reported through session.markActive() keeps the customer signed in', async () => {
    const { client } = await started(signedInClient({}, { sessionTimeoutSeconds: 3600 }));
    await vi.advanceTimersByTimeAsync(3000_000);
    client.session.getState().markActive();
    await vi.advanceTimersByTimeAsync(3000_000);
    expect(client.session.getState().isAuthenticated).toBe(true);
  });

  it('starts watching at a sign-in when the visit began signed out', async () => {
    const { server, client } = setup();
    server.on('config', () => ok({ ...siteConfig, sessionTimeoutSeconds: 600, heartbeat: false }));
    server.on('logout', () => ({ status: 204 }));
    clients.push(client);
    await client.session.getState().init();
    expect(client.session.getState().isAuthenticated).toBe(false);
    const result = await client.session.getState().login({ email: 'ann@example.com', password: 'secret-password-1' });
    expect(result).toMatchObject({ ok: true });
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(600_000 + 15_000);
    await vi.waitFor(() => expect(client.session.getState().isAuthenticated).toBe(false));
  });

  it('dispose() stops the check', async () => {
    const { client } = await started(signedInClient({}, { sessionTimeoutSeconds: 60 }));
    client.dispose();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(client.session.getState().isAuthenticated).toBe(true);
  });
});

describe('"Heartbeat: a GET of a blank page every 60 s when enabled and the user was recently active"', () => {
  it('beats every 60 s while the user is active, at /heartbeat on the discovery origin', async () => {
    const { client, beats } = await started(signedInClient({ heartbeat: true }));
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(beats()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(beats()).toEqual([`${ORIGIN}/heartbeat`]);
    client.session.getState().markActive();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(beats()).toHaveLength(2);
  });

  it('skips a beat when the user was not active since the last one', async () => {
    const { beats } = await started(signedInClient({ heartbeat: true }));
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(beats()).toHaveLength(1);
  });

  it('follows the site config\'s heartbeat flag unless the host sets one; heartbeatUrl moves it', async () => {
    const off = await started(signedInClient({}, { heartbeat: false }));
    const on = await started(signedInClient({ heartbeatUrl: 'https://keepalive.test/beat' }, { heartbeat: true }));
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(off.beats()).toEqual([]);
    expect(on.beats()).toEqual(['https://keepalive.test/beat']);
  });

  it('defaults to /heartbeat on the origin of discoveryUrl', () => {
    expect(defaultHeartbeatUrl('https://api.shop.test/discover?x=1')).toBe('https://api.shop.test/heartbeat');
    expect(defaultHeartbeatUrl('')).toBeUndefined();
  });
});
