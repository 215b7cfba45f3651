/**
 * @vitest-environment-options {"happyDOM": {"url": "http://localhost:8081/"}}
 * The partner page is on the seeded demo-partner app's origin: the shop sends PayPal's return
 * only to an address the app allows.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrawkitClient, Receipt } from '@drawkit/sdk';
import { balanceOf, logIn } from '@drawkit/api-server/testing';
import { createShopClient, newCustomer, renderWithShop, shopTicket, openRealShop } from '../../__tests__/realShop';
import { PAYPAL_CANCELLED } from '../PartnerCheckout';
import { PartnerPurchase } from '../PartnerPurchase';
import { payPalReturnOf, withoutPayPalReturn } from '../payPalReturn';

const shop = openRealShop();
const PAGE = '/partner.html?lang=en';

/** A new signed-in customer (an empty wallet) with a two-game ticket ($3.50) in the demo partner's cart. */
async function customerWithTicket(client: DrawkitClient): Promise<{ email: string; password: string }> {
  const customer = await newCustomer(shop);
  await client.session.getState().init();
  expect(await client.session.getState().login(customer)).toMatchObject({ ok: true });
  await client.partner.getState().load('demo-partner');
  await client.partnerCart.getState().load('demo-partner');
  await client.partnerCart.getState().setItem('demo-partner', shopTicket(2));
  return customer;
}

/** Presses Approve or Cancel on the shop's sandbox PayPal page; answers where it sends the shopper. */
async function answerPayPal(approvalUrl: string | undefined, outcome: 'approve' | 'cancel'): Promise<URL> {
  const url = new URL(approvalUrl ?? '');
  const reply = await shop.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: url.searchParams.get('token') ?? '', outcome }).toString(),
  });
  expect(reply.statusCode, reply.body).toBe(303);
  return new URL(String(reply.headers.location));
}

/** A partner client that started a PayPal payment of its cart, and where PayPal sent the shopper back. */
async function returnedFromPayPal(outcome: 'approve' | 'cancel') {
  const { client } = createShopClient(shop, { appKey: 'demo-partner' });
  const customer = await customerWithTicket(client);
  const started = await client.purchase.getState().startPayPal({ partnerSlug: 'demo-partner', returnUrl: `${location.origin}${PAGE}` });
  if (!started.ok) throw new Error(`PayPal did not start: ${JSON.stringify(started.messages)}`);
  const back = await answerPayPal(started.deposit.approvalUrl, outcome);
  history.replaceState(null, '', `${back.pathname}${back.search}`);
  return { client, customer };
}

afterEach(() => {
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('PayPal in the partner purchase', () => {
  it('offers PayPal for the partner cart and sends the shopper to approve it, to come back to this page', async () => {
    history.replaceState(null, '', PAGE);
    const { client, requests, user } = renderWithShop(shop, <PartnerPurchase partnerSlug="demo-partner" />, { appKey: 'demo-partner' });
    await act(() => customerWithTicket(client));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('button', { name: 'Check out with PayPal' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const started = requests.find((r) => r.path.endsWith('/funds/pl/sandbox/deposit'));
    // 202: the deposit waits for PayPal's approval.
    expect(started?.status).toBe(202);
    expect(started?.body).toMatchObject({
      amount: { amount: 350, currency: 'AUD' },
      partnerSlug: 'demo-partner',
      returnUrl: `${location.origin}${PAGE}`,
      purchase: { partnerKey: 'demo_partner' },
    });
    expect(assign.mock.calls[0]?.[0]).toMatch(/\/sandbox\/paypal\/approve\/[^/?]+\?token=/);
  });

  it('the success return lands back in the partner flow: the deposit completes, the partner cart is bought, the receipt shows', async () => {
    const { client, customer } = await returnedFromPayPal('approve');
    const onComplete = vi.fn<(receipt: Receipt) => void>();
    renderWithShop(shop, <PartnerPurchase partnerSlug="demo-partner" onComplete={onComplete} />, { client });

    expect(await screen.findByRole('heading', { name: 'Thank you for your purchase' })).toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({ partnerSlug: 'demo-partner', total: { amount: 350 } });
    // Handled once: the return's query is gone, so a reload does not complete it again.
    expect(`${location.pathname}${location.search}`).toBe(PAGE);
    // The $3.50 deposited by PayPal bought the cart: nothing is left in the wallet.
    expect(await balanceOf(shop.client, await logIn(shop.client, customer.email, customer.password))).toBe(0);
    expect(client.partnerCart.getState().cart?.cartItems).toEqual([]);
  });

  it('the cancel return comes back to the payment step with the ticket as it was', async () => {
    const { client } = await returnedFromPayPal('cancel');
    renderWithShop(shop, <PartnerPurchase partnerSlug="demo-partner" />, { client });

    expect(await screen.findByText(PAYPAL_CANCELLED)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Check out with PayPal' })).toBeInTheDocument();
    expect(screen.getByText('Super Jackpot: 2 games, 1 draw')).toBeInTheDocument();
    expect(`${location.pathname}${location.search}`).toBe(PAGE);
  });

  it('reads a return only with a well-formed deposit id and outcome, and drops it from the address', () => {
    expect(payPalReturnOf('https://p.test/buy?drawkit_deposit=dep_1&drawkit_paypal=success')).toEqual({ depositId: 'dep_1', outcome: 'success' });
    expect(payPalReturnOf('https://p.test/buy?drawkit_deposit=%3Cx%3E&drawkit_paypal=success')).toBeNull();
    expect(payPalReturnOf('https://p.test/buy?drawkit_deposit=dep_1&drawkit_paypal=maybe')).toBeNull();
    expect(withoutPayPalReturn('https://p.test/buy?a=1&drawkit_deposit=dep_1&drawkit_paypal=cancel#top')).toBe('https://p.test/buy?a=1#top');
  });
});
