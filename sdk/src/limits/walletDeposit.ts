import { DEPOSIT_FAILURE_FALLBACK, type ApiMessage, type CardInput, type Money, type PendingDeposit, type StoredFund } from '@drawkit/contract';
import { randomId } from '../api/randomId';
import type { DrawkitClient } from '../clientTypes';
import { isApiError } from '../errors/ApiError';
import { isAbortError } from '../errors/toDrawkitError';

/** What `POST /funds/{id}/deposit` answers once the money is in the wallet. */
export interface WalletDepositReceipt {
  paymentId: string;
  /** The deposit's ledger row (`/my-account/deposit/summary/{transactionID}`). */
  transactionId: string;
  amount: Money;
  balance: Money;
}

export type WalletDepositResult =
  | { ok: true; deposit: WalletDepositReceipt }
  /** `pending`: the card issuer asks the shopper to confirm (HTTP 202 `deposit_pending`). */
  | { ok: false; messages: ApiMessage[]; pending?: PendingDeposit };

/** "Deposit failure shows the first server message, else 'We're experiencing technical difficulties...'" (shop-core §8). */
export function depositFailureMessages(error: unknown): ApiMessage[] {
  const first = isApiError(error) ? error.messages[0] : undefined;
  return [first ?? { message: DEPOSIT_FAILURE_FALLBACK, code: 'checkout_failure', level: 'error' }];
}

/**
 * A wallet deposit from a stored card: `POST /funds/{id}/deposit`, version 3.4 when a security
 * code is sent (shop-core §7), with an Idempotency-Key per attempt. On success the overview is
 * reloaded so the wallet balance shows the deposit.
 */
export async function depositFromStoredCard(
  client: DrawkitClient,
  deposit: {
    fundId: string;
    amount: Money;
    securityCode?: string | undefined;
    /** Resend with the key of the attempt a card challenge interrupted; a new key otherwise. */
    idempotencyKey?: string | undefined;
  },
): Promise<WalletDepositResult> {
  const route = deposit.securityCode ? 'fundDepositWithCode' : 'fundDeposit';
  try {
    const response = await client.api.request<WalletDepositReceipt | PendingDeposit>(route, {
      params: { id: deposit.fundId },
      body: { amount: deposit.amount, ...(deposit.securityCode ? { securityCode: deposit.securityCode } : {}) },
      idempotencyKey: deposit.idempotencyKey ?? randomId(),
    });
    if ('depositId' in response.result) return { ok: false, messages: response.messages ?? [], pending: response.result };
    await client.session.getState().loadCustomer();
    return { ok: true, deposit: response.result };
  } catch (error) {
    if (isAbortError(error)) return { ok: false, messages: [] };
    return { ok: false, messages: depositFailureMessages(error) };
  }
}

/**
 * A wallet deposit from a new card: the card is stored with the gateway first
 * (`POST /funds/card/{gateway}`; only brand and last four are kept), then charged like a stored one.
 * The stored cards are reloaded so the new one shows in the list. Returns the new card's id
 * too, so a deposit a challenge interrupted resumes on it.
 */
export async function depositFromNewCard(
  client: DrawkitClient,
  deposit: { card: CardInput; amount: Money; gateway?: string; makeDefault?: boolean; idempotencyKey?: string },
): Promise<WalletDepositResult & { fundId?: string }> {
  let fund: StoredFund;
  try {
    const gateway = deposit.gateway ?? (await client.api.request<{ priorityGateway: string }>('cardGateways')).result.priorityGateway;
    fund = (await client.api.request<StoredFund>('addCard', { params: { gateway }, body: { card: deposit.card, makeDefault: deposit.makeDefault ?? false } })).result;
  } catch (error) {
    if (isAbortError(error)) return { ok: false, messages: [] };
    return { ok: false, messages: depositFailureMessages(error) };
  }
  void client.purchase.getState().loadPaymentMethods().catch(() => undefined);
  const result = await depositFromStoredCard(client, {
    fundId: fund.id,
    amount: deposit.amount,
    securityCode: deposit.card.securityCode,
    idempotencyKey: deposit.idempotencyKey,
  });
  return { ...result, fundId: fund.id };
}
