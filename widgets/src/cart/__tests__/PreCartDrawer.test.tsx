import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openRealShop, renderWithShop, shopTicket } from '../../__tests__/realShop';
import { PreCartDrawer } from '../PreCartDrawer';

// The deployment turns the pre-cart drawer prompt on (siteConfig.ts reads it when the server loads).
vi.hoisted(() => {
  process.env['DRAWKIT_PRECART_DRAWER'] = '1';
});

// A worker runs other files after this one: they get the default back.
afterAll(() => {
  delete process.env['DRAWKIT_PRECART_DRAWER'];
});

const shop = openRealShop();

/** Renders the drawer beside a button that adds a ticket, the way an offer page does. */
async function addWithDrawer(options: { precartDrawer?: boolean } = { precartDrawer: true }) {
  const onGoToCart = vi.fn();
  const onChooseDraw = vi.fn();
  const rendered = renderWithShop(
    shop,
    <>
      <button type="button">Add to cart</button>
      <PreCartDrawer onGoToCart={onGoToCart} onChooseDraw={onChooseDraw} />
    </>,
  );
  const { client } = rendered;
  await act(() => client.session.getState().init());
  const config = client.session.getState().config;
  expect(config?.precartDrawer).toBe(true);
  // A shop with the prompt off: its config says so.
  if (options.precartDrawer === false && config) act(() => client.session.setState({ config: { ...config, precartDrawer: false } }));
  const addButton = screen.getByRole('button', { name: 'Add to cart' });
  addButton.focus();
  // The add of an offer page (debounced 1000 ms, shop-core §9).
  await act(async () => {
    await client.cart.getState().addItem(shopTicket(2));
  });
  return { ...rendered, onGoToCart, onChooseDraw, addButton };
}

describe('PreCartDrawer', () => {
  it('"After add or build the pre-cart drawer opens when the prompt is enabled": what was added, the cart total and recommended draws', async () => {
    const { requests } = await addWithDrawer();
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Added to your cart' })).toHaveFocus();
    expect(within(screen.getByRole('list', { name: 'Just added' })).getByText(/Super Jackpot/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Cart total \(1 item\)/).parentElement).toHaveTextContent('$3.50');

    // Recommended draws of other offers (GET /placement): nothing of the lottery just added.
    const more = await within(dialog).findByRole('heading', { name: 'Coming up next' });
    const draws = within(more.parentElement as HTMLElement).getAllByRole('listitem');
    expect(draws.length).toBeGreaterThan(0);
    for (const draw of draws) expect(draw).not.toHaveTextContent('Super Jackpot');
    const placement = requests.find((r) => r.path.endsWith('/placement'));
    expect(placement?.status).toBe(200);
  });

  it('"Keep shopping" and Escape close it and give focus back; "Go to cart" closes it, then goes', async () => {
    const { user, onGoToCart, addButton, client } = await addWithDrawer();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(client.cart.getState().isPrecartDrawerOpen).toBe(false);
    expect(addButton).toHaveFocus();

    act(() => client.cart.setState({ isPrecartDrawerOpen: true }));
    await user.click(await screen.findByRole('button', { name: 'Keep shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onGoToCart).not.toHaveBeenCalled();

    act(() => client.cart.setState({ isPrecartDrawerOpen: true }));
    await user.click(await screen.findByRole('button', { name: 'Go to cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onGoToCart).toHaveBeenCalledTimes(1);
  });

  it('keeps focus inside: Tab from the last control goes to the first, Shift+Tab from the first to the last', async () => {
    const { user } = await addWithDrawer();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Coming up next' });
    const controls = within(dialog).getAllByRole('button');
    const first = controls[0]!;
    const last = controls[controls.length - 1]!;
    last.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('a recommended draw closes the drawer and is handed to the page', async () => {
    const { user, onChooseDraw } = await addWithDrawer();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Coming up next' });
    const play = within(dialog).getAllByRole('button', { name: /^Play / })[0]!;
    await user.click(play);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChooseDraw).toHaveBeenCalledWith(expect.objectContaining({ productOfferKey: expect.any(String), draw: expect.objectContaining({ drawNo: expect.any(Number) }) }));
  });

  it('with the prompt off, an add leaves it closed', async () => {
    const { client, requests } = await addWithDrawer({ precartDrawer: false });
    await waitFor(() => expect(client.cart.getState().cart?.cartItems).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((r) => r.path.endsWith('/placement'))).toBe(false);
  });
});
