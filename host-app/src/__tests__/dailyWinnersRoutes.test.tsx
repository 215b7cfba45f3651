import { membershipStore, type Capabilities, type DrawkitClient, type GiveawayDraw } from '@drawkit/sdk';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, startedClient } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@drawkit/widgets')>();
  const stubbed = (await import('./widgetStubs')).stubWidgets(actual);
  // The daily-winners widgets as stand-ins showing their props; their links go through onNavigate.
  const stub = (name: string) =>
    function DailyWinnersStub(props: Record<string, unknown>) {
      const plain = Object.fromEntries(Object.entries(props).filter(([, value]) => typeof value !== 'function'));
      return (
        <div data-testid="widget" data-widget={name} data-props={JSON.stringify(plain)}>
          {name}
          <button type="button" onClick={() => (props.onNavigate as (href: string) => void)('/daily-winners/winners')}>
            Stub: winners
          </button>
          <button type="button" onClick={() => (props.onSignIn as () => void)()}>
            Stub: sign in
          </button>
        </div>
      );
    };
  return {
    ...stubbed,
    DailyWinners: stub('DailyWinners'),
    PastWinners: stub('PastWinners'),
    DailyWinnersDeposit: stub('DailyWinnersDeposit'),
    GiveawayPage: stub('GiveawayPage'),
    MembershipTiers: stub('MembershipTiers'),
  };
});

afterEach(cleanup);

function withCapabilities(client: DrawkitClient, capabilities: string[]): DrawkitClient {
  const segments: Capabilities = { defaultSegment: 'default', segments: [{ name: 'default', capabilities }] };
  client.session.setState({ capabilities: segments });
  return client;
}

// Lazy pages load slower while other suites run: allow them a few seconds.
const widget = () => screen.findByTestId('widget', {}, { timeout: 5000 });
const props = async () => JSON.parse((await widget()).getAttribute('data-props') ?? '{}') as Record<string, unknown>;

describe('daily-winners routes (shop-specialised §2 "Daily-winners programme")', () => {
  it('"Need the membership-programme capability": each page mounts its widget', async () => {
    const pages: [string, string, Record<string, unknown>][] = [
      ['/daily-winners', 'DailyWinners', { titleLevel: 1 }],
      ['/daily-winners/winners', 'PastWinners', { titleLevel: 1 }],
      ['/daily-winners/deposit', 'DailyWinnersDeposit', { titleLevel: 1 }],
      ['/daily-winners/giveaways/monthly/12', 'GiveawayPage', { giveawayType: 'monthly', drawNumber: '12' }],
      ['/daily-winners/giveaways/preview/summer-preview', 'GiveawayPage', { giveawayType: 'preview', drawNumber: 'summer-preview' }],
      ['/daily-winners/membership-tiers', 'MembershipTiers', { titleLevel: 1 }],
    ];
    for (const [path, name, expected] of pages) {
      await renderApp(path, withCapabilities(startedClient(), ['membership-programme', 'membership-purchase']));
      expect((await widget()).getAttribute('data-widget')).toBe(name);
      expect(await props()).toMatchObject(expected);
      cleanup();
    }
  });

  it('without the membership-programme capability every daily-winners page is the 404', async () => {
    for (const path of ['/daily-winners', '/daily-winners/winners', '/daily-winners/giveaways/daily/3']) {
      await renderApp(path, withCapabilities(startedClient(), ['membership-purchase']));
      expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
      expect(screen.queryByTestId('widget')).toBeNull();
      cleanup();
    }
  });

  it('"tiers also needs the membership-purchase capability"', async () => {
    await renderApp('/daily-winners/membership-tiers', withCapabilities(startedClient(), ['membership-programme']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  });

  it('links go through the router, and joining signed out goes to /login with a way back', async () => {
    const { router } = await renderApp('/daily-winners', withCapabilities(startedClient(), ['membership-programme']));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Stub: sign in' }, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
    expect(router.state.location.search).toBe('?redirect=%2Fdaily-winners');
    await router.navigate('/daily-winners');
    await screen.findByRole('button', { name: 'Stub: winners' }, { timeout: 15_000 });
    // In a full run the first click is now and then lost to a re-render of the page (the layout's lazy
    // parts arriving): click the button as it is now until the router has moved.
    await waitFor(
      async () => {
        if (router.state.location.pathname !== '/daily-winners/winners') await user.click(screen.getByRole('button', { name: 'Stub: winners' }));
        expect(router.state.location.pathname).toBe('/daily-winners/winners');
      },
      { timeout: 15_000 },
    );
    expect(router.state.matches.at(-1)?.route.id).toBe('daily-winners-winners');
  });
});

function major(entryStatus: GiveawayDraw['entryStatus']): GiveawayDraw {
  return {
    id: 'gw-major-4',
    externalId: 'major-4',
    type: 'major',
    number: 4,
    title: 'Major car giveaway',
    description: '',
    images: { mobile: '', desktop: '' },
    lockedContent: null,
    openTime: '2026-11-01T00:00:00.000Z',
    closeTime: '2099-01-01T00:00:00.000Z',
    state: 'DRAW_OPEN',
    pill: null,
    details: null,
    availability: 'available',
    permits: [],
    entryStatus,
    numberOfEntriesText: '',
    giveawayTier: 'free',
    prizes: [],
    winners: [],
  };
}

const NAV_TEXT = { anonymous: 'Daily Winners', 'non-member': 'Join Daily Winners', draw_locked: 'Unlock your entry', draw_unlocked: 'You are in' };

/** A client whose membership store already holds the config's navigation texts and the customer's status. */
function membershipClient(state: { signedIn?: boolean; status?: 'member' | 'non-member' | null; major?: GiveawayDraw['entryStatus']; visited?: boolean }) {
  const client = withCapabilities(startedClient({ signedIn: state.signedIn ?? false }), ['commercial-lotteries', 'membership-programme']);
  membershipStore(client).setState({
    programConfig: { navigationItems: { items: [], text: NAV_TEXT } } as never,
    programConfigStatus: 'succeeded',
    membershipStatus: state.status ?? null,
    customerStatus: state.status ? 'succeeded' : 'idle',
    upcomingDraws: state.major === undefined ? [] : [major(state.major)],
    upcomingStatus: state.major === undefined ? 'idle' : 'succeeded',
    visited: state.visited ?? false,
  });
  return client;
}

describe('the daily-winners navigation item (shop-specialised §4)', () => {
  it('"Navigation text by status: anonymous, non-member, draw_locked, draw_unlocked"', async () => {
    const cases: [Parameters<typeof membershipClient>[0], string][] = [
      [{}, 'Daily Winners'],
      [{ signedIn: true, status: 'non-member' }, 'Join Daily Winners'],
      [{ signedIn: true, status: 'member', major: 'locked' }, 'Unlock your entry'],
      [{ signedIn: true, status: 'member', major: 'guaranteed' }, 'You are in'],
    ];
    for (const [state, text] of cases) {
      await renderApp('/', membershipClient(state));
      const item = await screen.findByTestId('membership-nav');
      expect(item.textContent).toMatch(new RegExp(`^${text}`));
      expect(item.getAttribute('href')).toBe('/daily-winners');
      cleanup();
    }
  });

  it('"shows a dot when the membership page is not yet visited and the customer is a non-member or logged out, or is a member whose major entry status is locked"', async () => {
    const cases: [Parameters<typeof membershipClient>[0], boolean][] = [
      [{}, true],
      [{ signedIn: true, status: 'non-member' }, true],
      [{ signedIn: true, status: 'member', major: 'locked' }, true],
      [{ signedIn: true, status: 'member', major: 'unlocked' }, false],
      [{ visited: true }, false],
      [{ signedIn: true, status: 'member', major: 'locked', visited: true }, false],
    ];
    for (const [state, dot] of cases) {
      await renderApp('/', membershipClient(state));
      await screen.findByTestId('membership-nav');
      expect(screen.queryByTestId('membership-nav-dot') !== null).toBe(dot);
      cleanup();
    }
  });

  it('is not shown without the membership-programme capability', async () => {
    await renderApp('/', withCapabilities(startedClient(), ['commercial-lotteries']));
    expect(screen.queryByTestId('membership-nav')).toBeNull();
  });
});
