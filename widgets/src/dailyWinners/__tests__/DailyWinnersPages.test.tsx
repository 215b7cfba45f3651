import { formatMoney, type GiveawayDraw, membershipStore } from '@drawkit/sdk';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createShopClient, openRealShop, renderWithShop, signInAs } from '../../__tests__/realShop';
import { MEMBER_EMAIL, pendingDepositCustomer } from '../../__tests__/shopMembers';
import { DailyWinnersDeposit } from '../DailyWinnersDeposit';
import { GiveawayPage } from '../GiveawayPage';
import { MembershipTiers } from '../MembershipTiers';
import { PastWinners } from '../PastWinners';

const shop = openRealShop();

async function signedIn(ui: ReactElement, email: string, password?: string) {
  const { client, requests } = createShopClient(shop);
  await signInAs(client, email, password);
  return { ...renderWithShop(shop, ui, { client }), requests };
}

/** The shop's past giveaways (newest first), as a visitor reads them. */
async function pastGiveaways(query = ''): Promise<{ draws: GiveawayDraw[]; total: number }> {
  const answer = await shop.client.call('GET', `/v3/draws?when=past&limit=50${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.data.result;
}

describe('PastWinners', () => {
  it('"membership pagination limit 10": ten past giveaways with winners, then Load more', async () => {
    // The seed's past giveaways: a week of dailies, two monthlies, a major and a special, all drawn.
    const past = await pastGiveaways();
    expect(past.total).toBeGreaterThan(10);
    const { user, requests } = renderWithShop(shop, <PastWinners />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Past winners' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Past giveaways' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    expect(screen.getByText(`Showing 10 of ${past.total}`)).toBeTruthy();
    // Newest first: yesterday's daily, won by one member.
    const [newest] = past.draws;
    expect(within(list).getAllByRole('heading')[0]?.textContent).toBe('Daily $500 giveaway: 10 March 2026');
    expect(within(list).getAllByRole('list', { name: /^Winners of/ })[0]?.textContent).toBe(`${newest?.winners[0]?.displayName} (${newest?.winners[0]?.region}) won $500 cash ($500.00)`);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(Math.min(20, past.total)));
    const pages = requests.filter((r) => r.method === 'GET' && r.path === '/v3/draws' && r.query.get('when') === 'past');
    expect(pages.map((r) => r.query.get('offset'))).toEqual(['0', '10']);
  });

  it('filters by the config\'s past-draws types (monthly, daily)', async () => {
    const monthlies = await pastGiveaways('&type=monthly');
    const { user } = renderWithShop(shop, <PastWinners />);
    const monthly = await screen.findByRole('button', { name: 'Monthly' });
    expect(screen.getByRole('button', { name: 'Daily' })).toBeTruthy();
    await user.click(monthly);
    expect(monthly.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByText(`Showing ${monthlies.total} of ${monthlies.total}`)).toBeTruthy());
    expect(monthlies.total).toBe(2);
    const list = screen.getByRole('list', { name: 'Past giveaways' });
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(['February 2026 $10,000 giveaway', 'January 2026 $10,000 giveaway']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('GiveawayPage', () => {
  it('a paid giveaway shows its prizes and winners', async () => {
    // February 2026's monthly: $10,000 and two $1,000 runner-up prizes, drawn among the seeded members.
    const [february] = (await pastGiveaways('&type=monthly')).draws;
    expect(february?.number).toBe(26);
    // Two prizes share a name: React must not see duplicate keys (it warns, and may drop one on update).
    const reactErrors = vi.spyOn(console, 'error');
    onTestFinished(() => reactErrors.mockRestore());
    renderWithShop(shop, <GiveawayPage giveawayType="monthly" drawNumber="26" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'February 2026 $10,000 giveaway' })).toBeTruthy();
    const prizes = screen.getByRole('heading', { name: 'Prizes' }).nextElementSibling as HTMLElement;
    expect(within(prizes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['$10,000 cash ($10,000.00)', '$1,000 cash ($1,000.00)', '$1,000 cash ($1,000.00)']);
    const winners = within(screen.getByRole('list', { name: 'Winners' })).getAllByRole('listitem');
    expect(winners.map((li) => li.textContent)).toEqual(
      (february?.winners ?? []).map((w) => `${w.displayName} (${w.region}) won ${w.prize.name} (${formatMoney(w.prize.value)})`),
    );
    expect(winners[0]?.textContent).toMatch(/^[A-Z][a-z]+ [A-Z]\. \([A-Z]{2,3}\) won \$10,000 cash \(\$10,000\.00\)$/);
    expect(reactErrors).not.toHaveBeenCalled();
  });

  it('a free member sees the locked content while the entry is locked, and unlocks it', async () => {
    const { user, client } = await signedIn(<GiveawayPage giveawayType="monthly" drawNumber="27" />, MEMBER_EMAIL);
    expect(await screen.findByText('Unlock your free entry to go in the draw for $10,000 cash this March.')).toBeTruthy();
    expect(screen.getByText('Entry locked')).toBeTruthy();
    // The bar draws once the programme's config and the customer's membership are in, which may be after the giveaway's content.
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'Daily Winners' }).getAttribute('data-cta')).toBe('freeLocked'));
    await user.click(screen.getAllByRole('button', { name: 'Unlock entry' })[0]!);
    expect(await screen.findByText('Your entry in March 2026 $10,000 giveaway is unlocked.')).toBeTruthy();
    expect(screen.getByText('$10,000 cash and two $1,000 runner-up prizes, drawn at 8 pm AEST on the last day of March 2026.')).toBeTruthy();
    expect(membershipStore(client).getState().giveawayDynamicContent.monthly?.['27']?.entryStatus).toBe('unlocked');
  });

  it('a preview is found by its external id; an unknown type is not found', async () => {
    renderWithShop(shop, <GiveawayPage giveawayType="preview" drawNumber="dw-preview-1" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sneak peek: win a tiny home' })).toBeTruthy();
    cleanup();
    renderWithShop(shop, <GiveawayPage giveawayType="weekly" drawNumber="1" />);
    expect(screen.getByRole('alert').textContent).toContain('This giveaway could not be found.');
  });

  it('a draw number that does not exist says so', async () => {
    renderWithShop(shop, <GiveawayPage giveawayType="monthly" drawNumber="999" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This giveaway could not be found.');
  });
});

describe('MembershipTiers', () => {
  it('shows free and premium with their prices; premium goes into the cart as a membership item', async () => {
    const onAdded = vi.fn();
    const { user, client } = await signedIn(<MembershipTiers onAdded={onAdded} />, MEMBER_EMAIL);
    const premium = await screen.findByRole('listitem', { name: 'Daily Winners Premium' });
    expect(within(premium).getByText('$5.00 a month')).toBeTruthy();
    expect(within(premium).getByText('Premium members get 10% off raffle tickets')).toBeTruthy();
    const free = screen.getByRole('listitem', { name: 'Daily Winners' });
    expect(within(free).getByText('Free', { selector: 'strong' })).toBeTruthy();
    await waitFor(() => expect(within(free).getByText('Your tier')).toBeTruthy());
    await user.click(within(premium).getByRole('button', { name: 'Add Daily Winners Premium to cart' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    const item = client.cart.getState().cart?.cartItems[0];
    expect(item?.productType).toBe('membership');
    expect(item?.unitPrice.amount).toBe(500);
    expect(screen.getByText('Daily Winners Premium membership added to your cart.')).toBeTruthy();
  });

  it('a visitor choosing the free tier is sent to sign in', async () => {
    const onSignIn = vi.fn();
    const { user } = renderWithShop(shop, <MembershipTiers onSignIn={onSignIn} />);
    await user.click(await screen.findByRole('button', { name: 'Join for free' }));
    expect(onSignIn).toHaveBeenCalled();
  });
});

describe('DailyWinnersDeposit', () => {
  it('tells a pending-deposit customer the minimum deposit and links to /deposit', async () => {
    const customer = await pendingDepositCustomer(shop);
    await signedIn(<DailyWinnersDeposit />, customer.email, customer.password);
    expect(await screen.findByRole('heading', { level: 2, name: 'Make your first deposit to start winning' })).toBeTruthy();
    expect(await screen.findByText('$10.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit now' }).getAttribute('href')).toBe('/deposit');
  });

  it('a member needs no deposit', async () => {
    await signedIn(<DailyWinnersDeposit />, MEMBER_EMAIL);
    expect(await screen.findByText('No deposit is needed: you are a free member.')).toBeTruthy();
  });
});
