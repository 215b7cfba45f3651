/**
 * Money out and in from the account (shop-core §2 'deposit' and 'withdraw' account routes, §3
 * 'Funds', §7 'Funds and payments'; shop-specialised §3 "Withdrawal: amount, bankType,
 * withdrawalMethodCode", §7 "POST to a path ending {id}/withdraw (v3.1) with the amount object as body").
 *
 * A withdrawal's transaction is its ledger row, which carries the withdrawal's id, so the
 * summary page `/my-account/withdraw/summary/{transactionID}` that a request lands on ends in
 * the withdrawal id ("Withdrawal success redirects to a path ending in the withdrawal id").
 */
import type { Money } from './money';

/** "Withdrawal codes: tt, pl, tw, do" (shop-core §3). */
export const WITHDRAWAL_CODES = ['tt', 'pl', 'tw', 'do'] as const;
export type WithdrawalCode = (typeof WITHDRAWAL_CODES)[number];

/**
 * A bank account's kind: the spec's bank payout types ("payout types international, national,
 * payid_email, payid_phone", shop-core §3). A national account has a BSB, an international one a
 * SWIFT code ("bsb and swift to bankCode", shop-core §4).
 */
export const BANK_ACCOUNT_TYPES = ['national', 'international'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** A national account number: digits only ("Please enter numbers only", shop-specialised §5), 5 to 10 of them. */
export const NATIONAL_ACCOUNT_NUMBER_PATTERN = /^\d{5,10}$/;
/** An international account number or IBAN: letters and digits. */
export const INTERNATIONAL_ACCOUNT_NUMBER_PATTERN = /^[A-Za-z0-9]{4,34}$/;
/** A BSB: six digits, with an optional hyphen after the third. */
export const BSB_PATTERN = /^\d{3}-?\d{3}$/;
/** A SWIFT (BIC) code: 8 or 11 letters and digits. */
export const SWIFT_PATTERN = /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/;

/** Which withdrawal method pays out to each kind of bank account: domestic (do) or telegraphic transfer (tt). */
export const WITHDRAWAL_CODE_OF_BANK_TYPE: Record<BankAccountType, WithdrawalCode> = { national: 'do', international: 'tt' };

/** `POST /funds/bank-account` "\{code, accountNumber, accountName, type\}" (shop-core §5, §7): `code` is the BSB or SWIFT code. */
export interface BankAccountRequest {
  code: string;
  accountNumber: string;
  accountName: string;
  type: BankAccountType;
}

/** A stored bank fund ("bank fund has type bank", shop-core §3): only the last digits of the number are shown. */
export interface BankAccount {
  id: string;
  type: 'bank';
  bankType: BankAccountType;
  withdrawalMethodCode: WithdrawalCode;
  /** The BSB or SWIFT code. */
  code: string;
  accountName: string;
  /** The number with all but its last three digits masked, e.g. `•••••678`. */
  accountNumber: string;
  default: boolean;
}

/** `POST /withdrawal/{id}/withdraw`: "the amount object as body". */
export type WithdrawalRequest = Money;

/** Pending until the shop pays it out (or cancels it, when the money goes back to the wallet). */
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** A withdrawal ("Withdrawal: amount, bankType, withdrawalMethodCode", shop-specialised §3). */
export interface Withdrawal {
  id: string;
  /** The ledger row that took the money out of the wallet (the same id). */
  transactionId: string;
  amount: Money;
  bankType: BankAccountType;
  withdrawalMethodCode: WithdrawalCode;
  status: WithdrawalStatus;
  bankAccount: BankAccount;
  /** ISO instant. */
  createdAt: string;
  /** The wallet after the withdrawal was taken out (and what can still be withdrawn), when it was asked for. */
  balance: Money;
  withdrawableFunds: Money;
}

/** `GET /deposits/transaction/{transactionId}`: a wallet deposit as its ledger row shows it. */
export interface DepositTransaction {
  transactionId: string;
  amount: Money;
  /** e.g. "Card deposit (VISA ending 4242)" or "PayPal deposit". */
  description: string;
  /** ISO instant. */
  createdAt: string;
  /** The wallet now. */
  balance: Money;
}

/** `POST /deposits/{depositId}/complete` of an account deposit (a PayPal deposit with no cart to buy). */
export interface AccountDepositResult {
  depositId: string;
  status: 'completed';
  amount: Money;
  /** The deposit's ledger row: the deposit summary page's id. */
  transactionId: string;
  balance: Money;
}

/** Field messages of the bank account form; "numbers only" is the spec's (shop-specialised §5), the others are not given by it. */
export const BANK_ACCOUNT_MESSAGES = {
  bsb: 'Please enter a valid BSB (6 digits).',
  swift: 'Please enter a valid SWIFT code (8 or 11 letters and digits).',
  numbersOnly: 'Please enter numbers only',
  nationalLength: 'Please enter an account number of 5 to 10 digits.',
  international: 'Please enter the account number or IBAN in letters and digits.',
} as const;

/** A problem with a bank account, on the field the server names ("account_number", "bsb", "swift", shop-core §4). */
export interface BankAccountProblem {
  field: 'account_number' | 'bsb' | 'swift';
  message: string;
}

/** The checks of a bank account's code and number for its type: the server's, and the form's before it sends. */
export function bankAccountProblems(request: Pick<BankAccountRequest, 'code' | 'accountNumber' | 'type'>): BankAccountProblem[] {
  const problems: BankAccountProblem[] = [];
  const code = request.code.trim();
  const number = request.accountNumber.replace(/\s+/g, '');
  if (request.type === 'national') {
    if (!BSB_PATTERN.test(code)) problems.push({ field: 'bsb', message: BANK_ACCOUNT_MESSAGES.bsb });
    if (!/^\d+$/.test(number)) problems.push({ field: 'account_number', message: BANK_ACCOUNT_MESSAGES.numbersOnly });
    else if (!NATIONAL_ACCOUNT_NUMBER_PATTERN.test(number)) problems.push({ field: 'account_number', message: BANK_ACCOUNT_MESSAGES.nationalLength });
  } else {
    if (!SWIFT_PATTERN.test(code)) problems.push({ field: 'swift', message: BANK_ACCOUNT_MESSAGES.swift });
    if (!INTERNATIONAL_ACCOUNT_NUMBER_PATTERN.test(number)) problems.push({ field: 'account_number', message: BANK_ACCOUNT_MESSAGES.international });
  }
  return problems;
}
