import { act, screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { balanceOf, logIn } from '@drawkit/api-server/testing';
import {
  addTicket,
  createShopClient,
  newCustomer,
  renderWithShop,
  SHOP_EMAIL,
  SHOP_PASSWORD,
  type ShopGate,
  openRealShop,
} from '../../__tests__/realShop';
import { Checkout } from '../Checkout';

const shop = openRealShop();

type User = ReturnType<typeof renderWithShop>['user'];

/** The checkout over an anonymous cart holding a two-game Super Jackpot ticket ($3.50). */
async function renderCheckout(ui = <Checkout />, gate?: ShopGate) {
  const { client, requests } = createShopClient(shop, gate ? { gate } : {});
  await addTicket(client);
  return { ...renderWithShop(shop, ui, { client }), requests };
}

async function signIn(user: User, email = SHOP_EMAIL, password = SHOP_PASSWORD) {
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function fillCard(user: User, card: { number?: string; expiry?: string; code?: string; holder?: string } = {}) {
  await user.type(screen.getByLabelText('Card number'), card.number ?? '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), card.expiry ?? '12/39');
  await user.type(screen.getByLabelText('Security code'), card.code ?? '123');
  await user.type(screen.getByLabelText('Name on card'), card.holder ?? 'Demo Customer');
}

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('drawkit-field-error'))?.textContent ?? null;
}

describe('Checkout', () => {
  it('numbers the steps and shows the form messages of the sign-up form', async () => {
    const { user } = await renderCheckout();
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in or create an account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    // Focus follows the shopper to the new step.
    expect(screen.getByRole('heading', { name: 'Create your account' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Email me news and offers.' })).not.toBeChecked();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Post code'), '40');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // The checks are the server's schemas, loaded on the first submit.
    await waitFor(() => expect(errorOf('First name')).toBe('This field is required'));
    expect(errorOf('Email')).toBe('Please enter a valid email address');
    expect(errorOf('Post code')).toBe('Please enter a valid post code');
    expect(errorOf('Address line 2 (optional)')).toBeNull();
    expect(screen.getByText('You must agree to the terms and conditions to proceed.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    // Focus moves in an effect after the errors are drawn: on a loaded machine that can be a moment later.
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
  });

  it("shows the server's message beside the field it names", async () => {
    const { user } = await renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    await user.type(screen.getByLabelText('First name'), 'Dana');
    await user.type(screen.getByLabelText('Last name'), 'Citizen');
    await user.type(screen.getByLabelText('Email'), SHOP_EMAIL);
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-01');
    await user.type(screen.getByLabelText('Address'), '1 Queen St');
    await user.type(screen.getByLabelText('Suburb'), 'Brisbane City');
    await user.selectOptions(screen.getByLabelText('State'), 'QLD');
    await user.type(screen.getByLabelText('Post code'), '4000');
    await user.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('An account with this email address already exists.')).toBeInTheDocument();
    expect(errorOf('Email')).toBe('An account with this email address already exists.');
  });

  it('shows a failed sign-in as a general message', async () => {
    const { user } = await renderCheckout();
    await signIn(user, SHOP_EMAIL, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
  });

  it('pays from the wallet when it covers the total, then shows the receipt', async () => {
    const onComplete = vi.fn();
    // The seeded demo customer has $50.00 in the wallet.
    const { user } = await renderCheckout(<Checkout onComplete={onComplete} />);
    await signIn(user);

    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus());
    // The wallet balance arrives with the customer overview, which may land after the step shows.
    await screen.findByText('Wallet balance');
    const summary = screen.getByText('Total due').closest('dl')!;
    expect(within(summary).getByText('$50.00')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay $3.50 from wallet' }));

    // Focus moves to the receipt's heading once it has mounted (an effect), so wait for it.
    const thanks = await screen.findByRole('heading', { name: 'Thank you for your purchase' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText('Paid from wallet')).toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ total: { amount: 350, currency: 'AUD' } }));
    expect(await balanceOf(shop.client, await logIn(shop.client))).toBe(4650);
  });

  it("rejects a card holder's name holding 13 or more digits", async () => {
    // A new customer: nothing in the wallet, the card pays it all.
    const customer = await newCustomer(shop);
    const { user, requests } = await renderCheckout();
    await signIn(user, customer.email, customer.password);
    await screen.findByRole('form', { name: 'Payment' });
    await fillCard(user, { holder: '4242 4242 4242 4' });
    await user.click(screen.getByRole('button', { name: 'Pay $3.50' }));

    expect(errorOf('Name on card')).toBe("Please enter the card holder's name.");
    expect(requests.some((r) => r.path.endsWith('/deposit_purchase'))).toBe(false);

    await user.clear(screen.getByLabelText('Name on card'));
    await user.type(screen.getByLabelText('Name on card'), 'Agent 007 of 12 Downing St');
    await user.click(screen.getByRole('button', { name: 'Pay $3.50' }));
    expect(await screen.findByText(/VISA •••• 4242/)).toBeInTheDocument();
  });

  it("shows the server's decline message and lets the shopper try another card", async () => {
    // A new customer (an empty wallet): the card pays the $3.50; the sandbox declines 4000 0000 0000 0002.
    const customer = await newCustomer(shop);
    const { user } = await renderCheckout();
    await signIn(user, customer.email, customer.password);
    await screen.findByRole('form', { name: 'Payment' });
    await fillCard(user, { number: '4000 0000 0000 0002' });
    await user.click(screen.getByRole('button', { name: 'Pay $3.50' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay $3.50' })).toBeEnabled();
  });

  it('cannot pay twice while a payment is in flight', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const customer = await newCustomer(shop);
    const { user, requests } = await renderCheckout(<Checkout />, (request) => (request.path.endsWith('/deposit_purchase') ? held : undefined));
    await signIn(user, customer.email, customer.password);
    await screen.findByRole('form', { name: 'Payment' });
    await fillCard(user);
    const form = screen.getByRole('form', { name: 'Payment' }) as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(await screen.findByRole('button', { name: /Paying/ })).toBeDisabled();
    expect(screen.getByLabelText('Card number')).toBeDisabled();
    release();
    await screen.findByRole('heading', { name: 'Thank you for your purchase' });
    expect(requests.filter((r) => r.path.endsWith('/deposit_purchase'))).toHaveLength(1);
  });
});
