// `npm run withdrawals -- list|pay|cancel` (scripts/withdrawals.mjs) against a listening test
// shop: what an operator types, and what it prints.
import { describe, expect, it } from 'vitest';
import { balanceOf, signUp } from '../../__tests__/helpers/fixtures';
import { operatorCommand } from '../../__tests__/helpers/operatorCommand';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { newId } from '../../db/ids';
import { customers, ledgerEntries, withdrawals } from '../../db/schema';
import { eq } from 'drizzle-orm';

const SECRET = 'operator-secret-for-the-withdrawals-command-0123456789';

describe.each(testBackends())('npm run withdrawals on $name', (backend) => {
  const shop = useTestShop(backend, { identity: { operatorSecret: SECRET } });
  const command = operatorCommand(shop, 'withdrawals.mjs', SECRET);

  async function withdrawn(cents: number): Promise<{ session: Session; email: string; id: string }> {
    const session = await signUp(shop.client);
    await shop.database.db.insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'prize', amountCents: 10_000, description: 'Test prize' });
    const account = await shop.client.call('POST', '/v2/funds/bank-account', { session, body: { code: '062-000', accountNumber: '12345678', accountName: 'Pat Winner', type: 'national' } });
    const done = await shop.client.call('POST', `/v2/withdrawal/${account.data.result.id}/withdraw`, { session, body: { amount: cents, currency: 'AUD' } });
    const [row] = await shop.database.db.select({ email: customers.email }).from(customers).where(eq(customers.id, session.customerId));
    return { session, email: row!.email, id: done.data.result.id as string };
  }

  it('lists what is waiting with the account to pay, pays one and cancels another with a reason', async () => {
    const first = await withdrawn(2500);
    const second = await withdrawn(4000);
    const listed = await command(['list']);
    expect(listed.code, listed.out).toBe(0);
    expect(listed.out).toContain(`${first.id}  pending        $25.00  ${first.email}  to BSB 062-000 account 12345678 (Pat Winner)`);
    expect(listed.out).toContain(second.email);

    expect((await command(['pay', first.id])).out).toBe(`Paid: $25.00 to BSB 062-000 account 12345678 (Pat Winner) for ${first.email}.\n`);
    expect((await command(['cancel', second.id, 'Account', 'closed.'])).out).toBe(`Cancelled: $40.00 is back in ${second.email}'s wallet (Account closed.).\n`);
    expect(await balanceOf(shop.client, second.session)).toBe(10_000);
    expect((await command(['list'])).out).not.toContain(first.id);
    const all = (await command(['list', '--all'])).out;
    expect(all).toMatch(new RegExp(`${first.id}  paid .* paid \\d{4}-`));
    expect(all).toMatch(new RegExp(`${second.id}  cancelled .* cancelled \\d{4}-`));
  });

  it('pages a long list, 100 at a time, and says where the next page is', async () => {
    const { id } = await withdrawn(1500);
    // Enough waiting withdrawals for a second page, written straight into the table.
    const [model] = await shop.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    await shop.database.db.insert(withdrawals).values(
      Array.from({ length: 100 }, (_, i) => ({ ...model!, id: newId(), createdAt: new Date(model!.createdAt.getTime() + (i + 1) * 1000) })),
    );
    const first = await command(['list']);
    const total = Number(/ of (\d+); next: npm run withdrawals -- list --page 2\)\n$/.exec(first.out)?.[1]);
    expect(total).toBeGreaterThanOrEqual(101);
    expect(first.out.trimEnd().split('\n')).toHaveLength(101);
    const last = await command(['list', '--page', String(Math.ceil(total / 100))]);
    expect(last.out).toMatch(new RegExp(`\\(${Math.floor((total - 1) / 100) * 100 + 1}–${total} of ${total}\\)\\n$`));
    expect((await command(['list', '--page', '99'])).out).toBe(`There are ${total} withdrawal(s): page 99 is past the last.\n`);
    expect((await command(['list', '--page', 'two'])).out).toMatch(/^Usage: npm run withdrawals/);
  });

  it('says what went wrong: a resolved withdrawal, a wrong secret, a missing argument', async () => {
    const { id } = await withdrawn(1000);
    await command(['pay', id]);
    expect(await command(['pay', id])).toEqual({ code: 1, out: '409: This withdrawal was already paid.\n' });
    expect(await command(['list'], 'wrong-secret-0123456789-0123456789')).toEqual({ code: 1, out: '401: The operator secret is missing or wrong.\n' });
    expect((await command(['cancel', id])).out).toMatch(/^Usage: npm run withdrawals/);
  });
});
