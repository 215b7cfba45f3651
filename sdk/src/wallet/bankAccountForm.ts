import type { ApiMessage, BankAccountRequest } from '@drawkit/contract';
import { bankAccountProblems } from '@drawkit/contract';

/** The bank account form's fields; the server's names map onto them (shop-core §4). */
export type BankAccountField = 'bankCode' | 'accountNumber' | 'accountName' | 'type' | 'general';

/** "Server errors are mapped per field (account_number to accountNumber; bsb and swift to bankCode)" (shop-core §4). */
const SERVER_FIELD: Record<string, BankAccountField> = {
  account_number: 'accountNumber',
  accountNumber: 'accountNumber',
  bsb: 'bankCode',
  swift: 'bankCode',
  code: 'bankCode',
  accountName: 'accountName',
  account_name: 'accountName',
  type: 'type',
};

/** Server messages grouped by the form field they are about, others under 'general' (shop-specialised §5). */
export function bankAccountErrors(messages: readonly ApiMessage[]): Partial<Record<BankAccountField, string>> {
  const errors: Partial<Record<BankAccountField, string>> = {};
  for (const message of messages) {
    const field: BankAccountField = (message.field ? SERVER_FIELD[message.field] : undefined) ?? 'general';
    errors[field] ??= message.message;
  }
  return errors;
}

const REQUIRED = 'This field is required';

/** The form's own checks before it sends, with the server's wording: required fields, then the code and number for the type. */
export function validateBankAccount(request: BankAccountRequest): Partial<Record<BankAccountField, string>> {
  const errors: Partial<Record<BankAccountField, string>> = {};
  if (request.code.trim() === '') errors.bankCode = REQUIRED;
  if (request.accountNumber.trim() === '') errors.accountNumber = REQUIRED;
  if (request.accountName.trim() === '') errors.accountName = REQUIRED;
  const typed = bankAccountErrors(
    bankAccountProblems(request).map((p) => ({ field: p.field, message: p.message, code: 'bank_account_invalid', level: 'error' as const })),
  );
  return { ...typed, ...errors };
}
