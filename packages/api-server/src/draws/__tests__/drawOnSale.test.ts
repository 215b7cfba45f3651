/**
 * One rule, two spellings: isDrawOnSale decides in TypeScript (the cart's rules, open draws) and
 * drawOnSaleSql in the database (the purchase's write). Every combination of status, stop time
 * and purchase status must get the same answer from both, on both backends.
 */
import { DRAW_STATUSES, RAFFLE_PURCHASE_STATUSES } from '@drawkit/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { drawOnSaleSql, isDrawOnSale } from '../openDraws';

const NOW = new Date('2026-11-28T08:00:00.000Z');
const STOPS = [new Date(NOW.getTime() - 1000), NOW, new Date(NOW.getTime() + 1), new Date(NOW.getTime() + 86_400_000)];

const CASES = DRAW_STATUSES.flatMap((status) =>
  STOPS.flatMap((stopAt) => [null, ...RAFFLE_PURCHASE_STATUSES].map((purchaseStatus) => ({ status, stopAt, purchaseStatus }))),
).map((draw, index) => ({ id: `case-${index}`, ...draw }));

describe.each(testBackends())('a draw on sale, in TypeScript and in SQL, on $name', (backend) => {
  const shop = useTestShop(backend);

  it('gets the same answer from both for every status, stop time and purchase status', async () => {
    const literal = (value: string | null) => (value === null ? 'null::text' : `'${value}'`);
    const rows = CASES.map((c) => `(${literal(c.id)}, ${literal(c.status)}, ${literal(c.stopAt.toISOString())}::timestamptz, ${literal(c.purchaseStatus)})`);
    // The condition names only the draws table's columns, so a relation with those columns stands in for it.
    const query = `select id from (values ${rows.join(', ')}) as draws(id, status, stop_at, purchase_status)
      where ${drawOnSaleSql(`'${NOW.toISOString()}'::timestamptz`)} order by id`;
    const result = (await shop.database.db.execute(sql.raw(query))) as unknown as { rows: { id: string }[] };
    const inSql = result.rows.map((row) => row.id).sort();
    const inTypeScript = CASES.filter((c) => isDrawOnSale(c, NOW)).map((c) => c.id).sort();

    expect(inSql).toEqual(inTypeScript);
    // Neither side may pass the test by answering nothing (or everything).
    expect(inTypeScript.length).toBeGreaterThan(0);
    expect(inTypeScript.length).toBeLessThan(CASES.length);
    expect(isDrawOnSale({ status: 'DRAW_OPEN', stopAt: STOPS[3]!, purchaseStatus: 'pre_order' }, NOW)).toBe(true);
    expect(isDrawOnSale({ status: 'DRAW_OPEN', stopAt: NOW, purchaseStatus: null }, NOW)).toBe(false);
    expect(isDrawOnSale({ status: 'DRAW_OPEN', stopAt: STOPS[3]!, purchaseStatus: 'sold_out' }, NOW)).toBe(false);
  });
});
