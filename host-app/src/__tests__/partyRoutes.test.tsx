import type { Capabilities, DrawkitClient, Envelope } from '@drawkit/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartWith } from './fixtures';
import { renderApp, startedClient } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) => (await import('./widgetStubs')).stubWidgets(await importOriginal()));

afterEach(cleanup);

const SOCIAL: Capabilities = { defaultSegment: 'default', segments: [{ name: 'default', capabilities: ['social-syndicates'] }] };
const NONE: Capabilities = { defaultSegment: 'default', segments: [{ name: 'default', capabilities: [] }] };

function signedIn(capabilities: Capabilities = SOCIAL): DrawkitClient {
  const client = startedClient({ signedIn: true });
  client.session.setState({ capabilities, loadCustomer: async () => undefined });
  return client;
}

type Options = { body?: unknown; params?: Record<string, unknown>; searchParams?: Record<string, unknown> } | undefined;

/** Answers the client's API calls by route name (result and pageInfo); others never settle. */
function answer(client: DrawkitClient, handlers: Record<string, (options: Options) => { result: unknown; pageInfo?: unknown }>) {
  const calls: { route: string; options: Options }[] = [];
  vi.spyOn(client.api, 'request').mockImplementation(async (route, options) => {
    calls.push({ route, options: options as Options });
    const handler = handlers[route];
    if (!handler) return new Promise<Envelope<never>>(() => {});
    return { messages: [], ...handler(options as Options) } as unknown as Envelope<never>;
  });
  return calls;
}

const group = (id: string, groupName: string, role: 'organiser' | 'member' | null = 'organiser') => ({
  id,
  groupName,
  publicityStatus: 'private',
  organiserName: 'Olive',
  role,
  memberCount: 2,
  openSessionCount: 1,
  createdAt: '2026-03-11T00:00:00.000Z',
});

describe('lotto party routes (shop-specialised §2 "Group play (lotto party)")', () => {
  it('/lotto-party, /lotto-party/group and /social-play are pages of their own, not an offer\'s not-found state', async () => {
    for (const [path, heading] of [
      ['/lotto-party', 'Lotto Party'],
      ['/lotto-party/group', 'Join a Lotto Party group'],
      ['/social-play', 'Social play'],
    ] as const) {
      await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeTruthy();
      cleanup();
    }
  });

  it('the account pages are protected, and need the social-syndicates capability', async () => {
    const { router } = await renderApp('/my-account/lotto-party/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    cleanup();
    await renderApp('/my-account/lotto-party/1', signedIn(NONE));
    expect(await screen.findByText('This feature is not available for your account.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('/my-account/lotto-party/{page}: "group list (6 per page)", asked with limit 6 and the page\'s offset', async () => {
    const client = signedIn();
    const calls = answer(client, {
      partyGroups: () => ({ result: [group('g7', 'Beach House')], pageInfo: { limit: 6, offset: 6, total: 7 } }),
      partyInvitations: () => ({ result: [] }),
      partyOrders: () => ({ result: [], pageInfo: { limit: 10, offset: 0, total: 0 } }),
    });
    await renderApp('/my-account/lotto-party/2', client);
    const list = await screen.findByRole('list', { name: 'Groups' }, { timeout: 5000 });
    expect(within(list).getByRole('link', { name: 'Beach House' }).getAttribute('href')).toBe('/my-account/lotto-party/group/g7/1');
    expect(calls.find((c) => c.route === 'partyGroups')?.options?.searchParams).toEqual({ limit: 6, offset: 6 });
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/my-account/lotto-party/1');
  });

  it('/lotto-party/group?token= shows the invitation; accepting joins and opens the group', async () => {
    const client = signedIn();
    const calls = answer(client, {
      partyGroupByToken: () => ({ result: { group: group('g1', 'Beach House', null), invitation: { token: 't'.repeat(32), inviterName: 'Olive' } } }),
      partyInvitationAccept: () => ({ result: group('g1', 'Beach House', 'member') }),
      partyGroups: () => ({ result: [], pageInfo: { limit: 6, offset: 0, total: 0 } }),
    });
    const { router } = await renderApp(`/lotto-party/group?token=${'t'.repeat(32)}`, client);
    expect(await screen.findByText(/Olive invited you to join/, {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/lotto-party/group/g1/1'));
    expect(calls.find((c) => c.route === 'partyInvitationAccept')?.options?.params).toEqual({ token: 't'.repeat(32) });
  });

  it('route state opens the group-creation modal with a group id and name, at step 2 of 5', async () => {
    const client = signedIn();
    answer(client, {
      partyConfig: () => ({
        result: { productOfferKey: 'super_jackpot_lotto_party', lotteryKey: 'super_jackpot_lottery', numShares: 12, ticketOptions: [], groupPageSize: 6, sessionPageSize: 10 },
      }),
      productOffers: () => ({ result: { offers: [], draws: [] } }),
    });
    const { router } = await renderApp('/lotto-party', client);
    await router.navigate('/lotto-party', { state: { openGroupCreation: true, groupId: 'g1', groupName: 'Beach House' } });
    const dialog = await screen.findByRole('dialog', { name: 'New session for Beach House' }, { timeout: 5000 });
    expect(within(dialog).getByText('Step 2 of 5: Choose the draw')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the social-play item goes straight to the group page when the cart holds a syndicate share', async () => {
    const client = signedIn();
    answer(client, { partySessionDiscover: () => ({ result: [] }) });
    await renderApp('/social-play', client);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Social play' }).getAttribute('href')).toBe('/social-play');
    const cart = cartWith(1);
    client.cart.setState({ cart: { ...cart, cartItems: cart.cartItems.map((item) => ({ ...item, productType: 'syndicate_share' as const })) } });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Social play' }).getAttribute('href')).toBe('/lotto-party/group'));
  });
});
