/**
 * The limit calls (shop-specialised §7 'Limits'): `GET /spend-limits`, `PUT /spend-limits/{period}`
 * (set), `POST /spend-limits/{period}` (edit), `DELETE /spend-limits/{spendLimitId}`, and the
 * precommitment (deposit) limit: `POST /precommitment` (form `limit`, optional `period`),
 * `DELETE /precommitment`, plus `GET /precommitment` to read it.
 *
 * Lowering a limit or setting a first one applies at once; raising or removing one waits
 * LIMIT_COOLING_OFF_DAYS (7) days and is shown as pending. Each change runs with the customer
 * row locked, so two changes of one customer never interleave.
 */
import type { CapabilityName, LimitPeriod } from '@drawkit/contract';
import {
  precommitmentBodySchema,
  spendLimitBodySchema,
  spendLimitIdParamsSchema,
  spendLimitPeriodParamsSchema,
} from '@drawkit/contract/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../auth/segments';
import type { Tx } from '../db/Db';
import { customerLimits, customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { effectiveLimit, type LimitValue, pendingChange, planLimitChange } from './limitChanges';
import { depositedByPeriod, type LimitKind, limitRows, settleDueChange, spentByPeriod, storedLimit, storePlan, systemLimits } from './limitQueries';
import { AVAILABLE_PERIODS, customerPrecommitment, customerSpendLimits, precommitmentView, spendLimitView, systemLimitViews } from './limitViews';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Locks the customer row and checks the feature is on for their segment. The row is updated (to
 * the same segment) rather than only locked: that gives it a new version, which a purchase made
 * at once checks (purchase/purchaseAtOnce), so a purchase priced before a limit changed is not
 * written after it.
 */
async function lockCustomer(tx: Tx, customerId: string, capability: CapabilityName): Promise<void> {
  const [customer] = await tx
    .update(customers)
    .set({ segment: sql`${customers.segment}` })
    .where(eq(customers.id, customerId))
    .returning({ segment: customers.segment });
  if (!customer) fail('unauthorised');
  requireCapability(customer.segment, capability);
}

async function requireFeature(deps: AppDeps, customerId: string, capability: CapabilityName): Promise<void> {
  const [customer] = await deps.db.select({ segment: customers.segment }).from(customers).where(eq(customers.id, customerId));
  if (!customer) fail('unauthorised');
  requireCapability(customer.segment, capability);
}

/** The customer's row of a kind (for spend limits, of one period), with any due change made its own value. */
async function currentRow(tx: Tx, customerId: string, kind: LimitKind, period: LimitPeriod | null, now: Date) {
  const rows = await limitRows(tx, customerId, kind);
  const row = period ? rows.find((r) => r.period === period) : rows[0];
  return row ? settleDueChange(tx, row, now) : null;
}

/** "Please enter an amount equal to or less than {amount}." (shop-specialised §5) against the shop's own limit. */
async function assertWithinSystemLimit(tx: Tx, value: LimitValue): Promise<void> {
  const shop = (await systemLimits(tx)).find((l) => l.period === value.period);
  if (shop && value.amountCents > shop.amountCents) {
    fail('limit_above_system', { message: `Please enter an amount equal to or less than ${dollars(shop.amountCents)}.`, field: 'amount' });
  }
}

export function registerLimitRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  const changeSpendLimit = async (customerId: string, period: LimitPeriod, amountCents: number, mustExist: boolean) =>
    db.transaction(async (tx) => {
      const now = clock.now();
      await lockCustomer(tx, customerId, 'spend-limits');
      const requested = { period, amountCents };
      await assertWithinSystemLimit(tx, requested);
      const row = await currentRow(tx, customerId, 'spend', period, now);
      if (mustExist && !row) fail('spend_limit_not_found', { message: `You have no ${period} spend limit to change.`, field: 'period' });
      const current = row ? effectiveLimit(storedLimit(row), now) : null;
      await storePlan(tx, customerId, 'spend', row, planLimitChange(current, requested, now), now);
      const [saved] = await limitRows(tx, customerId, 'spend').then((rows) => rows.filter((r) => r.period === period));
      const view = saved ? spendLimitView(saved, await spentByPeriod(tx, customerId, now), now) : null;
      if (!view) throw new Error('The saved spend limit is missing');
      return { result: view };
    });

  registerRoute(server, deps, 'spendLimits', {}, async ({ auth }) => {
    await requireFeature(deps, auth.customerId, 'spend-limits');
    const now = clock.now();
    return {
      result: {
        availablePeriods: AVAILABLE_PERIODS,
        customerLimits: await customerSpendLimits(db, auth.customerId, now),
        systemLimits: await systemLimitViews(db),
      },
    };
  });

  registerRoute(server, deps, 'spendLimitSet', { params: spendLimitPeriodParamsSchema, body: spendLimitBodySchema }, async ({ auth, params, body }) =>
    changeSpendLimit(auth.customerId, params.period, body.amount, false),
  );

  registerRoute(server, deps, 'spendLimitEdit', { params: spendLimitPeriodParamsSchema, body: spendLimitBodySchema }, async ({ auth, params, body }) =>
    changeSpendLimit(auth.customerId, params.period, body.amount, true),
  );

  registerRoute(server, deps, 'spendLimitDelete', { params: spendLimitIdParamsSchema }, async ({ auth, params }) =>
    db.transaction(async (tx) => {
      const now = clock.now();
      await lockCustomer(tx, auth.customerId, 'spend-limits');
      const [found] = await tx
        .select()
        .from(customerLimits)
        .where(and(eq(customerLimits.id, params.spendLimitId), eq(customerLimits.customerId, auth.customerId), eq(customerLimits.kind, 'spend')));
      const row = found ? await settleDueChange(tx, found, now) : null;
      if (!row) fail('spend_limit_not_found', { field: 'spendLimitId' });
      const waiting = pendingChange(storedLimit(row), now);
      if (waiting && !waiting.value) {
        fail('limit_change_pending', {
          message: `Your ${row.period} spend limit is already due to be removed on ${waiting.effectiveAt.toISOString().slice(0, 10)}.`,
          field: 'spendLimitId',
        });
      }
      const current = effectiveLimit(storedLimit(row), now);
      await storePlan(tx, auth.customerId, 'spend', row, planLimitChange(current, null, now), now);
      const [after] = await tx.select().from(customerLimits).where(eq(customerLimits.id, row.id));
      return { result: after ? spendLimitView(after, await spentByPeriod(tx, auth.customerId, now), now) : null };
    }),
  );

  registerRoute(server, deps, 'precommitment', {}, async ({ auth }) => {
    await requireFeature(deps, auth.customerId, 'deposit_limits');
    return { result: { precommitment: await customerPrecommitment(db, auth.customerId, clock.now()), availablePeriods: AVAILABLE_PERIODS } };
  });

  registerRoute(server, deps, 'precommitmentSet', { body: precommitmentBodySchema }, async ({ auth, body }) =>
    db.transaction(async (tx) => {
      const now = clock.now();
      await lockCustomer(tx, auth.customerId, 'deposit_limits');
      const row = await currentRow(tx, auth.customerId, 'deposit', null, now);
      const current = row ? effectiveLimit(storedLimit(row), now) : null;
      await storePlan(tx, auth.customerId, 'deposit', row, planLimitChange(current, { period: body.period, amountCents: body.limit }, now), now);
      const [saved] = await limitRows(tx, auth.customerId, 'deposit');
      const view = saved ? precommitmentView(saved, await depositedByPeriod(tx, auth.customerId, now), now) : null;
      return { result: { precommitment: view, availablePeriods: AVAILABLE_PERIODS } };
    }),
  );

  registerRoute(server, deps, 'precommitmentDelete', {}, async ({ auth }) =>
    db.transaction(async (tx) => {
      const now = clock.now();
      await lockCustomer(tx, auth.customerId, 'deposit_limits');
      const row = await currentRow(tx, auth.customerId, 'deposit', null, now);
      if (!row) fail('precommitment_not_found');
      const waiting = pendingChange(storedLimit(row), now);
      if (waiting && !waiting.value) {
        fail('limit_change_pending', { message: `Your deposit limit is already due to be removed on ${waiting.effectiveAt.toISOString().slice(0, 10)}.` });
      }
      await storePlan(tx, auth.customerId, 'deposit', row, planLimitChange(effectiveLimit(storedLimit(row), now), null, now), now);
      return { result: { precommitment: await customerPrecommitment(tx, auth.customerId, now), availablePeriods: AVAILABLE_PERIODS } };
    }),
  );
}
