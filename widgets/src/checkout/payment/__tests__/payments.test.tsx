import { act, fireEvent, render, screen } from '@testing-library/react';
import '../../../__tests__/testEnv';
import { describe, expect, it, vi } from 'vitest';
import type { Cart, PendingDeposit, Receipt } from '@drawkit/sdk';
import { renderWithClient } from '../../../__tests__/renderWithClient';
import { Modal } from '../../../ui/Modal';
import { PaymentStep } from '../../PaymentStep';
import { ChallengeModal } from '../ChallengeModal';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

const pending = (windowSize: 'Small' | 'Medium' | 'Large' | 'ExtraLarge' | 'FullScreen' = 'Medium'): PendingDeposit => ({
  depositId: 'dep_1',
  kind: 'card_challenge',
  status: 'pending',
  amount: aud(350),
  challenge: { url: 'https://shop.test/3ds/challenge/dep_1?token=secret-token', windowSize, width: 390, height: 400 },
});

function post(data: unknown, origin = 'https://shop.test') {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('Generic modal', () => {
  it('"Sizes: small 320px, medium 550px, large 700px, largest 950px"', () => {
    for (const [size, width] of [
      ['small', 320],
      ['medium', 550],
      ['large', 700],
      ['largest', 950],
    ] as const) {
      const { unmount } = render(
        <Modal title="Title" size={size} onClose={() => undefined}>
          body
        </Modal>,
      );
      expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: `${width}px` });
      unmount();
    }
  });

  it('"Escape and a click on the backdrop close it. Body scroll is locked while open."', () => {
    const onClose = vi.fn();
    document.body.style.overflow = 'auto';
    const { unmount } = render(
      <Modal title="Title" onClose={onClose}>
        <p>inside</p>
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByText('inside'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
    unmount();
    expect(document.body.style.overflow).toBe('auto');
  });
});

describe('ChallengeModal', () => {
  it('shows the challenge page in a frame of the picked window size and a modal that holds it', () => {
    render(<ChallengeModal pending={pending('ExtraLarge')} onAnswered={() => undefined} onClose={() => undefined} />);
    const frame = screen.getByTitle('Card issuer check');
    expect(frame).toHaveAttribute('src', 'https://shop.test/3ds/challenge/dep_1?token=secret-token');
    expect(frame).toHaveStyle({ width: '390px', height: '400px' });
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '700px' });
  });

  it("takes the outcome only from the challenge page's origin and deposit", () => {
    const onAnswered = vi.fn();
    render(<ChallengeModal pending={pending()} onAnswered={onAnswered} onClose={() => undefined} />);
    post({ type: 'drawkit:card-challenge', depositId: 'dep_1', status: 'completed' }, 'https://evil.test');
    post({ type: 'drawkit:card-challenge', depositId: 'dep_2', status: 'completed' });
    expect(onAnswered).not.toHaveBeenCalled();
    post({ type: 'drawkit:card-challenge', depositId: 'dep_1', status: 'failed' });
    expect(onAnswered).toHaveBeenCalledWith('failed');
  });
});

/** Signed-out client: give the step its payment methods directly (an empty wallet and a card). */
function withMethods(client: ReturnType<typeof renderWithClient>['client']) {
  act(() => {
    client.purchase.setState({
      loadPaymentMethods: async () => undefined,
      paymentMethods: [
        { id: 'wallet', type: 'wallet', name: 'Wallet', enabled: true, minAmount: aud(0), maxAmount: aud(0), requiresSecurityCode: false, balance: aud(0) },
        { id: 'card', type: 'card', name: 'Card', enabled: true, minAmount: aud(1), maxAmount: aud(500000), requiresSecurityCode: true },
      ],
    });
  });
}

describe('PaymentStep with a card challenge', () => {
  const cart: Cart = {
    cartReference: 'c1',
    cartItems: [{ id: 'i1' } as Cart['cartItems'][number]],
    cartTotal: aud(350),
    preOrderTotal: aud(0),
  } as Cart;

  it('opens the challenge window, and once it is answered finishes the purchase for the receipt', async () => {
    const onPaid = vi.fn();
    const pay = vi.fn(async () => ({ ok: false as const, messages: [], pending: pending() }));
    const { client, user } = renderWithClient(<PaymentStep cart={cart} pay={pay} onPaid={onPaid} />);
    const receipt = { checkoutId: 'chk_9' } as Receipt;
    const resumePurchase = vi.fn(async () => ({ ok: true as const, receipt }));
    client.purchase.setState({ resumePurchase });
    withMethods(client);

    await user.type(await screen.findByLabelText('Card number'), '4000 0000 0000 3220');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Demo Customer');
    await user.click(screen.getByRole('button', { name: 'Pay $3.50' }));

    expect(await screen.findByRole('dialog', { name: 'Confirm your payment' })).toBeInTheDocument();
    post({ type: 'drawkit:card-challenge', depositId: 'dep_1', status: 'completed' });
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith(receipt));
    expect(resumePurchase).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing the challenge window forgets the pending purchase and lets the shopper pay again', async () => {
    const pay = vi.fn(async () => ({ ok: false as const, messages: [], pending: pending() }));
    const { client, user } = renderWithClient(<PaymentStep cart={cart} pay={pay} onPaid={() => undefined} />);
    const dismissPending = vi.fn();
    client.purchase.setState({ dismissPending });
    withMethods(client);
    await user.type(await screen.findByLabelText('Card number'), '4000 0000 0000 3220');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Demo Customer');
    await user.click(screen.getByRole('button', { name: 'Pay $3.50' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dismissPending).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $3.50' })).toBeEnabled();
  });
});

describe('PaymentStep with stored cards', () => {
  const cart = {
    cartReference: 'c1',
    cartItems: [{ id: 'i1' }],
    cartTotal: aud(350),
    preOrderTotal: aud(0),
  } as unknown as Cart;
  const stored = (id: string, last4: string, requiresSecurityCode: boolean, isDefault: boolean) => ({
    id,
    type: 'card' as const,
    name: `VISA ending ${last4}`,
    enabled: true,
    minAmount: aud(1),
    maxAmount: aud(500000),
    requiresSecurityCode,
    default: isDefault,
    card: { brand: 'VISA', last4, expiryMonth: 12, expiryYear: 2030 },
  });

  function setup(payStored: (id: string, code: string | undefined) => Promise<never>) {
    const view = renderWithClient(<PaymentStep cart={cart} pay={vi.fn()} payStored={payStored} onPaid={() => undefined} />);
    act(() => {
      view.client.purchase.setState({
        loadPaymentMethods: async () => undefined,
        paymentMethods: [
          { id: 'card', type: 'card', name: 'Card', enabled: true, minAmount: aud(1), maxAmount: aud(500000), requiresSecurityCode: true },
          stored('fund_a', '4242', true, true),
          stored('fund_b', '4444', false, false),
        ],
      });
    });
    return view;
  }

  it('offers the default stored card first and asks for its security code when its gateway requires it', async () => {
    const payStored = vi.fn(async () => ({ ok: false, messages: [{ message: 'Your card was declined.', code: 'card_declined', level: 'error' }] }) as never);
    const { user } = setup(payStored);
    expect(await screen.findByRole('radio', { name: /VISA ending 4242/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay $3.50' }));
    expect(payStored).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Security code'), '321');
    await user.click(screen.getByRole('button', { name: 'Pay $3.50' }));
    expect(payStored).toHaveBeenCalledWith('fund_a', '321');
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  });

  it('pays with a card whose gateway needs no security code without asking for one, or with a new card', async () => {
    const payStored = vi.fn(async () => ({ ok: false, messages: [] }) as never);
    const { user } = setup(payStored);
    await user.click(await screen.findByRole('radio', { name: /VISA ending 4444/ }));
    expect(screen.queryByLabelText('Security code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $3.50' }));
    expect(payStored).toHaveBeenCalledWith('fund_b', undefined);
    await user.click(screen.getByRole('radio', { name: 'A new card' }));
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Save this card/ })).not.toBeChecked();
  });
});
