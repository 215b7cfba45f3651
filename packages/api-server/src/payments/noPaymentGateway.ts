/**
 * No payment provider: what a production shop has until a real gateway is plugged in through
 * the PaymentGateway interface (the sandbox is the demo's). The card gateways list is empty,
 * payment methods list the wallet only, and card and PayPal payments are refused with a clear
 * message before anything is written or charged; wallet purchases work as ever.
 */
import { fail } from '../http/ApiFailure';
import type { PaymentGateway } from './PaymentGateway';

export const CARD_PAYMENTS_UNAVAILABLE_MESSAGE = 'Card payments are not available on this shop at the moment.';
export const PAYPAL_UNAVAILABLE_MESSAGE = 'PayPal payments are not available on this shop at the moment.';

function refuseCard(): never {
  return fail('payment_method_unavailable', { message: CARD_PAYMENTS_UNAVAILABLE_MESSAGE });
}

export const NO_PAYMENT_GATEWAY: PaymentGateway = {
  name: 'none',
  // Routes check paymentsAvailable() first; these refuse too, should a new caller forget to.
  charge: async () => refuseCard(),
  tokenise: async () => refuseCard(),
  refund: async () => {
    throw new Error('No payment gateway is configured, so nothing was charged that could be refunded.');
  },
  // Nothing is ever charged without a gateway, so there is nothing to find.
  findCharge: async () => null,
};

export function paymentsAvailable(gateway: PaymentGateway): boolean {
  return gateway !== NO_PAYMENT_GATEWAY;
}

/** Refuses a card payment (422 payment_method_unavailable) when the shop has no gateway. */
export function assertCardPayments(gateway: PaymentGateway, field?: string): void {
  if (!paymentsAvailable(gateway)) fail('payment_method_unavailable', { message: CARD_PAYMENTS_UNAVAILABLE_MESSAGE, ...(field ? { field } : {}) });
}

/** Refuses a PayPal payment when the shop has no gateway (the built-in PayPal is the sandbox's). */
export function assertPayPal(gateway: PaymentGateway): void {
  if (!paymentsAvailable(gateway)) fail('payment_method_unavailable', { message: PAYPAL_UNAVAILABLE_MESSAGE });
}
