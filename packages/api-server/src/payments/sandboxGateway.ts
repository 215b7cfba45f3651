/**
 * The built-in sandbox gateway: it behaves like a real gateway's test mode. Test cards:
 * 4242 4242 4242 4242 (Visa) and 5555 5555 5555 4444 (Mastercard) succeed, 4000 0000 0000 0002
 * is declined; any other number, a past expiry or a bad security code is refused as invalid.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { CardDetails, ChargeRequest, ChargeResult, PaymentGateway } from './PaymentGateway';

export const SANDBOX_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
} as const;

const SUCCEEDING: Record<string, string> = {
  [SANDBOX_CARDS.visa]: 'VISA',
  [SANDBOX_CARDS.mastercard]: 'MASTERCARD',
};

export const SANDBOX_MESSAGES = {
  declined: 'Your card was declined.',
  expired: 'Your card has expired.',
  securityCode: "Your card's security code is invalid.",
  unknownCard: 'Please use a sandbox test card.',
} as const;

export interface SandboxGateway extends PaymentGateway {
  /** Charges made, for inspection in tests and the dev tools. */
  readonly charges: ReadonlyMap<string, { amountCents: number; refunded: boolean }>;
}

function isExpired(card: CardDetails, now: Date): boolean {
  // A card is valid through the last day of its expiry month.
  const endOfMonth = Date.UTC(card.expiryYear, card.expiryMonth, 1);
  return endOfMonth <= now.getTime();
}

export function createSandboxGateway(clock: Clock): SandboxGateway {
  const charges = new Map<string, { amountCents: number; refunded: boolean }>();
  const byIdempotencyKey = new Map<string, ChargeResult>();

  function attempt(request: ChargeRequest): ChargeResult {
    const number = request.card.number.replace(/[\s-]/g, '');
    if (!/^\d{3,4}$/.test(request.card.securityCode)) {
      return { ok: false, code: 'card_invalid', message: SANDBOX_MESSAGES.securityCode };
    }
    if (isExpired(request.card, clock.now())) return { ok: false, code: 'card_invalid', message: SANDBOX_MESSAGES.expired };
    if (number === SANDBOX_CARDS.declined) return { ok: false, code: 'card_declined', message: SANDBOX_MESSAGES.declined };
    const brand = SUCCEEDING[number];
    if (!brand) return { ok: false, code: 'card_invalid', message: SANDBOX_MESSAGES.unknownCard };
    if (!Number.isInteger(request.amount.amount) || request.amount.amount <= 0) {
      return { ok: false, code: 'card_invalid', message: 'The amount must be positive.' };
    }
    const reference = `ch_sandbox_${randomUUID().replace(/-/g, '')}`;
    charges.set(reference, { amountCents: request.amount.amount, refunded: false });
    return { ok: true, reference, brand, last4: number.slice(-4) };
  }

  return {
    name: 'sandbox',
    charges,
    async charge(request) {
      const earlier = byIdempotencyKey.get(request.idempotencyKey);
      if (earlier) return earlier;
      const result = attempt(request);
      byIdempotencyKey.set(request.idempotencyKey, result);
      return result;
    },
    async refund(reference) {
      const charge = charges.get(reference);
      if (!charge) throw new Error(`Unknown sandbox charge ${reference}`);
      charge.refunded = true;
    },
  };
}
