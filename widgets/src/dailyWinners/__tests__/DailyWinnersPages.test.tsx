import '../../__tests__/testEnv';
import { membershipStore } from '@drawkit/sdk';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithDemo } from '../../__tests__/renderWithDemo';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../demo/demoCatalogue';
import type { DemoMembershipOptions } from '../../demo/demoMembership';
import { DailyWinnersDeposit } from '../DailyWinnersDeposit';
import { GiveawayPage } from '../GiveawayPage';
import { MembershipTiers } from '../MembershipTiers';
import { PastWinners } from '../PastWinners';

afterEach(cleanup);

async function signedIn(ui: React.ReactElement, membership: DemoMembershipOptions) {
  const view = renderWithDemo(<div />, { membership });
  await view.client.session.getState().init();
  await view.client.session.getState().login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  view.rerender(ui);
  return view;
}

describe('PastWinners', () => {
  it('"membership pagination limit 10": ten past giveaways with winners, then Load more', async () => {
    const { user, server } = renderWithDemo(<PastWinners />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Past winners' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Past giveaways' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    expect(screen.getByText('Showing 10 of 27')).toBeTruthy();
    expect(within(list).getAllByRole('list', { name: /^Winners of/ })[0]?.textContent).toMatch(/won \$100 credit/);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(20));
    const pages = server.requests.filter((r) => r.path === '/v3/draws').length;
    expect(pages).toBe(2);
  });

  it('filters by the config\'s past-draws types (monthly, daily)', async () => {
    const { user } = renderWithDemo(<PastWinners />);
    const monthly = await screen.findByRole('button', { name: 'Monthly' });
    await user.click(monthly);
    expect(monthly.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByText('Showing 3 of 3')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('GiveawayPage', () => {
  it('a paid giveaway shows its prizes and winners', async () => {
    renderWithDemo(<GiveawayPage giveawayType="monthly" drawNumber="11" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Monthly $5,000 giveaway' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Prizes' })).toBeTruthy();
    const winners = screen.getByRole('list', { name: 'Winners' });
    expect(winners.textContent).toMatch(/Jo W\. \(VIC\) won \$5,000 cash \(\$5,000\.00\)/);
  });

  it('a free member sees the locked content while the entry is locked, and unlocks it', async () => {
    const { user, client } = await signedIn(<GiveawayPage giveawayType="monthly" drawNumber="12" />, { status: 'member', tier: 'free' });
    expect(await screen.findByText('Unlock your entry to take part in this giveaway.')).toBeTruthy();
    expect(screen.getByText('Entry locked')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Daily Winners' }).getAttribute('data-cta')).toBe('freeLocked');
    await user.click(screen.getAllByRole('button', { name: 'Unlock entry' })[0]!);
    expect(await screen.findByText('Your entry in Monthly $5,000 giveaway is unlocked.')).toBeTruthy();
    expect(screen.getByText('$5,000 cash to one member.')).toBeTruthy();
    expect(membershipStore(client).getState().giveawayDynamicContent.monthly?.['12']?.entryStatus).toBe('unlocked');
  });

  it('a preview is found by its external id; an unknown type is not found', async () => {
    renderWithDemo(<GiveawayPage giveawayType="preview" drawNumber="summer-preview" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Summer giveaway preview' })).toBeTruthy();
    cleanup();
    renderWithDemo(<GiveawayPage giveawayType="weekly" drawNumber="1" />);
    expect(screen.getByRole('alert').textContent).toContain('This giveaway could not be found.');
  });

  it('a draw number that does not exist says so', async () => {
    renderWithDemo(<GiveawayPage giveawayType="monthly" drawNumber="999" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This giveaway could not be found.');
  });
});

describe('MembershipTiers', () => {
  it('shows free and premium with their prices; premium goes into the cart as a membership item', async () => {
    const onAdded = vi.fn();
    const { user, client } = await signedIn(<MembershipTiers onAdded={onAdded} />, { status: 'member', tier: 'free' });
    const premium = await screen.findByRole('listitem', { name: 'Premium' });
    expect(within(premium).getByText('$5.00 a month')).toBeTruthy();
    expect(within(premium).getByText('10% off lotto tickets')).toBeTruthy();
    const free = screen.getByRole('listitem', { name: 'Free' });
    expect(within(free).getByText('Free', { selector: 'strong' })).toBeTruthy();
    await waitFor(() => expect(within(free).getByText('Your tier')).toBeTruthy());
    await user.click(within(premium).getByRole('button', { name: 'Add Premium to cart' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    const item = client.cart.getState().cart?.cartItems[0];
    expect(item?.productType).toBe('membership');
    expect(item?.unitPrice.amount).toBe(500);
    expect(screen.getByText('Premium membership added to your cart.')).toBeTruthy();
  });

  it('a visitor choosing the free tier is sent to sign in', async () => {
    const onSignIn = vi.fn();
    const { user } = renderWithDemo(<MembershipTiers onSignIn={onSignIn} />);
    await user.click(await screen.findByRole('button', { name: 'Join for free' }));
    expect(onSignIn).toHaveBeenCalled();
  });
});

describe('DailyWinnersDeposit', () => {
  it('tells a pending-deposit customer the minimum deposit and links to /deposit', async () => {
    await signedIn(<DailyWinnersDeposit />, { status: 'pending-deposit' });
    expect(await screen.findByRole('heading', { level: 2, name: 'One deposit to go' })).toBeTruthy();
    expect(await screen.findByText('$10.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a deposit' }).getAttribute('href')).toBe('/deposit');
  });

  it('a member needs no deposit', async () => {
    await signedIn(<DailyWinnersDeposit />, { status: 'member', tier: 'free' });
    expect(await screen.findByText('No deposit is needed: you are a free member.')).toBeTruthy();
  });
});
