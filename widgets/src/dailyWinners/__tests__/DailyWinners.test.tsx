import '../../__tests__/testEnv';
import { membershipStore } from '@drawkit/sdk';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithDemo } from '../../__tests__/renderWithDemo';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../demo/demoCatalogue';
import type { DemoMembershipOptions } from '../../demo/demoMembership';
import { DailyWinners } from '../DailyWinners';

afterEach(cleanup);

async function signIn(client: ReturnType<typeof renderWithDemo>['client']) {
  await client.session.getState().init();
  await client.session.getState().login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
}

async function renderSignedIn(membership: DemoMembershipOptions, props: Parameters<typeof DailyWinners>[0] = {}) {
  const view = renderWithDemo(<div />, { membership });
  await signIn(view.client);
  view.rerender(<DailyWinners {...props} />);
  await screen.findByRole('heading', { name: 'Current giveaways' });
  await screen.findByRole('region', { name: 'Daily giveaways' });
  await waitFor(() => expect(membershipStore(view.client).getState().customerStatus).toBe('succeeded'));
  return view;
}

describe('DailyWinners programme page', () => {
  it('shows the programme to a visitor: title, status, current giveaways by type, how it works, FAQ, terms and disclaimer', async () => {
    const { client } = renderWithDemo(<DailyWinners />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Daily Winners' })).toBeTruthy();
    expect(screen.getByTestId('membership-status').textContent).toBe('Not logged in');
    const current = await screen.findByRole('region', { name: 'Daily giveaways' });
    expect(within(current).getByRole('heading', { name: 'Daily $100 giveaway' })).toBeTruthy();
    for (const type of ['Monthly', 'Major', 'Special', 'Preview']) expect(screen.getByRole('region', { name: `${type} giveaways` })).toBeTruthy();
    // Anonymous visitors have no entries: no entry badges, no Unlock.
    expect(screen.queryByText('Entry locked')).toBeNull();
    expect(screen.queryByRole('button', { name: /Unlock entry/ })).toBeNull();
    const video = screen.getByRole('link', { name: /Watch how it works/ });
    expect(video.getAttribute('href')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(screen.getByText('Does it cost anything?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Daily Winners terms and conditions' }).getAttribute('href')).toBe('/about/terms-and-conditions#daily-winners-terms');
    expect(screen.getByText(/Giveaways are drawn at random/)).toBeTruthy();
    // Sticky call to action: "non-member with free giveaway gives joinAll".
    expect(screen.getByRole('complementary', { name: 'Daily Winners' }).getAttribute('data-cta')).toBe('joinAll');
    // Seeing the page clears the navigation dot.
    expect(membershipStore(client).getState().visited).toBe(true);
  });

  it('a visitor who asks to join signs in here and is joined at once (PUT /membership)', async () => {
    const { server, user } = renderWithDemo(<DailyWinners joinMetadata={{ source: 'test' }} />);
    await user.click(await screen.findByRole('button', { name: 'Join now' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText(/Email/), DEMO_EMAIL);
    await user.type(within(form).getByLabelText(/Password/), DEMO_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('membership-status').textContent).toBe('Free member'));
    const join = server.requests.find((r) => r.method === 'PUT' && r.path === '/membership');
    expect(join?.body).toEqual({ membershipProgram: 'daily_winners', membershipStatus: 'member', metadata: { source: 'test' } });
    expect(await screen.findByText('Welcome to Daily Winners: you are now a member.')).toBeTruthy();
    expect(await screen.findAllByText('Entry locked')).not.toHaveLength(0);
  });

  it('a signed-in non-member joins with one click and gets a guaranteed daily entry', async () => {
    const { user } = await renderSignedIn({});
    expect(screen.getByTestId('membership-status').textContent).toBe('Not a member yet');
    await user.click(screen.getByRole('button', { name: 'Join now' }));
    await waitFor(() => expect(screen.getByTestId('membership-status').textContent).toBe('Free member'));
    const daily = screen.getByRole('region', { name: 'Daily giveaways' });
    expect(await within(daily).findByText('Guaranteed entry')).toBeTruthy();
  });

  it('a free member unlocks the monthly entry: pending, then resolved, announced in the live region', async () => {
    const { server, user, client } = await renderSignedIn({ status: 'member', tier: 'free' });
    const monthly = await screen.findByRole('region', { name: 'Monthly giveaways' });
    expect(await within(monthly).findByText('Entry locked')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Daily Winners' }).getAttribute('data-cta')).toBe('freeLocked');
    await user.click(within(monthly).getByRole('button', { name: /Unlock entry/ }));
    expect(await screen.findByText('Your entry in Monthly $5,000 giveaway is unlocked.')).toBeTruthy();
    expect(within(monthly).getByText('Entry unlocked')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'PUT' && r.path === '/v3/draws/gw-monthly-12')).toBe(true);
    expect(membershipStore(client).getState().unlockRequests['gw-monthly-12']).toBe('resolved');
    // "free tier with free giveaway gives freeLocked if monthly or major and locked, else joinPremium"
    expect(screen.getByRole('complementary', { name: 'Daily Winners' }).getAttribute('data-cta')).toBe('joinPremium');
  });

  it('shows a failed call\'s message, "An unknown error occurred" when the server gives none', async () => {
    let failNext = false;
    const view = renderWithDemo(<div />, {
      membership: { status: 'member', tier: 'free' },
      gate: (request) => {
        if (failNext && request.method === 'PUT') throw new Error('connection reset');
      },
    });
    await signIn(view.client);
    view.rerender(<DailyWinners />);
    const monthly = await screen.findByRole('region', { name: 'Monthly giveaways' });
    failNext = true;
    await view.user.click(within(monthly).getByRole('button', { name: /Unlock entry/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('An unknown error occurred');
    expect(screen.getByText('Your entry in Monthly $5,000 giveaway could not be unlocked.')).toBeTruthy();
  });

  it('a premium member opens member benefits: the browser goes to the single sign-on address', async () => {
    const onRedirect = vi.fn();
    const { user } = await renderSignedIn({ status: 'member', tier: 'premium' }, { onRedirect });
    expect(screen.getByTestId('membership-status').textContent).toBe('Premium member');
    expect(screen.getByTestId('membership-renewal').textContent).toMatch(/^Premium renews on .+ for \$5\.00 from your wallet\.$/);
    expect(screen.getByRole('complementary', { name: 'Daily Winners' }).getAttribute('data-cta')).toBe('premium');
    await user.click(screen.getByRole('button', { name: 'Member benefits' }));
    await waitFor(() => expect(onRedirect).toHaveBeenCalledWith('https://demo.drawkit.test/benefits/sso?token=demo'));
  });

  it('a pending-deposit customer is shown the minimum deposit and the deposit page', async () => {
    await renderSignedIn({ status: 'pending-deposit' }, { depositHref: '/deposit' });
    expect(screen.getByTestId('membership-status').textContent).toBe('Waiting for your first deposit');
    expect(screen.getByText('$10.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a deposit' }).getAttribute('href')).toBe('/deposit');
  });

  it('hands links to onNavigate (a host router) instead of following them', async () => {
    const onNavigate = vi.fn();
    const { user } = renderWithDemo(<DailyWinners onNavigate={onNavigate} />);
    await user.click(await screen.findByRole('link', { name: 'Monthly $5,000 giveaway' }));
    expect(onNavigate).toHaveBeenCalledWith('/daily-winners/giveaways/monthly/12');
    await user.click(screen.getByRole('link', { name: 'See past winners' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/daily-winners/winners');
  });
});
