/**
 * What a customer's cart and purchases are judged against, read by one statement: the account
 * (verified, restricted), their spend and deposit limits, the shop's own limits, what they spent
 * in each window, and their wallet balance (asked for, or needed by a deposit limit). The cart's
 * block reasons (cart/blockReasons) and the deposit checks (limits/depositLimit) decide from it;
 * before it, those reads were five or six statements per cart view and per purchase.
 *
 * Inside a purchase it is read after the customer row is locked, so the balance and the spending
 * include every purchase of the customer committed before (each takes that lock first).
 */
import { LIMIT_PERIODS } from '@drawkit/contract';
import type { DbOrTx } from '../db/Db';
import type { customers } from '../db/schema';
import { customerLimits } from '../db/schema';
import { runStatementOne, statement } from '../db/statements';
import { rowFromJson } from '../db/tableJson';
import { type LimitValue, windowStart } from './limitChanges';
import { type AmountsByPeriod, DEFAULT_SYSTEM_LIMITS, type LimitRow, parseSystemLimits, SYSTEM_LIMITS_SETTING } from './limitQueries';

export interface CustomerStanding {
  isVerified: boolean;
  restriction: (typeof customers.$inferSelect)['accountRestriction'];
  /** Day, week, month order, as limitRows gives them. */
  spendLimits: LimitRow[];
  depositLimits: LimitRow[];
  /** The shop's per-customer limits (limitQueries.systemLimits). */
  systemLimits: readonly LimitValue[];
  /** Checkout totals in each rolling window (limitQueries.spentByPeriod). */
  spent: AmountsByPeriod;
  /** The wallet balance: read when asked for, or when the customer has a deposit limit; null otherwise. */
  balanceCents: number | null;
}

/**
 * The standing's columns and what they read from, for statements that read more beside it
 * (cart/loadCartState). Parameters: $1 customer id, $2..$4 the day, week and month window
 * starts, $5 whether to read the balance in any case.
 */
export const STANDING_COLUMNS = `
  c.id as customer_id, c.is_verified, c.account_restriction,
  (select coalesce(json_agg(to_json(l)), '[]'::json) from customer_limits l where l.customer_id = c.id) as limits,
  (select s.value from settings s where s.key = '${SYSTEM_LIMITS_SETTING}') as system_limits,
  spent.day::float8 as spent_day, spent.week::float8 as spent_week, spent.month::float8 as spent_month,
  case when $5::boolean or exists (select 1 from customer_limits d where d.customer_id = c.id and d.kind = 'deposit')
    then coalesce((select w.balance_cents from wallet_balances w where w.customer_id = c.id), 0)::float8 end as balance`;

export const STANDING_FROM = `
  (select 1) as one
  left join customers c on c.id = $1
  left join lateral (
    select sum(k.total_cents) filter (where k.created_at > $2::timestamptz) as day,
           sum(k.total_cents) filter (where k.created_at > $3::timestamptz) as week,
           sum(k.total_cents) as month
    from checkouts k where k.customer_id = c.id and k.created_at > $4::timestamptz
  ) as spent on true`;

export interface StandingRow {
  customer_id: string | null;
  is_verified: boolean | null;
  account_restriction: CustomerStanding['restriction'];
  limits: Record<string, unknown>[] | null;
  system_limits: string | null;
  spent_day: number | null;
  spent_week: number | null;
  spent_month: number | null;
  balance: number | null;
}

/** The first five parameters of a standing statement. */
export function standingValues(customerId: string | null, now: Date, withBalance: boolean): [string | null, string, string, string, boolean] {
  return [
    customerId,
    windowStart('day', now).toISOString(),
    windowStart('week', now).toISOString(),
    windowStart('month', now).toISOString(),
    withBalance,
  ];
}

const byPeriod = (a: LimitRow, b: LimitRow) => LIMIT_PERIODS.indexOf(a.period) - LIMIT_PERIODS.indexOf(b.period);

/** The standing from a row of STANDING_COLUMNS, or null when the customer does not exist. */
export function standingFromRow(row: StandingRow): CustomerStanding | null {
  if (row.customer_id === null) return null;
  const limits = (row.limits ?? []).map((json) => rowFromJson(customerLimits, json)).sort(byPeriod);
  return {
    isVerified: row.is_verified ?? true,
    restriction: row.account_restriction,
    spendLimits: limits.filter((l) => l.kind === 'spend'),
    depositLimits: limits.filter((l) => l.kind === 'deposit'),
    systemLimits: row.system_limits === null ? DEFAULT_SYSTEM_LIMITS : parseSystemLimits(row.system_limits),
    spent: { day: row.spent_day ?? 0, week: row.spent_week ?? 0, month: row.spent_month ?? 0 },
    balanceCents: row.balance,
  };
}

const standingStatement = statement<StandingRow>('customer_standing', `select ${STANDING_COLUMNS} from ${STANDING_FROM}`);

export async function loadCustomerStanding(db: DbOrTx, customerId: string, now: Date, withBalance = false): Promise<CustomerStanding | null> {
  const row = await runStatementOne(db, standingStatement, standingValues(customerId, now, withBalance));
  return row ? standingFromRow(row) : null;
}
