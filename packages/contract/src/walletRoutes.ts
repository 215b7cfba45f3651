import type { RouteSpec } from './routeSpec';

/** Money out and in from the account (issue 12): bank accounts, withdrawals and deposit summaries. */
export const WALLET_ROUTES = {
  /** "POST /funds/bank-account {code, accountNumber, accountName, type}" (shop-core §7). */
  bankAccountAdd: { method: 'POST', path: '/funds/bank-account', version: 'default', auth: true },
  /** "POST /withdrawal path ending {id}/withdraw (3.1), body is the amount object": `id` is the bank fund. */
  withdraw: { method: 'POST', path: '/withdrawal/:id/withdraw', version: 'withdraw', auth: true },
  /** Not named by the spec: one withdrawal, for the summary and details pages. */
  withdrawal: { method: 'GET', path: '/withdrawal/:withdrawId', version: 'withdraw', auth: true },
  /** Not named by the spec: the customer takes back a withdrawal not yet paid; the money returns to the wallet. */
  withdrawalCancel: { method: 'POST', path: '/withdrawal/:withdrawId/cancel', version: 'withdraw', auth: true },
  /** Not named by the spec: a wallet deposit by its ledger row, for `/my-account/deposit/summary/{transactionID}`. */
  depositTransaction: { method: 'GET', path: '/deposits/transaction/:transactionId', version: 'default', auth: true },
} as const satisfies Record<string, RouteSpec>;
