/**
 * The payout step of a withdrawal, outside the customer API (operator/operatorAccess.ts): a
 * customer's withdrawal leaves the wallet as `pending` (walletRoutes.ts) and waits here for the
 * shop to pay it to the bank account. `GET /operator/withdrawals?status&limit&offset` lists them a
 * page at a time (pending first, oldest first, with the full account details a payout needs, and
 * the total in `page_info`), `POST .../:id/pay` records the transfer made
 * (pending → paid), and `POST .../:id/cancel {reason}` gives the money back to the wallet
 * (pending → cancelled, with a ledger row the customer sees, reason included), once either way
 * (resolveWithdrawal.ts). `npm run withdrawals -- list|pay|cancel` (scripts/withdrawals.mjs) calls these.
 */
import { money } from '@drawkit/contract';
import { operatorReasonSchema, pageLimitSchema, pageOffsetSchema } from '@drawkit/contract/schemas';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/Db';
import { bankAccounts, customers, withdrawals } from '../db/schema';
import type { AppDeps } from '../http/AppDeps';
import { operatorGuard, parseOperatorInput as parse, sendOperatorResult as send } from '../operator/operatorAccess';
import { cancelWithdrawal, resolvePending } from './resolveWithdrawal';

export const OPERATOR_WITHDRAWALS_PATH = '/operator/withdrawals';

const STATUSES = ['pending', 'paid', 'cancelled'] as const;
const withdrawalParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'This withdrawal was not found.') });
// 100 withdrawals a page unless asked otherwise, at most 500.
const listQuery = z.object({
  status: z.enum([...STATUSES, 'all'], { error: `status must be one of ${[...STATUSES, 'all'].join(', ')}.` }).default('pending'),
  limit: pageLimitSchema(100, 500),
  offset: pageOffsetSchema,
});

/** A withdrawal as the operator pays it: the whole account, not the customer's masked view. */
export interface WithdrawalPayout {
  id: string;
  customerId: string;
  email: string;
  amount: ReturnType<typeof money>;
  status: (typeof STATUSES)[number];
  withdrawalMethodCode: string;
  bankAccount: { bankType: string; code: string; accountNumber: string; accountName: string };
  createdAt: string;
  resolvedAt: string | null;
}

/** A page of withdrawals: pending first, then the oldest first (the order they are paid in). */
async function payouts(db: Db, where: ReturnType<typeof eq> | undefined, page = { limit: 1, offset: 0 }): Promise<WithdrawalPayout[]> {
  const rows = await db
    .select({ withdrawal: withdrawals, account: bankAccounts, email: customers.email })
    .from(withdrawals)
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .innerJoin(customers, eq(customers.id, withdrawals.customerId))
    .where(where)
    .orderBy(desc(sql`${withdrawals.status} = 'pending'`), asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ withdrawal, account, email }) => ({
    id: withdrawal.id,
    customerId: withdrawal.customerId,
    email,
    amount: money(withdrawal.amountCents),
    status: withdrawal.status,
    withdrawalMethodCode: withdrawal.withdrawalMethodCode,
    bankAccount: { bankType: account.bankType, code: account.code, accountNumber: account.accountNumber, accountName: account.accountName },
    createdAt: withdrawal.createdAt.toISOString(),
    resolvedAt: withdrawal.resolvedAt?.toISOString() ?? null,
  }));
}

export function registerOperatorWithdrawalRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const guard = operatorGuard(deps);
  const one = async (id: string) => (await payouts(db, eq(withdrawals.id, id)))[0];

  server.get(OPERATOR_WITHDRAWALS_PATH, { preHandler: guard }, async (request, reply) => {
    const { status, limit, offset } = parse(listQuery, request.query);
    const where = status === 'all' ? undefined : eq(withdrawals.status, status);
    const [page, [counted]] = await Promise.all([
      payouts(db, where, { limit, offset }),
      db.select({ total: sql<number>`count(*)::int` }).from(withdrawals).where(where),
    ]);
    return send(reply, page, { limit, offset, total: counted?.total ?? 0 });
  });

  server.post(`${OPERATOR_WITHDRAWALS_PATH}/:id/pay`, { preHandler: guard }, async (request, reply) => {
    const { id } = parse(withdrawalParams, request.params);
    await db.transaction((tx) => resolvePending(tx, clock, id, 'paid'));
    return send(reply, await one(id));
  });

  server.post(`${OPERATOR_WITHDRAWALS_PATH}/:id/cancel`, { preHandler: guard }, async (request, reply) => {
    const { id } = parse(withdrawalParams, request.params);
    const { reason } = parse(operatorReasonSchema, request.body);
    await db.transaction((tx) => cancelWithdrawal(tx, clock, id, reason));
    return send(reply, await one(id));
  });
}
