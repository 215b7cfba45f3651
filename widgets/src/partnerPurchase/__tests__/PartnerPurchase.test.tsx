import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PartnerCart, Receipt } from '@drawkit/sdk';
import { balanceOf, logIn } from '@drawkit/api-server/testing';
import { formatJackpot } from '@drawkit/sdk';
import { createShopClient, NEXT_SUPER_JACKPOT_DRAW, renderWithShop, SHOP_EMAIL, SHOP_PASSWORD, openRealShop } from '../../__tests__/realShop';
import { setGames } from '../../__tests__/setGames';
import { PartnerPurchase } from '../PartnerPurchase';

const shop = openRealShop();

describe('PartnerPurchase', () => {
  it('asks the shop only for the partner\'s offer (?keys=), not the whole catalogue, and makes no cart for a visit', async () => {
    const { client, requests } = renderWithShop(shop, <PartnerPurchase partnerSlug="demo-partner" />, { appKey: 'demo-partner' });
    expect(await screen.findByRole('heading', { name: 'Super Jackpot', level: 3 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    const offerCalls = requests.filter((r) => r.path.endsWith('/product_offers'));
    expect(offerCalls.map((r) => r.query.get('keys'))).toEqual(['super_jackpot_lottery']);
    // The partner cart is made with the first ticket, not for every page view.
    await waitFor(() => expect(client.partnerCart.getState()).toMatchObject({ slug: 'demo-partner', status: 'succeeded', cart: null }));
    expect(requests.filter((r) => r.path.includes('/cart/partner/'))).toEqual([]);
  });

  it('shows the partner and its ticket together once the offer is in, and keeps them through a later reload of the offers', async () => {
    let release = () => {};
    const offersHeld = new Promise<void>((resolve) => (release = resolve));
    const { client } = createShopClient(shop, {
      appKey: 'demo-partner',
      gate: (request) => (request.path.endsWith('/product_offers') ? offersHeld : undefined),
    });
    renderWithShop(shop, <PartnerPurchase partnerSlug="demo-partner" />, { client });
    await waitFor(() => expect(client.partner.getState().partner?.slug).toBe('demo-partner'));
    await waitFor(() => expect(client.catalogue.getState().status).toBe('loading'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Demo Partner' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Demo Partner' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Super Jackpot', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick pick all' })).toBeEnabled();

    // A later reload of the offers (a new pricing after sign-in clears them) leaves the purchase
    // where it is: only the ticket builder waits for its offer again.
    act(() => client.catalogue.setState({ status: 'loading', offers: [], draws: {} }));
    expect(screen.getByRole('heading', { name: 'Demo Partner' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game');
  });

  it('sells the partner lottery from ticket to receipt', async () => {
    const onComplete = vi.fn<(receipt: Receipt) => void>();
    const onCartChange = vi.fn<(cart: PartnerCart) => void>();
    let release = () => {};
    const receiptHeld = new Promise<void>((resolve) => (release = resolve));
    // The seeded demo customer pays from a $50.00 wallet.
    const { client, requests } = createShopClient(shop, {
      appKey: 'demo-partner',
      // The purchase answers with the checkout id; hold the receipt fetch that follows.
      gate: (request) => (/\/checkout\/[^/]+$/.test(request.path) && request.method === 'GET' ? receiptHeld : undefined),
    });
    const { user } = renderWithShop(shop, <PartnerPurchase partnerSlug="demo-partner" onComplete={onComplete} onCartChange={onCartChange} />, { client });
    const upcoming = await shop.client.call('GET', '/v2/draws/upcoming/super_jackpot_lottery');

    // The seeded partner's logo text.
    expect(await screen.findByRole('heading', { name: 'Demo Partner' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Super Jackpot', level: 3 })).toBeInTheDocument();
    expect(screen.getByText(formatJackpot(upcoming.data.result[0]))).toBeInTheDocument();
    expect(within(screen.getByText('Next draw').parentElement!).getByText(/Thu .* 8:30 pm AEST/)).toBeInTheDocument();
    // The draw options wait behind "Change draw options", summed up in a line.
    expect(screen.getByText(/^Next Available Draw: draw 1534, .*; 1 draw$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change draw options' })).toHaveAttribute('aria-expanded', 'false');

    await setGames(user, document, 2);
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('heading', { name: 'Your ticket' })).toBeInTheDocument();
    const set = requests.find((r) => r.path.endsWith('/anon-cart/partner/demo-partner') && (r.body as { cartItem?: unknown })?.cartItem);
    expect(set?.status).toBe(200);
    expect(set?.body).toMatchObject({ cartItem: { lotteryKey: 'super_jackpot_lottery', drawNo: NEXT_SUPER_JACKPOT_DRAW, quickpick: true } });
    // Two games at $1.75.
    await waitFor(() => expect(onCartChange).toHaveBeenLastCalledWith(expect.objectContaining({ cartTotal: { amount: 350, currency: 'AUD' } })));

    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    // Sign-in and payment are a lazily loaded chunk.
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await user.type(screen.getByLabelText('Email'), SHOP_EMAIL);
    await user.type(screen.getByLabelText('Password'), SHOP_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The customer took over the anonymous partner cart on sign-in.
    await user.click(await screen.findByRole('button', { name: 'Pay $3.50 from wallet' }));
    // Bought, the receipt on its way: the partner cart is already empty, yet the shopper still
    // sees what they are paying for, and cannot leave the payment.
    await waitFor(() => expect(onCartChange).toHaveBeenLastCalledWith(expect.objectContaining({ cartItems: [] })));
    expect(screen.getByRole('button', { name: /Paying/ })).toBeDisabled();
    // The item as the server describes it.
    expect(screen.getByText('Super Jackpot: 2 games, 1 draw')).toBeInTheDocument();
    expect(screen.getByText('Total due').nextElementSibling).toHaveTextContent('$3.50');
    expect(screen.getByRole('button', { name: 'Back to your ticket' })).toBeDisabled();
    release();
    // Focus moves to the receipt's heading once it has mounted (an effect), so wait for it.
    const thanks = await screen.findByRole('heading', { name: 'Thank you for your purchase' });
    await waitFor(() => expect(thanks).toHaveFocus());

    const purchase = requests.find((r) => r.path.endsWith('/cart/partner/demo-partner/purchase'));
    expect(purchase?.status).toBe(200);
    expect(purchase?.body).toMatchObject({ deposit: null });
    expect(purchase?.headers.get('idempotency-key')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({ partnerSlug: 'demo-partner', total: { amount: 350, currency: 'AUD' } });
    expect(await balanceOf(shop.client, await logIn(shop.client))).toBe(4650);
  });

  it('says clearly when the partner does not exist', async () => {
    renderWithShop(shop, <PartnerPurchase partnerSlug="no-such-partner" />, { appKey: 'demo-partner' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Partner not found');
    expect(alert).toHaveTextContent('This partner was not found.');
    expect(alert).toHaveTextContent('no-such-partner');
  });
});
