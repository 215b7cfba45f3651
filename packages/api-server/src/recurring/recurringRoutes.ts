/**
 * The recurring-purchase calls (shop-specialised §7 'Recurring purchases (API v3.3 unless
 * noted)', shop-core §7 Draws → Autoplay, and GET/POST /customer/recurring-purchase-method).
 * Reads need a signed-in customer; changes also need the subscription-manage capability.
 */
import type { PaymentResolution, RecurringPurchaseMethod } from '@drawkit/contract';
import {
  autoplayPauseSchema,
  minimumJackpotSchema,
  quickpickSchema,
  recurringPageQuerySchema,
  recurringParamsSchema,
  recurringPurchaseMethodQuerySchema,
  recurringStatusSchema,
  recurringUpdateSchema,
  subscriptionsQuerySchema,
} from '@drawkit/contract/schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../auth/segments';
import type { DbOrTx } from '../db/Db';
import { customers, draws, funds, recurringAttempts, recurringPurchaseMethods, recurringPurchases, scheduledPurchases } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { type RecurringRow, runAutoplay } from './autoplayEngine';
import { cancelScheduled, changeStatus, lockRecurring, updateItem } from './recurringChanges';
import { recurringDetail, recurringFund, recurringPage, recurringViews, scheduledViews } from './recurringViews';

async function findRecurring(db: DbOrTx, customerId: string, id: string, type: RecurringRow['type']): Promise<RecurringRow> {
  const [row] = await db
    .select()
    .from(recurringPurchases)
    .where(and(eq(recurringPurchases.id, id), eq(recurringPurchases.customerId, customerId), eq(recurringPurchases.type, type)));
  if (!row) fail('recurring_not_found', { field: 'id' });
  return row;
}

async function paymentResolution(db: DbOrTx, customerId: string): Promise<PaymentResolution> {
  const failing = await db
    .select()
    .from(recurringPurchases)
    .where(
      and(
        eq(recurringPurchases.customerId, customerId),
        inArray(recurringPurchases.lastAttemptStatus, ['soft_failure', 'hard_failure']),
        sql`${recurringPurchases.status} <> 'recurring_status_cancelled'`,
      ),
    )
    .orderBy(desc(recurringPurchases.updatedAt));
  const views = await recurringViews(db, customerId, failing);
  const fund = await recurringFund(db, customerId);
  return {
    fundSource: { id: fund.id, fundKind: fund.kind },
    recurringPurchases: { subscriptions: views.filter((v) => v.type === 'subscription'), autoplays: views.filter((v) => v.type !== 'subscription') },
  };
}

async function methodView(db: DbOrTx, customerId: string): Promise<RecurringPurchaseMethod> {
  const fund = await recurringFund(db, customerId);
  const cards = await db
    .select({ id: funds.id, brand: funds.brand, last4: funds.last4, isDefault: funds.isDefault })
    .from(funds)
    .where(eq(funds.customerId, customerId))
    .orderBy(desc(funds.isDefault), desc(funds.createdAt));
  return { method: fund.kind === 'cc' ? 'cc' : 'wallet', fund, cards };
}

export function registerRecurringRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const detailOf = async (customerId: string, id: string, type: RecurringRow['type']) => ({ result: await recurringDetail(db, await findRecurring(db, customerId, id, type)) });
  /** A change to one autoplay or subscription, answered with it as it now is. */
  const change = (customerId: string, id: string, type: RecurringRow['type'], work: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], row: RecurringRow) => Promise<RecurringRow>) =>
    db.transaction(async (tx) => ({ result: await recurringDetail(tx, await work(tx, await lockRecurring(tx, customerId, id, type))) }));

  // Autoplay (shop-core §7 Draws → Autoplay).
  registerRoute(server, deps, 'autoplays', { query: recurringPageQuerySchema }, async ({ auth, query }) =>
    recurringPage(db, auth.customerId, { type: 'autoplay' }, query),
  );
  registerRoute(server, deps, 'autoplay', { params: recurringParamsSchema }, async ({ auth, params }) => detailOf(auth.customerId, params.id, 'autoplay'));
  registerRoute(server, deps, 'autoplayUpdate', { params: recurringParamsSchema, body: recurringUpdateSchema }, async ({ auth, params, body }) =>
    change(auth.customerId, params.id, 'autoplay', (tx, row) => updateItem(tx, clock, row, body)),
  );
  registerRoute(server, deps, 'autoplaySetMinimumJackpot', { params: recurringParamsSchema, body: minimumJackpotSchema }, async ({ auth, params, body }) =>
    change(auth.customerId, params.id, 'autoplay', async (tx, row) => {
      if (row.status === 'recurring_status_cancelled') fail('recurring_cancelled');
      const [saved] = await tx
        .update(recurringPurchases)
        .set({ minimumJackpotCents: body.minimumJackpotAmount, updatedAt: clock.now() })
        .where(eq(recurringPurchases.id, row.id))
        .returning();
      return saved ?? row;
    }),
  );
  registerRoute(server, deps, 'autoplaySetQuickpick', { params: recurringParamsSchema, body: quickpickSchema }, async ({ auth, params, body }) =>
    change(auth.customerId, params.id, 'autoplay', async (tx, row) => {
      if (row.status === 'recurring_status_cancelled') fail('recurring_cancelled');
      const [saved] = await tx.update(recurringPurchases).set({ quickpick: body.quickpick, updatedAt: clock.now() }).where(eq(recurringPurchases.id, row.id)).returning();
      return saved ?? row;
    }),
  );
  registerRoute(server, deps, 'autoplayPause', { params: recurringParamsSchema, body: autoplayPauseSchema }, async ({ auth, params, body }) =>
    change(auth.customerId, params.id, 'autoplay', (tx, row) => changeStatus(tx, clock.now(), row, 'recurring_status_paused', body.pausedUntil ?? null)),
  );
  registerRoute(server, deps, 'autoplayUnpause', { params: recurringParamsSchema }, async ({ auth, params }) =>
    change(auth.customerId, params.id, 'autoplay', (tx, row) => changeStatus(tx, clock.now(), row, 'recurring_status_active', null)),
  );
  registerRoute(server, deps, 'autoplayStatus', { params: recurringParamsSchema, body: recurringStatusSchema }, async ({ auth, params, body }) =>
    change(auth.customerId, params.id, 'autoplay', (tx, row) => changeStatus(tx, clock.now(), row, body.status, body.pausedUntil)),
  );

  // Subscriptions.
  registerRoute(server, deps, 'subscriptions', { query: subscriptionsQuerySchema }, async ({ auth, query }) =>
    recurringPage(db, auth.customerId, { type: 'subscription', lotteryKeys: query.lotteryKeys }, query),
  );
  registerRoute(server, deps, 'subscription', { params: recurringParamsSchema }, async ({ auth, params }) => detailOf(auth.customerId, params.id, 'subscription'));
  registerRoute(server, deps, 'subscriptionUpdate', { params: recurringParamsSchema, body: recurringUpdateSchema }, async ({ auth, params, body }) =>
    change(auth.customerId, params.id, 'subscription', (tx, row) => updateItem(tx, clock, row, body)),
  );
  registerRoute(server, deps, 'subscriptionStatus', { params: recurringParamsSchema, body: recurringStatusSchema }, async ({ auth, params, body }) =>
    change(auth.customerId, params.id, 'subscription', (tx, row) => changeStatus(tx, clock.now(), row, body.status, body.pausedUntil)),
  );

  // The combined list.
  registerRoute(server, deps, 'recurringPurchases', { query: recurringPageQuerySchema }, async ({ auth, query }) => recurringPage(db, auth.customerId, {}, query));

  // Scheduled purchases and pre-orders.
  registerRoute(server, deps, 'scheduledPurchases', { query: recurringPageQuerySchema }, async ({ auth, query }) => {
    const where = eq(scheduledPurchases.customerId, auth.customerId);
    const rows = await db
      .select()
      .from(scheduledPurchases)
      .where(where)
      .orderBy(desc(scheduledPurchases.createdAt), desc(scheduledPurchases.drawNo), desc(scheduledPurchases.id))
      .limit(query.limit)
      .offset(query.offset);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(scheduledPurchases).where(where);
    return { result: await scheduledViews(db, rows), pageInfo: { limit: query.limit, offset: query.offset, total: Number(count?.n ?? 0) } };
  });
  const scheduledOf = async (customerId: string, id: string) => {
    const [row] = await db
      .select()
      .from(scheduledPurchases)
      .where(and(eq(scheduledPurchases.id, id), eq(scheduledPurchases.customerId, customerId)));
    if (!row) fail('scheduled_purchase_not_found', { field: 'id' });
    const [view] = await scheduledViews(db, [row]);
    return { result: view! };
  };
  registerRoute(server, deps, 'scheduledPurchase', { params: recurringParamsSchema }, async ({ auth, params }) => scheduledOf(auth.customerId, params.id));
  registerRoute(server, deps, 'scheduledPurchaseCancel', { params: recurringParamsSchema }, async ({ auth, params }) => {
    await db.transaction((tx) => cancelScheduled(tx, clock.now(), auth.customerId, params.id));
    return scheduledOf(auth.customerId, params.id);
  });

  // Payment resolution: what failed to pay, and trying again now.
  registerRoute(server, deps, 'paymentResolutions', {}, async ({ auth }) => ({ result: await paymentResolution(db, auth.customerId) }));
  registerRoute(server, deps, 'processRecurringPurchases', {}, async ({ auth }) => {
    const [customer] = await db.select({ segment: customers.segment }).from(customers).where(eq(customers.id, auth.customerId));
    requireCapability(customer?.segment, 'subscription-manage');
    const failing = await db
      .select({ id: recurringPurchases.id, customerId: recurringPurchases.customerId })
      .from(recurringPurchases)
      .where(
        and(
          eq(recurringPurchases.customerId, auth.customerId),
          eq(recurringPurchases.type, 'autoplay'),
          eq(recurringPurchases.status, 'recurring_status_active'),
          eq(recurringPurchases.lastAttemptStatus, 'soft_failure'),
        ),
      );
    const now = clock.now();
    for (const row of failing) {
      // The draw that failed may be tried again while it is on sale: its failed attempt is cleared
      // (only a failed one: a purchased draw stays bought) and the engine's step runs once more.
      await db
        .delete(recurringAttempts)
        .where(
          and(
            eq(recurringAttempts.recurringId, row.id),
            eq(recurringAttempts.outcome, 'soft_failure'),
            inArray(recurringAttempts.drawId, db.select({ id: draws.id }).from(draws).where(eq(draws.status, 'DRAW_OPEN'))),
          ),
        );
      await runAutoplay(deps, now, row);
    }
    return { result: await paymentResolution(db, auth.customerId) };
  });

  // The customer's recurring-purchase method (shop-core §7 Sign-in and customer).
  registerRoute(server, deps, 'recurringPurchaseMethod', {}, async ({ auth }) => ({ result: await methodView(db, auth.customerId) }));
  registerRoute(server, deps, 'recurringPurchaseMethodSet', { query: recurringPurchaseMethodQuerySchema }, async ({ auth, query }) => {
    await db.transaction(async (tx) => {
      const [customer] = await tx.select({ segment: customers.segment }).from(customers).where(eq(customers.id, auth.customerId)).for('update');
      requireCapability(customer?.segment, 'subscription-manage');
      let fundId: string | null = null;
      if (query.recurringPurchaseMethod !== 'wallet') {
        const [card] = await tx
          .select({ id: funds.id })
          .from(funds)
          .where(and(eq(funds.id, query.recurringPurchaseMethod), eq(funds.customerId, auth.customerId)));
        if (!card) fail('fund_not_found', { field: 'recurringPurchaseMethod' });
        fundId = card.id;
      }
      const values = { method: fundId ? ('cc' as const) : ('wallet' as const), fundId, updatedAt: clock.now() };
      await tx
        .insert(recurringPurchaseMethods)
        .values({ customerId: auth.customerId, ...values })
        .onConflictDoUpdate({ target: recurringPurchaseMethods.customerId, set: values });
    });
    return { result: await methodView(db, auth.customerId) };
  });
}
