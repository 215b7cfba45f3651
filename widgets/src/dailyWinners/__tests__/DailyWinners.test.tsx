import { membershipStore } from '@drawkit/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createShopClient, lastRequest, openRealShop, renderWithShop, SHOP_EMAIL, SHOP_PASSWORD, type ShopGate, signInAs } from '../../__tests__/realShop';
import { joinAs, MEMBER_EMAIL, pendingDepositCustomer, premiumMember } from '../../__tests__/shopMembers';
import { DailyWinners } from '../DailyWinners';

const shop = openRealShop();

// The shop's giveaways at TEST_NOW (Wednesday 11 March 2026): today's and tomorrow's dailies, the
// March and April monthlies, the Q1 and Q2 majors, a Premium special and a preview.
const MARCH_MONTHLY = 'March 2026 $10,000 giveaway';

/** Renders the page for `email` signed in (password `drawkit-demo-1` unless given), once the membership has loaded. */
async function renderSignedIn(email: string, props: Parameters<typeof DailyWinners>[0] = {}, options: { password?: string; gate?: ShopGate } = {}) {
  const { client, requests } = createShopClient(shop, options.gate ? { gate: options.gate } : {});
  await signInAs(client, email, options.password);
  const view = renderWithShop(shop, <DailyWinners {...props} />, { client });
  await screen.findByRole('heading', { name: 'Current giveaways' });
  await screen.findByRole('region', { name: 'Daily giveaways' });
  await waitFor(() => expect(membershipStore(client).getState().customerStatus).toBe('succeeded'));
  return { ...view, requests };
}

const cta = () => screen.getByRole('complementary', { name: 'Daily Winners' }).getAttribute('data-cta');

describe('DailyWinners programme page', () => {
  it('shows the programme to a visitor: title, status, current giveaways by type, how it works, FAQ, terms and disclaimer', async () => {
    const { client } = renderWithShop(shop, <DailyWinners />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Daily Winners' })).toBeTruthy();
    expect(screen.getByTestId('membership-status').textContent).toBe('Not logged in');
    const current = await screen.findByRole('region', { name: 'Daily giveaways' });
    expect(within(current).getByRole('heading', { name: 'Daily $500 giveaway: 11 March 2026' })).toBeTruthy();
    expect(within(current).getByRole('heading', { name: 'Daily $500 giveaway: 12 March 2026' })).toBeTruthy();
    for (const type of ['Monthly', 'Major', 'Special', 'Preview']) expect(screen.getByRole('region', { name: `${type} giveaways` })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Monthly giveaways' })).getByRole('heading', { name: MARCH_MONTHLY })).toBeTruthy();
    // Anonymous visitors have no entries: no entry badges, no Unlock.
    expect(screen.queryByText('Entry locked')).toBeNull();
    expect(screen.queryByRole('button', { name: /Unlock entry/ })).toBeNull();
    const video = screen.getByRole('link', { name: /Watch how it works/ });
    expect(video.getAttribute('href')).toBe('https://www.youtube-nocookie.com/embed/Dw7kDailyWn?autoplay=1');
    expect(screen.getByText('Does Daily Winners cost anything?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Daily Winners terms and conditions' }).getAttribute('href')).toBe('/about/terms-and-conditions#daily_winners_terms');
    expect(screen.getByText(/Daily Winners giveaways are trade promotions/)).toBeTruthy();
    // Sticky call to action: "non-member with free giveaway gives joinAll".
    await waitFor(() => expect(cta()).toBe('joinAll'));
    // Seeing the page clears the navigation dot.
    expect(membershipStore(client).getState().visited).toBe(true);
  });

  it('titled by the page\'s h1, its sections are h2 and their parts h3: no heading level is skipped', async () => {
    renderWithShop(shop, <DailyWinners titleLevel={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Winners' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Daily giveaways' });
    for (const name of ['Your membership', 'Current giveaways', 'Frequently asked questions']) expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Daily giveaways' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Monthly giveaways' })).getByRole('heading', { level: 3, name: MARCH_MONTHLY })).toBeTruthy();
    // Each heading is at most one level below the one before it.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.every((level, i) => i === 0 || level <= (levels[i - 1] as number) + 1)).toBe(true);
  });

  it('a visitor who asks to join signs in here and is joined at once (PUT /membership)', async () => {
    const { requests, user } = renderWithShop(shop, <DailyWinners joinMetadata={{ source: 'test' }} />);
    await user.click(await screen.findByRole('button', { name: 'Join now' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText(/Email/), SHOP_EMAIL);
    await user.type(within(form).getByLabelText(/Password/), SHOP_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('membership-status').textContent).toBe('Free member'));
    const join = lastRequest(requests, 'PUT', /\/membership$/);
    expect(join.body).toEqual({ membershipProgram: 'daily_winners', membershipStatus: 'member', metadata: { source: 'test' } });
    expect(join.status).toBe(200);
    expect(await screen.findByText('Welcome to Daily Winners: you are now a member.')).toBeTruthy();
    expect(await screen.findAllByText('Entry locked')).not.toHaveLength(0);
  });

  it('a signed-in non-member joins with one click and gets a guaranteed daily entry', async () => {
    const { user } = await renderSignedIn('demo-account@drawkit.test');
    expect(screen.getByTestId('membership-status').textContent).toBe('Not a member yet');
    await user.click(screen.getByRole('button', { name: 'Join now' }));
    await waitFor(() => expect(screen.getByTestId('membership-status').textContent).toBe('Free member'));
    const daily = screen.getByRole('region', { name: 'Daily giveaways' });
    await waitFor(() => expect(within(daily).getAllByText('Guaranteed entry')).toHaveLength(2));
  });

  it('a free member unlocks the monthly entry: pending, then resolved, announced in the live region', async () => {
    const { requests, user, client } = await renderSignedIn(MEMBER_EMAIL);
    const monthly = await screen.findByRole('region', { name: 'Monthly giveaways' });
    const march = within(monthly).getByRole('article', { name: MARCH_MONTHLY });
    expect(await within(march).findByText('Entry locked')).toBeTruthy();
    // The featured giveaway is the first monthly: "free tier ... gives freeLocked if monthly or major and locked".
    await waitFor(() => expect(cta()).toBe('freeLocked'));
    await user.click(within(march).getByRole('button', { name: `Unlock entry in ${MARCH_MONTHLY}` }));
    expect(await screen.findByText(`Your entry in ${MARCH_MONTHLY} is unlocked.`)).toBeTruthy();
    expect(within(march).getByText('Entry unlocked')).toBeTruthy();
    const unlock = lastRequest(requests, 'PUT', /^\/v3\/draws\//);
    expect(unlock).toMatchObject({ path: '/v3/draws/daily_winners-monthly-27', status: 200, body: { entryStatus: 'unlocked' } });
    expect(membershipStore(client).getState().unlockRequests['daily_winners-monthly-27']).toBe('resolved');
    // The April monthly stays locked: only the one asked for was unlocked.
    expect(within(within(monthly).getByRole('article', { name: 'April 2026 $10,000 giveaway' })).getByText('Entry locked')).toBeTruthy();
    // "... else joinPremium".
    await waitFor(() => expect(cta()).toBe('joinPremium'));
  });

  it('shows a failed call\'s message, "An unknown error occurred" when the server gives none', async () => {
    expect(await joinAs(shop, 'demo-party-host@drawkit.test')).toBe('member');
    let failNext = false;
    const gate: ShopGate = (request) => {
      if (failNext && request.method === 'PUT') throw new Error('connection reset');
      return undefined;
    };
    const { user } = await renderSignedIn('demo-party-host@drawkit.test', {}, { gate });
    const monthly = await screen.findByRole('region', { name: 'Monthly giveaways' });
    failNext = true;
    await user.click(within(monthly).getByRole('button', { name: `Unlock entry in ${MARCH_MONTHLY}` }));
    expect((await screen.findByRole('alert')).textContent).toContain('An unknown error occurred');
    expect(screen.getByText(`Your entry in ${MARCH_MONTHLY} could not be unlocked.`)).toBeTruthy();
    expect(within(within(monthly).getByRole('article', { name: MARCH_MONTHLY })).getByText('Entry locked')).toBeTruthy();
  });

  it('a premium member opens member benefits: the browser goes to the single sign-on address', async () => {
    await premiumMember(shop, 'demo-party-guest@drawkit.test');
    const onRedirect = vi.fn();
    const { user } = await renderSignedIn('demo-party-guest@drawkit.test', { onRedirect });
    expect(screen.getByTestId('membership-status').textContent).toBe('Premium member');
    // A month of Premium bought today renews in a month, from the wallet.
    expect(screen.getByTestId('membership-renewal').textContent).toMatch(/^Premium renews on .+ April 2026 for \$5\.00 from your wallet\.$/);
    await waitFor(() => expect(cta()).toBe('premium'));
    await user.click(screen.getByRole('button', { name: 'Manage membership' }));
    await waitFor(() => expect(onRedirect).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/localhost:8080\/benefits\/sso\?/)));
    // The address is the shop's real, single-use sign-on page for this member.
    const address = new URL(onRedirect.mock.calls[0]?.[0] as string);
    const landing = await shop.app.inject({ method: 'GET', url: address.pathname + address.search });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('Member benefits');
  });

  it('a pending-deposit customer is shown the minimum deposit and the deposit page', async () => {
    const customer = await pendingDepositCustomer(shop);
    await renderSignedIn(customer.email, { depositHref: '/deposit' }, { password: customer.password });
    expect(screen.getByTestId('membership-status').textContent).toBe('Waiting for your first deposit');
    expect(screen.getByText('$10.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit now' }).getAttribute('href')).toBe('/deposit');
  });

  it('hands links to onNavigate (a host router) instead of following them', async () => {
    const onNavigate = vi.fn();
    const { user } = renderWithShop(shop, <DailyWinners onNavigate={onNavigate} />);
    await user.click(await screen.findByRole('link', { name: MARCH_MONTHLY }));
    expect(onNavigate).toHaveBeenCalledWith('/daily-winners/giveaways/monthly/27');
    await user.click(screen.getByRole('link', { name: 'See past winners' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/daily-winners/winners');
  });
});
