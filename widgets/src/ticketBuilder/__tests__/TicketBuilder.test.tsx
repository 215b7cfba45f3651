import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AddCartItemRequest, formatJackpot } from '@drawkit/sdk';
import { lastRequest, renderWithShop, openRealShop } from '../../__tests__/realShop';
import { setGames } from '../../__tests__/setGames';
import { TicketBuilder } from '../TicketBuilder';

/** The builder with a two-game ticket (a standard ticket starts with 18 games, capped by maxGames 12). */
async function renderBuilder(props: Partial<Parameters<typeof TicketBuilder>[0]> = {}) {
  const view = renderWithShop(shop, <TicketBuilder offerKey="super_jackpot_lottery" {...props} />);
  await screen.findByRole('heading', { name: 'Super Jackpot' });
  await setGames(view.user, document, 2);
  return view;
}

const numbersGrid = () => screen.getByRole('group', { name: /Numbers: choose 7/ });
const powerballGrid = () => screen.getByRole('group', { name: /Powerball: choose 1/ });

const shop = openRealShop();

describe('TicketBuilder', () => {
  it('shows the offer, its next draw in AEST and the jackpot', async () => {
    await renderBuilder();
    // The seed announces a random jackpot for the next draw: the builder shows the server's.
    const upcoming = await shop.client.call('GET', '/v2/draws/upcoming/super_jackpot_lottery');
    const jackpot = formatJackpot(upcoming.data.result[0]);
    expect(jackpot).toMatch(/^\$\d+(\.\d)? Million$/);
    expect(screen.getByText(jackpot)).toBeInTheDocument();
    const nextDraw = screen.getByText('Next draw').parentElement!;
    expect(within(nextDraw).getByText(/Draw 1534/)).toBeInTheDocument();
    expect(within(nextDraw).getByText(/Thu .* 8:30 pm AEST/)).toBeInTheDocument();
  });

  it('sums up the draw options in one line and opens them with "Change draw options" (aria-expanded)', async () => {
    const { user } = await renderBuilder();
    // "Forward draw label: 0 is Next Available Draw, then 1st, 2nd and 3rd Forward Draw, then Nth."
    const summary = screen.getByText(/^Next Available Draw: draw 1534, Thu .* 8:30 pm AEST; 1 draw$/);
    const toggle = screen.getByRole('button', { name: 'Change draw options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-describedby', summary.id);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Draw' })).toBeNull();

    // Enter or Space opens it, like a click (shop-core: "Accordion: open or collapsed via click, Enter or Space").
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    await user.selectOptions(await within(panel).findByRole('combobox', { name: 'Number of draws' }), '2');
    // "A purchased multi-draw price is the entry price times draws": 2 games × $1.75 × 2 draws.
    expect(screen.getByText('$7.00')).toBeInTheDocument();
    expect(summary).toHaveTextContent(/^Next Available Draw: draw 1534, .* AEST; 2 draws$/);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Draw' }), '1');
    expect(summary).toHaveTextContent(/^1st Forward Draw: draw 1535, .* AEST; 1 draw$/);

    // Collapsed again, the choice stays and the summary says it.
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(summary).toHaveTextContent(/^1st Forward Draw: draw 1535, /);
    expect(screen.getByText('$3.50')).toBeInTheDocument();
  });

  it('picks and unpicks numbers with aria-pressed and announces each pick', async () => {
    const { user } = await renderBuilder();
    const seven = within(numbersGrid()).getByRole('button', { name: 'Number 7' });
    expect(seven).toHaveAttribute('aria-pressed', 'false');

    await user.click(seven);
    expect(seven).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Picked 7. 1 of 7 numbers chosen.')).toBeInTheDocument();

    await user.click(within(numbersGrid()).getByRole('button', { name: 'Number 12' }));
    expect(screen.getByText('Picked 12. 2 of 7 numbers chosen.')).toBeInTheDocument();

    await user.click(seven);
    expect(seven).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Removed 7. 1 of 7 numbers chosen.')).toBeInTheDocument();
  });

  it('moves through the grid with the arrow keys and picks with Enter and Space', async () => {
    const { user } = await renderBuilder();
    const grid = numbersGrid();
    const one = within(grid).getByRole('button', { name: 'Number 1' });
    // One tab stop per grid.
    expect(within(grid).getAllByRole('button').filter((b) => b.tabIndex === 0)).toEqual([one]);

    one.focus();
    await user.keyboard('{ArrowRight}');
    const two = within(grid).getByRole('button', { name: 'Number 2' });
    expect(two).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(two).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{ArrowDown}');
    const nine = within(grid).getByRole('button', { name: 'Number 9' });
    expect(nine).toHaveFocus();
    await user.keyboard(' ');
    expect(nine).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{End}');
    expect(within(grid).getByRole('button', { name: 'Number 35' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(one).toHaveFocus();
  });

  it('ignores an eighth number and says why', async () => {
    const { user } = await renderBuilder();
    for (const n of [1, 2, 3, 4, 5, 6, 7]) await user.click(within(numbersGrid()).getByRole('button', { name: `Number ${n}` }));
    const eight = within(numbersGrid()).getByRole('button', { name: 'Number 8' });
    expect(eight).toHaveAttribute('aria-disabled', 'true');
    await user.click(eight);
    expect(eight).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('You have already chosen 7 numbers. Remove one to choose another.')).toBeInTheDocument();
  });

  it('keeps Add to cart disabled until every game is complete', async () => {
    const { user } = await renderBuilder();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();

    // Game 1 by hand.
    for (const n of [3, 9, 14, 21, 27, 30, 33]) await user.click(within(numbersGrid()).getByRole('button', { name: `Number ${n}` }));
    expect(add).toBeDisabled();
    await user.click(within(powerballGrid()).getByRole('button', { name: 'Powerball 5' }));
    expect(screen.getByText(/Powerball 5\. 1 of 1 Powerball chosen\. Game 1 is complete\./)).toBeInTheDocument();
    // Game 2 is still empty.
    expect(add).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Quick pick game 2' }));
    expect(add).toBeEnabled();
  });

  it("starts loading what the add is sent with at the shopper's first press inside the ticket, not before", async () => {
    const { client, user } = renderWithShop(shop, <TicketBuilder offerKey="super_jackpot_lottery" />);
    await screen.findByRole('heading', { name: 'Super Jackpot' });
    const prepareWrites = vi.spyOn(client.api, 'prepareWrites');
    expect(prepareWrites).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    await user.click(screen.getByRole('button', { name: 'Fewer games' }));
    expect(prepareWrites).toHaveBeenCalledTimes(1);
  });

  it('fills every game with a complete quick pick', async () => {
    const { user } = await renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    const games = within(screen.getByRole('list', { name: 'Games on this ticket' })).getAllByRole('listitem');
    expect(games).toHaveLength(2);
    for (const game of games) expect(within(game).getByText('Complete')).toBeInTheDocument();
    expect(within(numbersGrid()).getAllByRole('button', { pressed: true })).toHaveLength(7);
    expect(within(powerballGrid()).getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Clear game 1' }));
    expect(within(games[0]!).getByText('0 of 8 numbers chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('"A default of 18 games is shown for a standard game type", within maxGames', async () => {
    renderWithShop(shop, <TicketBuilder offerKey="super_jackpot_lottery" />);
    await screen.findByRole('heading', { name: 'Super Jackpot' });
    // The seeded offer allows 1 to 50 games ($1.75 a game), so all 18 are shown.
    expect(screen.getByText('Games (1 to 50)')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Number of games' })).toHaveTextContent('18');
    expect(screen.getByText('$31.50')).toBeInTheDocument();
  });

  it('bounds the games count by the game offer and prices it live', async () => {
    const { user } = await renderBuilder();
    // Two games at $1.75 a game.
    expect(screen.getByRole('status', { name: 'Number of games' })).toHaveTextContent('2');
    expect(screen.getByText('$3.50')).toBeInTheDocument();

    const fewer = screen.getByRole('button', { name: 'Fewer games' });
    await user.click(fewer);
    expect(screen.getByText('$1.75')).toBeInTheDocument();
    expect(fewer).toBeDisabled(); // minGames 1

    const more = screen.getByRole('button', { name: 'More games' });
    for (let i = 0; i < 60; i++) if (!(more as HTMLButtonElement).disabled) await user.click(more);
    expect(screen.getByRole('status', { name: 'Number of games' })).toHaveTextContent('50'); // maxGames 50
    expect(more).toBeDisabled();
    expect(screen.getByText('$87.50')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Games on this ticket' })).getAllByRole('listitem')).toHaveLength(50);
  });

  it('adds the finished ticket to the cart with the draw and the quick pick flag', async () => {
    const onAdded = vi.fn();
    const { user, requests, client } = await renderBuilder({ onAdded });
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    await screen.findByText('Your ticket has been added.');
    expect(onAdded).toHaveBeenCalledTimes(1);
    const add = lastRequest(requests, 'POST', /\/anon-cart\/[^/]+\/items$/);
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({
      productType: 'lottery_ticket',
      lotteryKey: 'super_jackpot_lottery',
      gameType: 'standard',
      gameOffer: 'super_jackpot_lottery_standard',
      numDraws: 1,
      drawNo: 1534,
      quickpick: true,
    });
    expect((add.body as AddCartItemRequest).games).toHaveLength(2);
    expect(client.cart.getState().cart?.cartItems).toHaveLength(1);
    // The builder starts over.
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it("shows the server's message when the ticket is refused", async () => {
    const onSubmit = vi.fn(async () => ({
      ok: false as const,
      messages: [{ message: 'This draw is closed. Please choose another draw.', code: 'draw_closed', level: 'error' as const }],
    }));
    const { user } = await renderBuilder({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This draw is closed. Please choose another draw.');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ quickpick: true, drawNo: 1534 }));
  });
});
