import './testEnv';
import { createDrawkit, createMemoryStorage } from '@drawkit/sdk';
import type { ReactNode } from 'react';
import { renderInProvider } from './renderInProvider';

/** The fetch of a client with no shop behind it: a call that reaches it is a mistake of the test. */
async function noShop(input: RequestInfo | URL): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  throw new Error(`No shop in this test: it sets the stores' state or answers client.api.request itself (called ${url}).`);
}

/**
 * Renders `ui` under a real SDK client with no shop behind it, for tests of a widget's states
 * that set them on the client's stores (payment challenges, deposit limits). Tests of what the
 * shop answers use `renderWithShop` (realShop.tsx).
 */
export function renderWithClient(ui: ReactNode, options: { appKey?: string } = {}) {
  const client = createDrawkit({
    discoveryUrl: 'http://shop.invalid/discover',
    appKey: options.appKey ?? 'drawkit-storefront',
    fetch: noShop as typeof globalThis.fetch,
    storage: createMemoryStorage(),
  });
  return { ...renderInProvider(client, ui), client };
}
