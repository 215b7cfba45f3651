import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money } from '@drawkit/contract';
import { manualClock } from '../../clock';
import type { Database } from '../../db/openDatabase';
import { migrate } from '../../db/migrate';
import { testBackends } from '../../__tests__/helpers/testBackends';
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
let counter = 0;
const key = (name: string) => `${name}-${Date.now()}-${++counter}`;

describe.each(testBackends())('sandbox gateway on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    await migrate(database);
  });
  afterAll(async () => {
    await dispose();
  });
  const gateway = () => createSandboxGateway(database.db, clock);

  it('charges the success cards and reports brand and last four', async () => {
    const sandbox = gateway();
    const before = (await sandbox.listCharges()).length;
    const visa = await sandbox.charge({ amount: money(500), card: card(SANDBOX_CARDS.visa), description: 'x', idempotencyKey: key('a') });
    expect(visa).toMatchObject({ ok: true, brand: 'VISA', last4: '4242' });
    const mastercard = await sandbox.charge({ amount: money(500), card: card(SANDBOX_CARDS.mastercard), description: 'x', idempotencyKey: key('b') });
    expect(mastercard).toMatchObject({ ok: true, brand: 'MASTERCARD', last4: '4444' });
    expect((await sandbox.listCharges()).length - before).toBe(2);
  });

  it('declines the decline card and refuses unknown cards, past expiry and bad codes', async () => {
    const sandbox = gateway();
    const before = (await sandbox.listCharges()).length;
    const attempt = (c: ReturnType<typeof card>) => sandbox.charge({ amount: money(500), card: c, description: 'x', idempotencyKey: key('c') });
    expect(await attempt(card(SANDBOX_CARDS.declined))).toEqual({ ok: false, code: 'card_declined', message: 'Your card was declined.' });
    expect(await attempt(card('4000056655665556'))).toMatchObject({ code: 'card_invalid', message: 'Please use a sandbox test card.' });
    expect(await attempt(card(SANDBOX_CARDS.visa, { expiryMonth: 2, expiryYear: 2026 }))).toMatchObject({ code: 'card_invalid' });
    expect(await attempt(card(SANDBOX_CARDS.visa, { expiryMonth: 3, expiryYear: 2026 }))).toMatchObject({ ok: true });
    expect(await attempt(card(SANDBOX_CARDS.visa, { securityCode: '12345' }))).toMatchObject({ code: 'card_invalid' });
    expect((await sandbox.listCharges()).length - before).toBe(1);
  });

  it('returns the same charge for the same idempotency key, even sent at once, and refunds once', async () => {
    const sandbox = gateway();
    const before = (await sandbox.listCharges()).length;
    const request = { amount: money(900), card: card(SANDBOX_CARDS.visa), description: 'x', idempotencyKey: key('same') };
    const answers = await Promise.all(Array.from({ length: 5 }, () => sandbox.charge(request)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await sandbox.charge(request)).toEqual(answers[0]);
    expect((await sandbox.listCharges()).length - before).toBe(1);
    const first = answers[0]!;
    if (!first.ok) throw new Error('expected a charge');
    await sandbox.refund(first.reference);
    await sandbox.refund(first.reference);
    expect(await sandbox.findCharge(request.idempotencyKey)).toMatchObject({ reference: first.reference, refunded: true });
    await expect(sandbox.refund('ch_sandbox_unknown')).rejects.toThrow('Unknown sandbox charge');
  });

  it('keeps its books across a restart: a new gateway finds the charge by its key and replays the same answer', async () => {
    const idempotencyKey = key('restart');
    const request = { amount: money(1234), card: card(SANDBOX_CARDS.mastercard), description: 'x', idempotencyKey };
    const before = await gateway().charge(request);
    if (!before.ok) throw new Error('expected a charge');
    const afterRestart = gateway();
    expect(await afterRestart.findCharge(idempotencyKey)).toEqual({
      reference: before.reference,
      amountCents: 1234,
      brand: 'MASTERCARD',
      last4: '4444',
      refunded: false,
    });
    expect(await afterRestart.charge(request)).toEqual(before);
    expect((await afterRestart.listCharges()).filter((c) => c.idempotencyKey === idempotencyKey)).toHaveLength(1);
  });

  it('finds nothing for a key that charged nothing, and finds the challenged card once it is authenticated', async () => {
    const sandbox = gateway();
    const declined = key('declined');
    await sandbox.charge({ amount: money(500), card: card(SANDBOX_CARDS.declined), description: 'x', idempotencyKey: declined });
    expect(await sandbox.findCharge(declined)).toBeNull();
    expect(await sandbox.findCharge(key('never-sent'))).toBeNull();

    const challenged = key('challenge');
    const request = { amount: money(700), card: card(SANDBOX_CARDS.challenge), description: 'x', idempotencyKey: challenged };
    const first = await sandbox.charge(request);
    expect(first).toMatchObject({ ok: false, code: 'challenge_required' });
    expect(await sandbox.findCharge(challenged)).toBeNull();
    if (first.ok || first.code !== 'challenge_required') throw new Error('expected a challenge');
    const confirmed = await sandbox.charge({ ...request, authentication: { challengeReference: first.challengeReference } });
    expect(confirmed).toMatchObject({ ok: true, brand: 'VISA', last4: '3220' });
    expect(await sandbox.findCharge(challenged)).toMatchObject({ amountCents: 700, refunded: false });
  });
});
