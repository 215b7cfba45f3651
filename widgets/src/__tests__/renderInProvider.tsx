import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { DrawkitClient } from '@drawkit/sdk';
import { DrawkitProvider } from '../context/DrawkitProvider';

/** Renders `ui` under `client`'s provider, with a user-event session that does not pause between keystrokes. */
export function renderInProvider(client: DrawkitClient, ui: ReactNode): RenderResult & { user: UserEvent } {
  // No pause between keystrokes: the tests assert outcomes, not typing speed.
  const user = userEvent.setup({ delay: null });
  // A wrapper, so `rerender` keeps the provider.
  const result = render(ui, { wrapper: ({ children }) => <DrawkitProvider client={client}>{children}</DrawkitProvider> });
  return { ...result, user };
}
