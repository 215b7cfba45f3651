import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '@drawkit/sdk';
import { renderWithDemo } from '../../__tests__/renderWithDemo';
import { DrawkitProvider } from '../../context/DrawkitProvider';
import { createDemoClient } from '../../demo/createDemoClient';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../demo/demoCatalogue';
import { demoTicket } from '../../demo/demoTickets';
import { PAYPAL_CANCELLED } from '../PartnerCheckout';
import { PartnerPurchase } from '../PartnerPurchase';
import { payPalReturnOf, withoutPayPalReturn } from '../payPalReturn';

const PAGE = '/partner.html?lang=en';

/** A signed-in demo customer with an empty wallet and a two-game ticket in the demo partner's cart. */
async function customerWithTicket(client: ReturnType<typeof createDemoClient>['client']) {
  await client.session.getState().init();
  await client.session.getState().login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  await client.partner.getState().load('demo-partner');
  await client.partnerCart.getState().load('demo-partner');
  await client.partnerCart.getState().setItem('demo-partner', demoTicket(2));
}

afterEach(() => {
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('PayPal in the partner purchase', () => {
  it('offers PayPal for the partner cart and sends the shopper to approve it, to come back to this page', async () => {
    history.replaceState(null, '', PAGE);
    const { client, server, user } = renderWithDemo(<PartnerPurchase partnerSlug="demo-partner" />, { appKey: 'demo-partner', walletCents: 0 });
    await act(() => customerWithTicket(client));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('button', { name: 'Check out with PayPal' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const started = server.requests.find((r) => r.path === '/funds/pl/sandbox/deposit');
    expect(started?.body).toMatchObject({
      amount: { amount: 300, currency: 'AUD' },
      partnerSlug: 'demo-partner',
      returnUrl: `${location.origin}${PAGE}`,
      purchase: { partnerKey: 'demo_partner' },
    });
    expect(assign.mock.calls[0]?.[0]).toMatch(/\/sandbox\/paypal\/approve\/dep-\d+$/);
  });

  it('the success return lands back in the partner flow: the deposit completes, the partner cart is bought, the receipt shows', async () => {
    const demo = createDemoClient({ appKey: 'demo-partner', walletCents: 0 });
    await customerWithTicket(demo.client);
    const started = await demo.client.purchase.getState().startPayPal({ partnerSlug: 'demo-partner', returnUrl: `${location.origin}${PAGE}` });
    if (!started.ok) throw new Error('PayPal did not start');
    const back = new URL(demo.server.answerPayPal(started.deposit.depositId, 'approve'));
    history.replaceState(null, '', `${back.pathname}${back.search}`);
    const onComplete = vi.fn<(receipt: Receipt) => void>();

    render(
      <DrawkitProvider client={demo.client}>
        <PartnerPurchase partnerSlug="demo-partner" onComplete={onComplete} />
      </DrawkitProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Thank you for your purchase' })).toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({ partnerSlug: 'demo-partner', total: { amount: 300 } });
    // Handled once: the return's query is gone, so a reload does not complete it again.
    expect(`${location.pathname}${location.search}`).toBe(PAGE);
    expect(demo.server.walletCents()).toBe(0);
    expect(demo.client.partnerCart.getState().cart?.cartItems).toEqual([]);
  });

  it('the cancel return comes back to the payment step with the ticket as it was', async () => {
    const demo = createDemoClient({ appKey: 'demo-partner', walletCents: 0 });
    await customerWithTicket(demo.client);
    const started = await demo.client.purchase.getState().startPayPal({ partnerSlug: 'demo-partner', returnUrl: `${location.origin}${PAGE}` });
    if (!started.ok) throw new Error('PayPal did not start');
    const back = new URL(demo.server.answerPayPal(started.deposit.depositId, 'cancel'));
    history.replaceState(null, '', `${back.pathname}${back.search}`);

    render(
      <DrawkitProvider client={demo.client}>
        <PartnerPurchase partnerSlug="demo-partner" />
      </DrawkitProvider>,
    );

    expect(await screen.findByText(PAYPAL_CANCELLED)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Check out with PayPal' })).toBeInTheDocument();
    expect(screen.getByText('Super Jackpot, 2 games')).toBeInTheDocument();
    expect(`${location.pathname}${location.search}`).toBe(PAGE);
  });

  it('reads a return only with a well-formed deposit id and outcome, and drops it from the address', () => {
    expect(payPalReturnOf('https://p.test/buy?drawkit_deposit=dep_1&drawkit_paypal=success')).toEqual({ depositId: 'dep_1', outcome: 'success' });
    expect(payPalReturnOf('https://p.test/buy?drawkit_deposit=%3Cx%3E&drawkit_paypal=success')).toBeNull();
    expect(payPalReturnOf('https://p.test/buy?drawkit_deposit=dep_1&drawkit_paypal=maybe')).toBeNull();
    expect(withoutPayPalReturn('https://p.test/buy?a=1&drawkit_deposit=dep_1&drawkit_paypal=cancel#top')).toBe('https://p.test/buy?a=1#top');
  });
});
