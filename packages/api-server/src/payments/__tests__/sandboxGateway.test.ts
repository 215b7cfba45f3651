import { describe, expect, it } from 'vitest';
import { money } from '@drawkit/contract';
import { manualClock } from '../../clock';
import { createSandboxGateway, SANDBOX_CARDS } from '../sandboxGateway';

const clock = manualClock(new Date('2026-03-11T00:00:00Z'));
const card = (number: string, overrides = {}) => ({
  number,
  expiryMonth: 12,
  expiryYear: 2030,
  securityCode: '123',
  holderName: 'Test',
  ...overrides,
});

describe('sandbox gateway', () => {
  it('charges the success cards and reports brand and last four', async () => {
    const gateway = createSandboxGateway(clock);
    const visa = await gateway.charge({ amount: money(500), card: card(SANDBOX_CARDS.visa), description: 'x', idempotencyKey: 'a' });
    expect(visa).toMatchObject({ ok: true, brand: 'VISA', last4: '4242' });
    const mastercard = await gateway.charge({ amount: money(500), card: card(SANDBOX_CARDS.mastercard), description: 'x', idempotencyKey: 'b' });
    expect(mastercard).toMatchObject({ ok: true, brand: 'MASTERCARD', last4: '4444' });
    expect(gateway.charges.size).toBe(2);
  });

  it('declines the decline card and refuses unknown cards, past expiry and bad codes', async () => {
    const gateway = createSandboxGateway(clock);
    const attempt = (c: ReturnType<typeof card>, key: string) =>
      gateway.charge({ amount: money(500), card: c, description: 'x', idempotencyKey: key });
    expect(await attempt(card(SANDBOX_CARDS.declined), '1')).toEqual({ ok: false, code: 'card_declined', message: 'Your card was declined.' });
    expect(await attempt(card('4000056655665556'), '2')).toMatchObject({ code: 'card_invalid', message: 'Please use a sandbox test card.' });
    expect(await attempt(card(SANDBOX_CARDS.visa, { expiryMonth: 2, expiryYear: 2026 }), '3')).toMatchObject({ code: 'card_invalid' });
    expect(await attempt(card(SANDBOX_CARDS.visa, { expiryMonth: 3, expiryYear: 2026 }), '4')).toMatchObject({ ok: true });
    expect(await attempt(card(SANDBOX_CARDS.visa, { securityCode: '12345' }), '5')).toMatchObject({ code: 'card_invalid' });
    expect(gateway.charges.size).toBe(1);
  });

  it('returns the same charge for the same idempotency key, and refunds', async () => {
    const gateway = createSandboxGateway(clock);
    const request = { amount: money(900), card: card(SANDBOX_CARDS.visa), description: 'x', idempotencyKey: 'same' };
    const first = await gateway.charge(request);
    expect(await gateway.charge(request)).toEqual(first);
    expect(gateway.charges.size).toBe(1);
    if (!first.ok) throw new Error('expected a charge');
    await gateway.refund(first.reference);
    expect(gateway.charges.get(first.reference)?.refunded).toBe(true);
  });
});
