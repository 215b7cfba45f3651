import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { databaseOf } from '../driverOf';
import { settings } from '../schema';
import { runStatement, runStatementOne, statement } from '../statements';
import { changesOf } from '../tableChanges';

const settingStatement = statement<{ value: string; at: Date; n: number }>(
  'test_setting_value',
  'select value, $2::timestamptz as at, $3::int as n from settings where key = $1',
);

describe.each(testBackends())('prepared statements on $name', (backend) => {
  const shop = useTestShop(backend);

  it('reads typed rows, the same on both drivers', async () => {
    const { db } = shop.database;
    await db.insert(settings).values({ key: 'statement_test', value: 'outside' });
    const at = new Date('2026-03-11T00:00:00.123Z');
    const row = await runStatementOne(db, settingStatement, ['statement_test', at.toISOString(), 7]);
    expect(row).toEqual({ value: 'outside', at, n: 7 });
    // The same statement again (a prepared one on PostgreSQL, parsed once per connection).
    expect(await runStatement(db, settingStatement, ['statement_test', at.toISOString(), 8])).toEqual([{ value: 'outside', at, n: 8 }]);
    expect(await runStatementOne(db, settingStatement, ['no_such_setting', at.toISOString(), 1])).toBeNull();
  });

  it('runs inside a transaction on its connection, seeing what the transaction wrote', async () => {
    const { db } = shop.database;
    const now = new Date().toISOString();
    const undo = new Error('undo');
    let inside: string | undefined;
    await db
      .transaction(async (tx) => {
        expect(databaseOf(tx)).toBe(databaseOf(db));
        expect(changesOf(tx)).toBe(changesOf(db));
        await tx.update(settings).set({ value: 'inside' }).where(eq(settings.key, 'statement_test'));
        inside = (await runStatementOne(tx, settingStatement, ['statement_test', now, 1]))?.value;
        throw undo;
      })
      .catch((error: unknown) => {
        if (error !== undo) throw error;
      });
    expect(inside).toBe('inside');
    expect((await runStatementOne(db, settingStatement, ['statement_test', now, 1]))?.value).toBe('outside');
  });

  it('refuses a second statement under a name with other SQL', () => {
    expect(() => statement('test_setting_value', 'select 1')).toThrow(/declared twice/);
  });
});
