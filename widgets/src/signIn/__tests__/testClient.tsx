import '../../__tests__/testEnv';
import { createDrawkit, createMemoryStorage, type DrawkitClient, type TwoFactorState } from '@drawkit/sdk';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DrawkitProvider } from '../../context/DrawkitProvider';

/** A real client whose requests never settle: tests set the session's state and actions directly. */
export function idleClient(): DrawkitClient {
  return createDrawkit({
    discoveryUrl: 'http://shop.test/discover',
    appKey: 'drawkit-storefront',
    storage: createMemoryStorage(),
    fetch: () => new Promise<Response>(() => {}),
  });
}

/** A sign-in waiting for its code, as the session store shows it after a 401 `2fa_required`. */
export function waitingForCode(client: DrawkitClient, twoFactor: Partial<TwoFactorState> = {}): void {
  client.session.setState({
    twoFactor: {
      required: true,
      method: 'email',
      identifier: 'demo****',
      rememberDeviceDays: 30,
      locked: false,
      resendAvailableAt: 0,
      errors: [],
      ...twoFactor,
    },
  });
}

export function renderWith(client: DrawkitClient, ui: ReactNode) {
  return render(<DrawkitProvider client={client}>{ui}</DrawkitProvider>);
}
