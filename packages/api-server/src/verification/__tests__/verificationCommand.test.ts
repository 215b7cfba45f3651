// `npm run verification -- list|show|approve|refuse` (scripts/verification.mjs) against a
// listening test shop: what an operator types, and what it prints.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../__tests__/helpers/fixtures';
import { operatorCommand } from '../../__tests__/helpers/operatorCommand';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { customers } from '../../db/schema';
import { JPEG, multipartBody } from './multipartBody';

const SECRET = 'operator-secret-for-the-command-test-0123456789';

describe.each(testBackends())('npm run verification on $name', (backend) => {
  const shop = useTestShop(backend, { identity: { operatorSecret: SECRET } });
  const command = operatorCommand(shop, 'verification.mjs', SECRET);

  async function submitted(): Promise<{ session: Session; email: string; id: string }> {
    const session = await signUp(shop.client);
    await shop.database.db.update(customers).set({ isVerified: false }).where(eq(customers.id, session.customerId));
    const sent = await shop.client.call('POST', '/v2/customer/verification', { session, raw: multipartBody([{ name: 'files', filename: 'a.jpg', content: JPEG }]) });
    const [row] = await shop.database.db.select({ email: customers.email }).from(customers).where(eq(customers.id, session.customerId));
    return { session, email: row!.email, id: sent.data.result.submissionId as string };
  }

  it('lists waiting submissions, saves the photos, refuses with a reason and approves', async () => {
    const first = await submitted();
    const second = await submitted();
    const listed = await command(['list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`${first.id}  pending   photo_id_upload  ${first.email}  1 file(s)`);
    expect(listed.out).toContain(second.email);

    const dir = mkdtempSync(join(tmpdir(), 'drawkit-review-'));
    const shown = await command(['show', first.id, dir]);
    expect(shown.code, shown.out).toBe(0);
    const [saved] = readdirSync(dir);
    expect(saved).toMatch(/\.jpeg$/);
    expect(readFileSync(join(dir, saved!)).equals(Buffer.from(JPEG))).toBe(true);

    expect((await command(['refuse', first.id, 'The', 'photo', 'is', 'blurred.'])).out).toContain(`Refused: ${first.email} stays unverified (The photo is blurred.).`);
    expect((await command(['approve', second.id])).out).toContain(`Approved: ${second.email} is verified.`);
    const [verified] = await shop.database.db.select({ isVerified: customers.isVerified }).from(customers).where(eq(customers.id, second.session.customerId));
    expect(verified?.isVerified).toBe(true);
    expect((await command(['list'])).out).not.toContain(first.id);
    expect((await command(['list', '--all'])).out).toContain('refused: The photo is blurred.');
  });

  it('says what went wrong: a decided submission, a wrong secret, a missing argument', async () => {
    const { id } = await submitted();
    await command(['approve', id]);
    expect(await command(['approve', id])).toEqual({ code: 1, out: '409: This verification submission has already been decided.\n' });
    expect(await command(['list'], 'wrong-secret-0123456789-0123456789')).toEqual({ code: 1, out: '401: The operator secret is missing or wrong.\n' });
    expect((await command(['refuse', id])).out).toMatch(/^Usage: npm run verification/);
  });
});
