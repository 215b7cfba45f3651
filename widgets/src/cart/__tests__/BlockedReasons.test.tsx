import '../../__tests__/testEnv';
import { render, screen, within } from '@testing-library/react';
import type { BlockedReasonAction, Cart } from '@drawkit/sdk';
import { describe, expect, it } from 'vitest';
import { BlockedReasons } from '../BlockedReasons';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

function blockedCart(actions: BlockedReasonAction[], spendLimit: Cart['spendLimit'] = null): Cart {
  return {
    cartReference: 'cart_1',
    customerId: 'cust_1',
    cartItems: [],
    autoRemovedItems: [],
    cartTotal: aud(700),
    preOrderTotal: aud(0),
    requiresUnattendedPaymentMethod: false,
    showRegulation: false,
    blockedReasons: Object.fromEntries(actions.map((a) => [a, `Reason ${a}`])),
    blockedReasonActions: Object.fromEntries(actions.map((a) => [a, a])),
    spendLimit,
  };
}

describe('BlockedReasons (shop-core §4 "Block reason action types: close, fixed, spend_limit, verify_account_required, deposit_limit, global_spend_limit")', () => {
  it('links every action type to the page that deals with it', () => {
    render(<BlockedReasons cart={blockedCart(['close', 'fixed', 'spend_limit', 'verify_account_required', 'deposit_limit', 'global_spend_limit'])} />);
    const link = (action: string) => within(screen.getByText(`Reason ${action}`).closest('.drawkit-notice') as HTMLElement).getByRole('link');
    expect(link('close')).toHaveAttribute('href', '/about/responsible-gaming');
    expect(link('fixed')).toHaveAccessibleName('Contact support');
    expect(link('fixed')).toHaveAttribute('href', '/about/contact-us');
    expect(link('spend_limit')).toHaveAttribute('href', '/my-account/spend-limits');
    expect(link('verify_account_required')).toHaveAttribute('href', '/my-account/verify-account');
    expect(link('deposit_limit')).toHaveAttribute('href', '/my-account/precommitment-limit');
    expect(link('global_spend_limit')).toHaveAttribute('href', '/my-account/spend-limits');
  });

  it('"Remaining spend limit = limit minus amountSpent", for the limit\'s own period', () => {
    render(<BlockedReasons cart={blockedCart(['spend_limit'], { period: 'day', limit: aud(500), amountSpent: aud(150) })} />);
    expect(screen.getByText(/Remaining today/)).toHaveTextContent('Remaining today: $3.50 of $5.00.');
  });
});
