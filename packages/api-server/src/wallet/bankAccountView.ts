import type { BankAccount } from '@drawkit/contract';
import { WITHDRAWAL_CODE_OF_BANK_TYPE } from '@drawkit/contract';
import type { bankAccounts } from '../db/schema';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** All but the last three digits masked: enough for the customer to recognise the account. */
export function maskAccountNumber(accountNumber: string): string {
  return '•'.repeat(Math.max(0, accountNumber.length - 3)) + accountNumber.slice(-3);
}

export function bankAccountView(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    type: 'bank',
    bankType: row.bankType,
    withdrawalMethodCode: WITHDRAWAL_CODE_OF_BANK_TYPE[row.bankType],
    code: row.bankType === 'national' ? `${row.code.slice(0, 3)}-${row.code.slice(3)}` : row.code,
    accountName: row.accountName,
    accountNumber: maskAccountNumber(row.accountNumber),
    default: row.isDefault,
  };
}
