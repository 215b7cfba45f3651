import { screen, waitFor, within } from '@testing-library/react';
import { addCartItemSchema } from '@drawkit/contract/schemas';
import { describe, expect, it, vi } from 'vitest';
import type { GameTypeKey } from '@drawkit/sdk';
import { openRealShop, renderWithShop, SHOP_EMAIL, SHOP_PASSWORD, type ShopRequest } from '../../__tests__/realShop';
import { setGames } from '../../__tests__/setGames';
import { TicketBuilder, type TicketBuilderProps } from '../TicketBuilder';

const shop = openRealShop();

async function renderOffer(offerKey: string, gameType?: GameTypeKey, props: Partial<TicketBuilderProps> = {}) {
  const view = renderWithShop(shop, <TicketBuilder offerKey={offerKey} {...(gameType ? { gameType } : {})} {...props} />);
  await screen.findByRole('region', { name: /ticket$/ });
  return view;
}

/** The add-to-cart body the shop received last: its zod schema accepts it and the shop took it. */
function lastAdd(requests: readonly ShopRequest[]) {
  const add = requests.filter((r) => r.method === 'POST' && /\/anon-cart\/[^/]+\/items$/.test(r.path)).at(-1);
  expect(add, 'an add-to-cart call').toBeDefined();
  expect(add?.status, JSON.stringify(add?.reply)).toBe(200);
  const parsed = addCartItemSchema.safeParse(add?.body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return add?.body as Record<string, unknown>;
}

const addButton = () => screen.getByRole('button', { name: /^(Add to cart|Pre-order)$/ });

/** Opens the collapsed draw options (they load on demand, outside the first download). */
async function openDrawOptions(user: { click: (element: Element) => Promise<void> }) {
  const toggle = await screen.findByRole('button', { name: 'Change draw options' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

describe('game type tabs', () => {
  it('shows only the game types the offer has, in the spec\'s order, and moves between them with the arrow keys', async () => {
    const { user } = await renderOffer('super_jackpot_lottery');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Standard', 'Systems', 'Powerhit', 'Powerpik', 'Powerhit super combo', 'Powerpik system']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText(/System 8: pick 8 numbers/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Systems' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Systems' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the game type the gameType prop names', async () => {
    await renderOffer('super_jackpot_lottery', 'powerpik');
    expect(screen.getByRole('tab', { name: 'Powerpik' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/we pick the Powerball for each entry \(PP\)/)).toBeInTheDocument();
  });
});

describe('each game type builds a request the server accepts', () => {
  it('reduced_system: a System 8 picks 8 numbers', async () => {
    const { user, requests } = await renderOffer('super_jackpot_lottery', 'reduced_system');
    await screen.findByText(/System 8: pick 8 numbers/);
    expect(screen.getByRole('group', { name: /Numbers: choose 8/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    await user.click(addButton());
    await screen.findByText('Your ticket has been added.');
    const body = lastAdd(requests);
    expect(body).toMatchObject({ gameType: 'reduced_system', gameOffer: 'super_jackpot_lottery_system_8', numDraws: 1 });
    expect((body['games'] as { Numbers: number[] }[])[0]?.Numbers).toHaveLength(8);
  });

  it('powerhit: Numbers only, every Powerball covered, shown as PH', async () => {
    const { user, requests } = await renderOffer('super_jackpot_lottery', 'powerhit');
    expect(await screen.findByText(/Powerball: every Powerball is covered/)).toBeInTheDocument();
    expect(screen.getByText('PH')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Powerball: choose/ })).toBeNull();
    const grid = screen.getByRole('group', { name: /Numbers: choose 7/ });
    // Keyboard only: Tab into the grid, then arrows and Space/Enter.
    within(grid).getByRole('button', { name: 'Number 1' }).focus();
    for (let i = 0; i < 7; i++) {
      await user.keyboard(i % 2 === 0 ? ' ' : '{Enter}');
      await user.keyboard('{ArrowRight}');
    }
    expect(screen.getByText(/Picked 7\. 7 of 7 numbers chosen\. Game 1 is complete\./)).toBeInTheDocument();
    await user.click(addButton());
    await screen.findByText('Your ticket has been added.');
    expect(lastAdd(requests)).toMatchObject({ gameType: 'powerhit', games: [{ Numbers: [1, 2, 3, 4, 5, 6, 7] }] });
  });

  it('powerpik: priced from the per-entry price list by entry count, Powerball left to the shop (PP)', async () => {
    const { user, requests } = await renderOffer('super_jackpot_lottery', 'powerpik');
    const entries = await screen.findByRole('combobox', { name: 'Entries' });
    // "Default price entry count is defaultEntryCount": 10 entries for $15.00.
    expect(entries).toHaveValue('10');
    expect(within(screen.getByText('Price').parentElement!).getByText('$15.00')).toBeInTheDocument();
    await user.selectOptions(entries, '5');
    expect(within(screen.getByText('Price').parentElement!).getByText('$8.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    await user.click(addButton());
    await screen.findByText('Your ticket has been added.');
    const body = lastAdd(requests);
    expect(body).toMatchObject({ gameType: 'powerpik', entryCount: 5 });
    expect(body['games']).toHaveLength(5);
    expect((body['games'] as { Powerball: unknown[] }[])[0]?.Powerball).toEqual([null]);
  });

  it('mega_combo: the combo is described and the shop picks every number', async () => {
    const { user, requests } = await renderOffer('mega_jackpot_lottery', 'mega_combo');
    expect(await screen.findByText(/One System 8 and ten standard games/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Numbers: choose/ })).toBeNull();
    expect(within(screen.getByText('Price').parentElement!).getByText('$27.00')).toBeInTheDocument();
    await user.click(addButton());
    await screen.findByText('Your ticket has been added.');
    expect(lastAdd(requests)).toMatchObject({ gameType: 'mega_combo', quickpick: true });
  });

  it('powerhit_super_combo: a combo of Powerhit entries, shop-picked, every Powerball covered (PH), priced per combo', async () => {
    const { user, requests } = await renderOffer('super_jackpot_lottery', 'powerhit_super_combo');
    expect(await screen.findByText(/One Powerhit System 8 and four Powerhit games: we pick every number and every Powerball is covered \(PH\)/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Numbers: choose/ })).toBeNull();
    expect(within(screen.getByText('Price').parentElement!).getByText('$415.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More games' }));
    expect(within(screen.getByText('Price').parentElement!).getByText('$830.00')).toBeInTheDocument();
    await user.click(addButton());
    await screen.findByText('Your ticket has been added.');
    const body = lastAdd(requests);
    expect(body).toMatchObject({ gameType: 'powerhit_super_combo', gameOffer: 'super_jackpot_lottery_powerhit_super_combo', quickpick: true });
    expect(body['games']).toHaveLength(2);
  });

  it('powerpik_system: a System 9 picks 9 numbers, the Powerball is left to the shop (PP)', async () => {
    const { user, requests } = await renderOffer('super_jackpot_lottery', 'powerpik_system');
    expect(await screen.findByText(/Powerpik System 8: pick 8 numbers/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'super_jackpot_lottery_powerpik_system_9');
    expect(await screen.findByText(/Powerpik System 9: pick 9 numbers; every combination of them is played and we pick the Powerball \(PP\)/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Numbers: choose 9/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Powerball: choose/ })).toBeNull();
    expect(screen.getByText('PP')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    expect(within(screen.getByText('Price').parentElement!).getByText('$57.60')).toBeInTheDocument();
    await user.click(addButton());
    await screen.findByText('Your ticket has been added.');
    const body = lastAdd(requests);
    expect(body).toMatchObject({ gameType: 'powerpik_system', gameOffer: 'super_jackpot_lottery_powerpik_system_9' });
    const [game] = body['games'] as { Numbers: number[]; Powerball: unknown[] }[];
    expect(game?.Numbers).toHaveLength(9);
    expect(game?.Powerball).toEqual([null]);
  });

  it('random and sequential (Super 66): random is shop-picked, sequential keeps the order of the picks', async () => {
    const { user, requests } = await renderOffer('super_66', 'random');
    await screen.findByText(/Random: we pick every number for you/);
    await user.click(addButton());
    await screen.findByText('Your ticket has been added.');
    expect(lastAdd(requests)).toMatchObject({ gameType: 'random', quickpick: true });

    await user.click(screen.getByRole('tab', { name: 'Sequential' }));
    await screen.findByText(/must come up in the order you pick them/);
    await setGames(user, document, 1);
    for (const n of [9, 0, 9, 3, 1, 2]) await user.click(screen.getByRole('button', { name: `Number ${n}` }));
    await user.click(addButton());
    await waitFor(() => expect(lastAdd(requests)).toMatchObject({ gameType: 'sequential', games: [{ Numbers: [9, 0, 9, 3, 1, 2] }] }));
  });

  it('strike_boxed: "Boxed" wins in any order; Lotto Strike offers no autoplay (availability never)', async () => {
    const { user, requests } = await renderOffer('lotto_strike', 'strike_boxed');
    expect(await screen.findByText('Boxed: your numbers win in any order.')).toBeInTheDocument();
    await openDrawOptions(user);
    await screen.findByRole('combobox', { name: 'Draw' });
    expect(screen.queryByRole('checkbox', { name: /Autoplay/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    await user.click(addButton());
    await screen.findByText('Your ticket has been added.');
    expect(lastAdd(requests)).toMatchObject({ gameType: 'strike_boxed', recurringPurchase: { enabled: false } });
  });
});

describe('draw choice, days and autoplay', () => {
  it('labels the draws "Next Available Draw", "1st Forward Draw", ... and sends the chosen draw and draws', async () => {
    const { user, requests } = await renderOffer('super_jackpot_lottery', 'standard');
    await openDrawOptions(user);
    const draw = await screen.findByRole('combobox', { name: 'Draw' });
    const labels = within(draw).getAllByRole('option').map((o) => o.textContent);
    expect(labels[0]).toMatch(/^Next Available Draw: draw 1534, (Tonight|Today|Tomorrow|This Thursday|Next Thursday)$/);
    expect(labels[1]).toMatch(/^1st Forward Draw: draw 1535, /);
    await user.selectOptions(draw, '1');
    await setGames(user, document, 1);
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    await user.click(addButton());
    await screen.findByText('Your ticket has been added.');
    expect(lastAdd(requests)).toMatchObject({ drawNo: 1535, numDraws: 1 });
  });

  it('starts from the draw named by firstDrawNo (?firstDrawNo=) and sends it', async () => {
    const { user, requests } = await renderOffer('super_jackpot_lottery', 'standard', { firstDrawNo: 1535 });
    expect(screen.getByText(/^1st Forward Draw: draw 1535, .* AEST; 1 draw$/)).toBeInTheDocument();
    await openDrawOptions(user);
    const draw = await screen.findByRole('combobox', { name: 'Draw' });
    expect((draw as HTMLSelectElement).value).toBe('1');
    await setGames(user, document, 1);
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    await user.click(addButton());
    await screen.findByText('Your ticket has been added.');
    expect(lastAdd(requests)).toMatchObject({ drawNo: 1535 });
  });

  it('sends autoplay as 1 draw with recurring enabled', async () => {
    const { user, requests } = await renderOffer('super_jackpot_lottery', 'standard');
    await setGames(user, document, 1);
    await openDrawOptions(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Number of draws' }), '2');
    // One game at $1.75 for 2 draws.
    expect(within(screen.getByText('Price').parentElement!).getByText('$3.50')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Autoplay/ }));
    expect(screen.queryByRole('combobox', { name: 'Number of draws' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    await user.click(addButton());
    await screen.findByText('Your ticket has been added.');
    expect(lastAdd(requests)).toMatchObject({ numDraws: 1, recurringPurchase: { enabled: true } });
  });

  it('"A day is required if the lottery has selectable days"; a subscription is always recurring', async () => {
    const { user, requests } = await renderOffer('set_for_life2020', 'deferred');
    await screen.findByText(/Subscription: choose your draw days/);
    // A day must be chosen, so the draw options start open.
    expect(screen.getByRole('button', { name: 'Change draw options' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('This is a subscription: it renews until you cancel it.')).toBeInTheDocument();
    expect(screen.getByText(/; no draw day chosen for 1 week$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    expect(addButton()).toBeDisabled();
    expect(screen.getByText('A day is required: choose at least one draw day.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Draw days' })).getAllByRole('checkbox')).toHaveLength(7);
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subscription length' }), '2');
    // $0.95 a game × 2 days × 2 weeks.
    expect(within(screen.getByText('Price').parentElement!).getByText('$3.80')).toBeInTheDocument();
    await user.click(addButton());
    await screen.findByText('Your ticket has been added.');
    expect(lastAdd(requests)).toMatchObject({ gameType: 'deferred', days: 0b10001, numWeeks: 2, recurringPurchase: { enabled: true } });
  });

  it('free postal entry shows the notice and hides the price', async () => {
    await renderOffer('super_jackpot_lottery', 'standard', { freePostalEntry: true });
    expect(screen.getByText('Free postal entry')).toBeInTheDocument();
    expect(screen.queryByText('Price')).toBeNull();
  });
});

describe('syndicate shares', () => {
  it('shows how full the syndicate is and the live share price, and adds shares', async () => {
    const { user, requests } = await renderOffer('super_jackpot_syndicate');
    // A new shop: no share of the seeded syndicate sold yet.
    expect(await screen.findByText('0 of 20 shares sold')).toBeInTheDocument();
    expect(screen.getByText(/Cost per share/).textContent).toContain('$3.50');
    await user.click(screen.getByRole('button', { name: 'More shares' }));
    await user.click(screen.getByRole('button', { name: 'More shares' }));
    // "Syndicate price equals costPerShare times numShares".
    expect(within(screen.getByText('Price').parentElement!).getByText('$10.50')).toBeInTheDocument();
    expect(screen.getByText(/Your shares hold 5\.40 of the syndicate's 36 games/)).toBeInTheDocument();
    await user.click(addButton());
    await screen.findByText('Your shares have been added.');
    expect(lastAdd(requests)).toMatchObject({ productType: 'syndicate_share', syndicateKey: 'super_jackpot_syndicate_36', numShares: 3 });
  });

  it("starts loading what the add is sent with at the shopper's first press on the shares, not before", async () => {
    const { user, client } = await renderOffer('super_jackpot_syndicate');
    await screen.findByText('0 of 20 shares sold');
    const prepareWrites = vi.spyOn(client.api, 'prepareWrites');
    expect(prepareWrites).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'More shares' }));
    expect(prepareWrites).toHaveBeenCalled();
  });
});

describe('lotto party', () => {
  it('sells a lotto party\'s group ticket in shares, under the lotto_party game type', async () => {
    const { user, requests } = await renderOffer('super_jackpot_lotto_party');
    expect(await screen.findByText('0 of 12 shares sold')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'How full the lotto party is' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More shares' }));
    // "Syndicate price equals costPerShare times numShares".
    expect(within(screen.getByText('Price').parentElement!).getByText('$7.00')).toBeInTheDocument();
    expect(screen.getByText(/Your shares hold 4 of the lotto party's 24 games/)).toBeInTheDocument();
    await user.click(addButton());
    await screen.findByText('Your shares have been added.');
    expect(lastAdd(requests)).toMatchObject({ productType: 'syndicate_share', gameType: 'lotto_party', syndicateKey: 'super_jackpot_lotto_party_24', numShares: 2 });
  });
});

describe('raffle tickets', () => {
  it('prices the ticket bundles, offers open and pre_order draws only, and requires a cause when there are several', async () => {
    const { user, requests } = await renderOffer('make_a_smile_lottery');
    const bundles = await screen.findByRole('group', { name: 'Tickets' });
    expect(within(bundles).getByRole('radio', { name: /3 tickets: \$25\.00/ })).toBeChecked();
    expect(within(bundles).getByText(/\$8\.33/)).toBeInTheDocument();
    const draws = within(screen.getByRole('group', { name: 'Draw' })).getAllByRole('radio');
    // The seeded Make-A-Smile raffle: draw 239 open, draw 240 taking pre-orders.
    expect(draws).toHaveLength(2);
    expect(screen.getByText(/Pre-order: opens/)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    expect(screen.getByText('Choose a cause to support.')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: "Kids' Hospital Foundation" }));
    await user.click(within(bundles).getByRole('radio', { name: /1 ticket/ }));
    expect(within(screen.getByText('Price').parentElement!).getByText('$10.00')).toBeInTheDocument();
    await user.click(addButton());
    await screen.findByText('Your tickets have been added.');
    expect(lastAdd(requests)).toMatchObject({ productType: 'raffle_ticket', bundleKey: 'single', causeKey: 'kids_hospital', drawNo: 239 });

    await user.click(draws[1]!);
    expect(addButton()).toHaveTextContent('Pre-order');
    await user.click(addButton());
    await waitFor(() => expect(lastAdd(requests)).toMatchObject({ drawNo: 240, scheduledPurchase: { type: 'pre_order' } }));
  });
});

describe('raffle draw from the page (/draw/{drawNo}/buy)', () => {
  it('starts the raffle tickets at the draw the page names, and sends it', async () => {
    const { user, requests } = await renderOffer('make_a_smile_lottery', undefined, { firstDrawNo: 240, causeKey: 'make_a_smile' });
    const draws = within(await screen.findByRole('group', { name: 'Draw' })).getAllByRole('radio');
    expect(draws[1]).toBeChecked();
    expect(addButton()).toHaveTextContent('Pre-order');
    await user.click(addButton());
    await waitFor(() => expect(lastAdd(requests)).toMatchObject({ drawNo: 240, scheduledPurchase: { type: 'pre_order' }, causeKey: 'make_a_smile' }));
  });

  it('starts at the first draw on sale when the named draw is not on sale (sold out)', async () => {
    // The seeded Your Hospice raffle's second draw (146) is sold out: the shop lists 145 and 147 on sale.
    const upcoming = await shop.client.call('GET', '/v2/draws/upcoming/your_hospice_lottery');
    expect((upcoming.data.result as { drawNo: number }[]).map((draw) => draw.drawNo)).toEqual([145, 147]);
    await renderOffer('your_hospice_lottery', undefined, { firstDrawNo: 146 });
    const draws = within(await screen.findByRole('group', { name: 'Draw' })).getAllByRole('radio');
    expect(draws[0]).toBeChecked();
    expect(addButton()).toHaveTextContent('Add to cart');
  });
});

describe('favourite numbers', () => {
  it('says none found, saves ("added", then "replaced") and fills the game from the favourites', async () => {
    const onNotify = vi.fn();
    const { user, client } = await renderOffer('super_jackpot_lottery', 'standard', { onNotify });
    await client.session.getState().login({ email: SHOP_EMAIL, password: SHOP_PASSWORD });
    await user.click(await screen.findByRole('button', { name: 'Use my favourite numbers' }));
    expect(onNotify).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'favourite-numbers-none-found' }));

    for (const n of [2, 4, 6, 8, 10, 12, 14]) await user.click(screen.getByRole('button', { name: `Number ${n}` }));
    await user.click(screen.getByRole('button', { name: 'Powerball 3' }));
    await user.click(screen.getByRole('button', { name: 'Save as favourites' }));
    await waitFor(() => expect(onNotify).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'favourite-numbers-added' })));
    await user.click(screen.getByRole('button', { name: 'Save as favourites' }));
    await waitFor(() => expect(onNotify).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'favourite-numbers-replaced' })));
    expect(screen.getByText(/You can only have one set of favourite numbers/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear game 1' }));
    await user.click(screen.getByRole('button', { name: 'Use my favourite numbers' }));
    expect(screen.getByRole('button', { name: 'Number 14' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Powerball 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Your favourite numbers are in the game.')).toBeInTheDocument();
  });
});
