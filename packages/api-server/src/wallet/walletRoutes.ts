/**
 * Money out of the account (issue 12): `POST /funds/bank-account` (shop-core §7), the
 * withdrawal `POST /withdrawal/{id}/withdraw` (v3.1, "body is the amount object") and
 * `GET /withdrawal/{withdrawId}`; and `GET /deposits/transaction/{transactionId}`, a wallet
 * deposit as its ledger row shows it, for the deposit summary page.
 *
 * A withdrawal runs in one transaction with the customer row locked (as purchases lock it), so
 * two withdrawals, or a withdrawal and a purchase, of one customer never both spend the same
 * money: the second sees the first's ledger row. Only withdrawable funds leave (withdrawableFunds.ts).
 * An optional Idempotency-Key makes a retried request answer the first withdrawal, not make a second.
 * Until the shop pays it (operatorWithdrawalRoutes.ts), the customer may cancel a withdrawal
 * (`POST /withdrawal/{withdrawId}/cancel`, not named by the spec): the money returns to the wallet.
 */
import type { Withdrawal } from '@drawkit/contract';
import { bankAccountProblems, money, WITHDRAWAL_CODE_OF_BANK_TYPE } from '@drawkit/contract';
import { bankAccountSchema, emptyBodySchema, transactionParamsSchema, withdrawalBodySchema, withdrawalParamsSchema, withdrawParamsSchema } from '@drawkit/contract/schemas';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../auth/segments';
import type { DbOrTx } from '../db/Db';
import { newId } from '../db/ids';
import { bankAccounts, customers, ledgerEntries, withdrawals } from '../db/schema';
import { ApiFailure, fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { walletBalance } from '../purchase/walletBalance';
import { bankAccountView, type BankAccountRow } from './bankAccountView';
import { cancelWithdrawal, type WithdrawalRow } from './resolveWithdrawal';
import { walletFunds } from './withdrawableFunds';

const dollars = (cents: number) => (cents / 100).toFixed(2);

function withdrawalView(row: WithdrawalRow, account: BankAccountRow): Withdrawal {
  return {
    id: row.id,
    transactionId: row.id,
    amount: money(row.amountCents),
    bankType: row.bankType,
    withdrawalMethodCode: row.withdrawalMethodCode,
    status: row.status,
    bankAccount: bankAccountView(account),
    createdAt: row.createdAt.toISOString(),
    balance: money(row.balanceAfterCents),
    withdrawableFunds: money(row.withdrawableAfterCents),
  };
}

async function customerSegment(db: DbOrTx, customerId: string): Promise<string> {
  const [customer] = await db.select({ segment: customers.segment }).from(customers).where(eq(customers.id, customerId));
  if (!customer) fail('unauthorised');
  return customer.segment;
}

export function registerWalletRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'bankAccountAdd', { body: bankAccountSchema }, async ({ auth, body }) => {
    requireCapability(await customerSegment(db, auth.customerId), 'wallet-withdrawal');
    const problems = bankAccountProblems(body);
    if (problems.length > 0) {
      throw new ApiFailure('bank_account_invalid', {
        messages: problems.map((p) => ({ code: 'bank_account_invalid', level: 'error' as const, message: p.message, field: p.field })),
      });
    }
    const code = body.type === 'national' ? body.code.replace('-', '') : body.code.toUpperCase();
    const accountNumber = body.accountNumber.replace(/\s+/g, '').toUpperCase();
    return db.transaction(async (tx) => {
      // Locked so two first accounts added at once do not both become the default.
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, auth.customerId)).for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.customerId, auth.customerId), isNull(bankAccounts.removedAt)));
      const first = Number(held?.n ?? 0) === 0;
      await tx
        .insert(bankAccounts)
        .values({ id: newId(), customerId: auth.customerId, bankType: body.type, code, accountNumber, accountName: body.accountName, isDefault: first, createdAt: clock.now() })
        // An account removed before comes back (with the name given now); one held already stays as it is.
        .onConflictDoUpdate({
          target: [bankAccounts.customerId, bankAccounts.code, bankAccounts.accountNumber],
          set: { removedAt: null, accountName: body.accountName, isDefault: first },
          setWhere: isNotNull(bankAccounts.removedAt),
        });
      const [row] = await tx
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.customerId, auth.customerId), eq(bankAccounts.code, code), eq(bankAccounts.accountNumber, accountNumber)));
      if (!row) throw new Error('The saved bank account is missing');
      return { status: 201, result: bankAccountView(row) };
    });
  });

  registerRoute(server, deps, 'withdraw', { params: withdrawParamsSchema, body: withdrawalBodySchema }, async ({ auth, params, body, idempotencyKey }) =>
    db.transaction(async (tx) => {
      const [customer] = await tx
        .select({ segment: customers.segment, isVerified: customers.isVerified, restriction: customers.accountRestriction })
        .from(customers)
        .where(eq(customers.id, auth.customerId))
        .for('update');
      if (!customer) fail('unauthorised');
      requireCapability(customer.segment, 'wallet-withdrawal');
      if (customer.restriction === 'suspended') fail('account_restricted', { message: 'Your account cannot make withdrawals. Please contact support.' });
      if (!customer.isVerified) fail('verify_account_required');
      // A retried request (same Idempotency-Key) gets the first answer; the row lock makes the look-up safe.
      if (idempotencyKey) {
        const [earlier] = await tx
          .select({ withdrawal: withdrawals, account: bankAccounts })
          .from(withdrawals)
          .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
          .where(and(eq(withdrawals.customerId, auth.customerId), eq(withdrawals.idempotencyKey, idempotencyKey)));
        if (earlier) {
          if (earlier.withdrawal.bankAccountId !== params.id || earlier.withdrawal.amountCents !== body.amount) fail('idempotency_conflict');
          return { status: 201, result: withdrawalView(earlier.withdrawal, earlier.account) };
        }
      }
      const [account] = await tx
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.id, params.id), eq(bankAccounts.customerId, auth.customerId), isNull(bankAccounts.removedAt)));
      if (!account) fail('bank_account_not_found', { field: 'id' });
      if (body.currency !== 'AUD') fail('validation_failed', { field: 'currency', message: 'Withdrawals are in AUD.' });
      const funds = await walletFunds(tx, auth.customerId);
      // "Please enter an amount equal to or less than {amount}." (shop-specialised §5): the withdrawable funds.
      if (body.amount > funds.withdrawableCents) {
        fail('withdrawal_over_limit', { field: 'amount', message: `Please enter an amount equal to or less than ${dollars(funds.withdrawableCents)}.` });
      }
      const id = newId();
      const now = clock.now();
      const [row] = await tx
        .insert(withdrawals)
        .values({
          id,
          customerId: auth.customerId,
          bankAccountId: account.id,
          amountCents: body.amount,
          bankType: account.bankType,
          withdrawalMethodCode: WITHDRAWAL_CODE_OF_BANK_TYPE[account.bankType],
          status: 'pending',
          balanceAfterCents: funds.balanceCents - body.amount,
          withdrawableAfterCents: funds.withdrawableCents - body.amount,
          idempotencyKey,
          createdAt: now,
        })
        .returning();
      // The withdrawal's transaction: the ledger row carries the withdrawal's id.
      await tx.insert(ledgerEntries).values({
        id,
        customerId: auth.customerId,
        kind: 'withdrawal',
        amountCents: -body.amount,
        description: `Withdrawal to ${account.accountName} (${bankAccountView(account).accountNumber})`,
        createdAt: now,
      });
      return { status: 201, result: withdrawalView(row!, account) };
    }),
  );

  registerRoute(server, deps, 'withdrawal', { params: withdrawalParamsSchema }, async ({ auth, params }) => {
    const [found] = await db
      .select({ withdrawal: withdrawals, account: bankAccounts })
      .from(withdrawals)
      .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
      .where(and(eq(withdrawals.id, params.withdrawId), eq(withdrawals.customerId, auth.customerId)));
    if (!found) fail('withdrawal_not_found', { field: 'withdrawId' });
    return { result: withdrawalView(found.withdrawal, found.account) };
  });

  // The customer takes back a withdrawal the shop has not paid yet: the money returns to the wallet, once.
  registerRoute(server, deps, 'withdrawalCancel', { params: withdrawalParamsSchema, body: emptyBodySchema }, async ({ auth, params }) => {
    const { withdrawal, account } = await db.transaction((tx) => cancelWithdrawal(tx, clock, params.withdrawId, 'at your request', auth.customerId));
    return { result: withdrawalView(withdrawal, account) };
  });

  registerRoute(server, deps, 'depositTransaction', { params: transactionParamsSchema }, async ({ auth, params }) => {
    const [row] = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.id, params.transactionId), eq(ledgerEntries.customerId, auth.customerId), eq(ledgerEntries.kind, 'deposit')));
    if (!row) fail('transaction_not_found', { field: 'transactionId' });
    return {
      result: {
        transactionId: row.id,
        amount: money(row.amountCents),
        description: row.description,
        createdAt: row.createdAt.toISOString(),
        balance: money(await walletBalance(db, auth.customerId)),
      },
    };
  });
}
