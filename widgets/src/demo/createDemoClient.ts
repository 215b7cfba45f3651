import { createDrawkit, createMemoryStorage, type DrawkitClient } from '@drawkit/sdk';
import { createDemoServer, DEMO_ORIGIN, type DemoServer, type DemoServerOptions } from './createDemoServer';

/** A real SDK client over the canned demo API, with memory storage: for stories and tests. */
export function createDemoClient(options: DemoServerOptions & { appKey?: string } = {}): {
  client: DrawkitClient;
  server: DemoServer;
} {
  const server = createDemoServer(options);
  const client = createDrawkit({
    discoveryUrl: `${DEMO_ORIGIN}/discover`,
    appKey: options.appKey ?? 'drawkit-storefront',
    fetch: server.fetch,
    storage: createMemoryStorage(),
  });
  return { client, server };
}
