import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PartnerCart, Receipt } from '@drawkit/sdk';
import { renderWithDemo } from '../../__tests__/renderWithDemo';
import { setGames } from '../../__tests__/setGames';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../demo/demoCatalogue';
import { PartnerPurchase } from '../PartnerPurchase';

describe('PartnerPurchase', () => {
  it('asks the shop only for the partner\'s offer (?keys=), not the whole catalogue', async () => {
    const { server } = renderWithDemo(<PartnerPurchase partnerSlug="demo-partner" />, { appKey: 'demo-partner' });
    expect(await screen.findByRole('heading', { name: 'Super Jackpot', level: 3 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    const offerCalls = server.requests.filter((r) => r.path.endsWith('/product_offers'));
    expect(offerCalls.map((r) => r.query.get('keys'))).toEqual(['super_jackpot_lottery']);
  });

  it('sells the partner lottery from ticket to receipt', async () => {
    const onComplete = vi.fn<(receipt: Receipt) => void>();
    const onCartChange = vi.fn<(cart: PartnerCart) => void>();
    let release = () => {};
    const receiptHeld = new Promise<void>((resolve) => (release = resolve));
    const { user, server } = renderWithDemo(
      <PartnerPurchase partnerSlug="demo-partner" onComplete={onComplete} onCartChange={onCartChange} />,
      {
        appKey: 'demo-partner',
        walletCents: 5000,
        // The purchase answers with the checkout id; hold the receipt fetch that follows.
        gate: (request) => (request.path.startsWith('/checkout/') ? receiptHeld : undefined),
      },
    );

    expect(await screen.findByRole('heading', { name: 'Demo Partner Lotto' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Super Jackpot', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('$20.5 Million')).toBeInTheDocument();
    expect(within(screen.getByText('Next draw').parentElement!).getByText(/Thu .* 8:30 pm AEST/)).toBeInTheDocument();
    // The draw options wait behind "Change draw options", summed up in a line.
    expect(screen.getByText(/^Next Available Draw: draw 1501, .*; 1 draw$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change draw options' })).toHaveAttribute('aria-expanded', 'false');

    await setGames(user, document, 2);
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('heading', { name: 'Your ticket' })).toBeInTheDocument();
    const set = server.requests.find((r) => r.path === '/anon-cart/partner/demo-partner' && (r.body as { cartItem?: unknown })?.cartItem);
    expect(set?.body).toMatchObject({ cartItem: { lotteryKey: 'super_jackpot_lottery', drawNo: 1501, quickpick: true } });
    await waitFor(() => expect(onCartChange).toHaveBeenLastCalledWith(expect.objectContaining({ cartTotal: { amount: 300, currency: 'AUD' } })));

    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    // Sign-in and payment are a lazily loaded chunk.
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await user.type(screen.getByLabelText('Email'), DEMO_EMAIL);
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The customer took over the anonymous partner cart on sign-in.
    await user.click(await screen.findByRole('button', { name: 'Pay $3.00 from wallet' }));
    // Bought, the receipt on its way: the partner cart is already empty, yet the shopper still
    // sees what they are paying for, and cannot leave the payment.
    await waitFor(() => expect(onCartChange).toHaveBeenLastCalledWith(expect.objectContaining({ cartItems: [] })));
    expect(screen.getByRole('button', { name: /Paying/ })).toBeDisabled();
    expect(screen.getByText('Super Jackpot, 2 games')).toBeInTheDocument();
    expect(screen.getByText('Total due').nextElementSibling).toHaveTextContent('$3.00');
    expect(screen.getByRole('button', { name: 'Back to your ticket' })).toBeDisabled();
    release();
    // Focus moves to the receipt's heading once it has mounted (an effect), so wait for it.
    const thanks = await screen.findByRole('heading', { name: 'Thank you for your purchase' });
    await waitFor(() => expect(thanks).toHaveFocus());

    const purchase = server.requests.find((r) => r.path === '/cart/partner/demo-partner/purchase');
    expect(purchase?.body).toMatchObject({ deposit: null });
    expect(purchase?.headers.get('idempotency-key')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({ partnerSlug: 'demo-partner', total: { amount: 300, currency: 'AUD' } });
    expect(server.walletCents()).toBe(4700);
  });

  it('says clearly when the partner does not exist', async () => {
    renderWithDemo(<PartnerPurchase partnerSlug="no-such-partner" />, { appKey: 'demo-partner' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Partner not found');
    expect(alert).toHaveTextContent('This partner was not found.');
    expect(alert).toHaveTextContent('no-such-partner');
  });
});
