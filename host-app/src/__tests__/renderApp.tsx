import { createDrawkit, createMemoryStorage } from '@drawkit/sdk';
import type { DrawkitClient } from '@drawkit/sdk';
import { DrawkitProvider } from '@drawkit/widgets';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRouteDiscovery } from '../routeDiscovery';
import { routes, STOREFRONT_PAGES } from '../routes';
import { CAPABILITIES, DRAWS, MONDAY_LOTTO, SUPER_JACKPOT } from './fixtures';

/** A real client whose requests never settle: tests set the stores' state directly. */
export function testClient(): DrawkitClient {
  return createDrawkit({
    discoveryUrl: 'http://shop.test/discover',
    appKey: 'drawkit-storefront',
    storage: createMemoryStorage(),
    fetch: () => new Promise<Response>(() => {}),
  });
}

/** The session and catalogue as the app sees them once started, signed out unless asked. */
export function startedClient({ signedIn = false } = {}): DrawkitClient {
  const client = testClient();
  client.session.setState({
    status: 'succeeded',
    capabilities: CAPABILITIES,
    segmentName: 'default',
    ...(signedIn && {
      isAuthenticated: true,
      customerId: 'cus_1',
      customerToken: 'token',
      customer: {
        id: 'cus_1',
        firstname: 'Dana',
        lastname: 'Demo',
        email: 'demo@drawkit.test',
        state: 'QLD',
        balance: { amount: 5000, currency: 'AUD' },
        availableFunds: { amount: 5000, currency: 'AUD' },
        withdrawableFunds: { amount: 5000, currency: 'AUD' },
        pricingId: 'default',
        segmentName: 'default',
        forcePasswordChange: false,
        accountUpgrade: false,
        isVerified: true,
        addressConfirmationRequired: false,
        emailAddressConfirmationRequired: false,
        favouriteNumbers: {},
      },
    }),
  });
  client.catalogue.setState({ status: 'succeeded', complete: true, offers: [SUPER_JACKPOT, MONDAY_LOTTO], draws: DRAWS });
  return client;
}

/**
 * Renders the storefront's real route table at `path`, given to the router as main.tsx gives it
 * (the pages the URL could need, the rest as navigations need them); resolves once the lazy page
 * is on screen.
 */
export async function renderApp(path: string, client: DrawkitClient = startedClient()) {
  const rendered = renderAppStarting(path, client);
  await waitForIdle(rendered.router);
  await screen.findByRole('main');
  return rendered;
}

/** renderApp's first render: what is on screen before the page's module is in. */
export function renderAppStarting(path: string, client: DrawkitClient = startedClient()) {
  const discovery = createRouteDiscovery(routes, STOREFRONT_PAGES);
  const router = createMemoryRouter(discovery.initialRoutes(path), {
    initialEntries: [path],
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
  });
  const view = render(
    <DrawkitProvider client={client}>
      <RouterProvider router={router} />
    </DrawkitProvider>,
  );
  return { ...view, client, router };
}

/** Resolves once the router has started and no navigation is under way. */
export async function waitForIdle(router: ReturnType<typeof createMemoryRouter>) {
  if (router.state.initialized && router.state.navigation.state === 'idle') return;
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        unsubscribe();
        resolve();
      }
    });
  });
}
