/** Builds a client wired to a fake server and a storage that records every write. */
import type { DrawkitClient, StorageAdapter } from '../clientTypes';
import { createDrawkit } from '../createDrawkit';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { APP_KEY, DISCOVERY_URL, createFakeServer, ok, type FakeServer } from './fakeServer';
import { capabilities, customer, loginResult, siteConfig } from './fixtures';

export interface StorageWrite {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

export function recordingStorage(initial: Record<string, string> = {}): StorageAdapter & { writes: StorageWrite[]; removed: string[] } {
  const inner = createMemoryStorage();
  for (const [name, value] of Object.entries(initial)) inner.set(name, value, 3600);
  const writes: StorageWrite[] = [];
  const removed: string[] = [];
  return {
    writes,
    removed,
    get: (name) => inner.get(name),
    set(name, value, maxAgeSeconds) {
      writes.push({ name, value, maxAgeSeconds });
      inner.set(name, value, maxAgeSeconds);
    },
    remove(name) {
      removed.push(name);
      inner.remove(name);
    },
  };
}

export interface TestSetup {
  server: FakeServer;
  client: DrawkitClient;
  storage: ReturnType<typeof recordingStorage>;
}

/** A client and a server that knows config, capabilities, login and the customer overview. */
export function setup(initialStorage: Record<string, string> = {}): TestSetup {
  const server = createFakeServer();
  server.on('config', () => ok(siteConfig));
  server.on('capabilities', () => ok(capabilities));
  server.on('customer', () => ok(customer));
  server.on('login', () => {
    const result = loginResult();
    server.customerTokens.set(result.accessToken, result.customer.customerToken);
    return ok(result);
  });
  const storage = recordingStorage(initialStorage);
  const client = createDrawkit({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch, storage });
  return { server, client, storage };
}

/** Stored cookies of a customer signed in earlier, valid for the fake server. */
export function signedInStorage(server: FakeServer, accessToken = 'access.token-1'): Record<string, string> {
  server.customerTokens.set(accessToken, 'ctok_1');
  return {
    'drawkit-access-token': accessToken,
    'drawkit-refresh-token': 'refresh_1',
    'drawkit-customer-id': 'cust_1',
    'drawkit-customer-token': 'ctok_1',
    'drawkit-session-id': 'sess_1',
  };
}

/** Like `setup`, with a customer already signed in (tokens in storage). */
export function setupSignedIn(): TestSetup {
  const probe = setup();
  const stored = signedInStorage(probe.server);
  const storage = recordingStorage(stored);
  const client = createDrawkit({ discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: probe.server.fetch, storage });
  return { server: probe.server, client, storage };
}
