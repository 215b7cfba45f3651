/**
 * Money out and in from the account (issue 12): bank accounts, withdrawals and the account's
 * PayPal deposit. Plain calls like walletDeposit.ts: the pages that use them hold their own state.
 * Each successful movement reloads the customer overview, so the wallet balance follows.
 */
import type { AccountDepositResult, ApiMessage, BankAccount, BankAccountRequest, DepositTransaction, Money, PaymentMethod, PendingDeposit, Withdrawal } from '@drawkit/contract';
import { randomId } from '../api/randomId';
import type { DrawkitClient } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { depositFailureMessages } from '../limits/walletDeposit';
import { type BankAccountField, bankAccountErrors } from './bankAccountForm';

export type WalletResult<T> = { ok: true; value: T } | { ok: false; messages: ApiMessage[] };

async function attempt<T>(run: () => Promise<T>): Promise<WalletResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, messages: isAbortError(error) ? [] : messagesOf(error) };
  }
}

/** The methods that pay out: `GET /payment_methods` with "funds.cart eq false" and "funds.withdraw eq true" (shop-core §7). */
export function loadWithdrawalMethods(client: DrawkitClient): Promise<WalletResult<PaymentMethod[]>> {
  return attempt(async () => {
    const { result } = await client.api.request<PaymentMethod[]>('paymentMethods', {
      searchParams: { filter: 'funds.cart eq false and funds.withdraw eq true' },
    });
    return result;
  });
}

/** `POST /funds/bank-account`; a refusal comes back with its messages grouped by form field. */
export async function addBankAccount(
  client: DrawkitClient,
  account: BankAccountRequest,
): Promise<{ ok: true; account: BankAccount } | { ok: false; messages: ApiMessage[]; errors: Partial<Record<BankAccountField, string>> }> {
  const outcome = await attempt(async () => (await client.api.request<BankAccount>('bankAccountAdd', { body: account })).result);
  if (outcome.ok) return { ok: true, account: outcome.value };
  return { ok: false, messages: outcome.messages, errors: bankAccountErrors(outcome.messages) };
}

/**
 * `DELETE /funds/{id}` for a bank account: it leaves the list of accounts to withdraw to (the
 * withdrawals already made to it keep showing it). Adding it again brings it back.
 */
export function removeBankAccount(client: DrawkitClient, id: string): Promise<WalletResult<null>> {
  return attempt(async () => {
    await client.api.request<null>('fundDelete', { params: { id } });
    return null;
  });
}

/**
 * `POST /withdrawal/{id}/withdraw` (v3.1) with "the amount object as body", under an
 * Idempotency-Key, so a retried request cannot take the money twice.
 */
export async function requestWithdrawal(
  client: DrawkitClient,
  withdrawal: { fundId: string; amount: Money; idempotencyKey?: string | undefined },
): Promise<WalletResult<Withdrawal>> {
  const outcome = await attempt(
    async () =>
      (
        await client.api.request<Withdrawal>('withdraw', {
          params: { id: withdrawal.fundId },
          body: withdrawal.amount,
          idempotencyKey: withdrawal.idempotencyKey ?? randomId(),
        })
      ).result,
  );
  if (outcome.ok) await client.session.getState().loadCustomer();
  return outcome;
}

/** One withdrawal, by its id (which is also its transaction's id). */
export function loadWithdrawal(client: DrawkitClient, withdrawId: string): Promise<WalletResult<Withdrawal>> {
  return attempt(async () => (await client.api.request<Withdrawal>('withdrawal', { params: { withdrawId } })).result);
}

/**
 * `POST /withdrawal/{withdrawId}/cancel`: takes back a withdrawal the shop has not paid yet; its
 * money returns to the wallet, so the overview is reloaded.
 */
export async function cancelWithdrawal(client: DrawkitClient, withdrawId: string): Promise<WalletResult<Withdrawal>> {
  const outcome = await attempt(async () => (await client.api.request<Withdrawal>('withdrawalCancel', { params: { withdrawId }, body: {} })).result);
  if (outcome.ok) await client.session.getState().loadCustomer();
  return outcome;
}

/** A wallet deposit by its ledger row (`/my-account/deposit/summary/{transactionID}`). */
export function loadDepositTransaction(client: DrawkitClient, transactionId: string): Promise<WalletResult<DepositTransaction>> {
  return attempt(async () => (await client.api.request<DepositTransaction>('depositTransaction', { params: { transactionId } })).result);
}

/** A pending deposit (a PayPal approval or a card challenge), for its authorisation and details pages. */
export function loadPendingDeposit(client: DrawkitClient, depositId: string): Promise<WalletResult<PendingDeposit>> {
  return attempt(async () => (await client.api.request<PendingDeposit>('depositGet', { params: { depositId } })).result);
}

/**
 * An account PayPal deposit: the sandbox PayPal deposit with no cart to buy. Answers the
 * pending deposit whose `approvalUrl` the shopper is sent to; PayPal returns to
 * `/my-account/deposit/details/{depositId}/success` or `/failure`.
 */
export async function startAccountPayPalDeposit(client: DrawkitClient, amount: Money): Promise<WalletResult<PendingDeposit>> {
  try {
    const { result } = await client.api.request<PendingDeposit>('payPalDeposit', { body: { amount } });
    return { ok: true, value: result };
  } catch (error) {
    // "Deposit failure shows the first server message, else ..." (shop-core §8).
    return { ok: false, messages: isAbortError(error) ? [] : depositFailureMessages(error) };
  }
}

/** The PayPal success return of an account deposit: credits the wallet (once) and reloads the overview. */
export async function completeAccountDeposit(client: DrawkitClient, depositId: string): Promise<WalletResult<AccountDepositResult>> {
  try {
    const { result } = await client.api.request<AccountDepositResult>('depositComplete', { params: { depositId } });
    await client.session.getState().loadCustomer();
    return { ok: true, value: result };
  } catch (error) {
    return { ok: false, messages: isAbortError(error) ? [] : depositFailureMessages(error) };
  }
}

/** The PayPal cancel return: the deposit is dropped and nothing is charged. */
export function cancelAccountDeposit(client: DrawkitClient, depositId: string): Promise<WalletResult<PendingDeposit>> {
  return attempt(async () => (await client.api.request<PendingDeposit>('depositCancel', { params: { depositId } })).result);
}
