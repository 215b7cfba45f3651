import './testEnv';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { DrawkitProvider } from '../context/DrawkitProvider';
import { createDemoClient } from '../demo/createDemoClient';
import type { DemoServerOptions } from '../demo/createDemoServer';

/**
 * Renders `ui` under a provider whose client is the real SDK client over the canned demo API,
 * so a test drives the widget the way a shopper would and reads what the server received.
 */
export function renderWithDemo(ui: ReactNode, options: DemoServerOptions & { appKey?: string } = {}) {
  const { client, server } = createDemoClient(options);
  // No pause between keystrokes: the tests assert outcomes, not typing speed.
  const user = userEvent.setup({ delay: null });
  // A wrapper, so `rerender` keeps the provider.
  const result: RenderResult = render(ui, {
    wrapper: ({ children }) => <DrawkitProvider client={client}>{children}</DrawkitProvider>,
  });
  return { ...result, client, server, user };
}
