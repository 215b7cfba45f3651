import './testEnv';
import { createDrawkit, createMemoryStorage } from '@drawkit/sdk';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { DrawkitProvider } from '../context/DrawkitProvider';

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
  // No pause between keystrokes: the tests assert outcomes, not typing speed.
  const user = userEvent.setup({ delay: null });
  // A wrapper, so `rerender` keeps the provider.
  const result: RenderResult = render(ui, {
    wrapper: ({ children }) => <DrawkitProvider client={client}>{children}</DrawkitProvider>,
  });
  return { ...result, client, user };
}
