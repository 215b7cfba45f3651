#!/usr/bin/env node
// The payout command for withdrawals: a customer's withdrawal waits, pending, until the shop has
// paid it to the bank account (or gives the money back to the wallet).
//   npm run withdrawals -- list [--all]          withdrawals waiting (or every one), with the account to pay
//   npm run withdrawals -- pay ID                record the transfer as made: the withdrawal is paid
//   npm run withdrawals -- cancel ID REASON      the money goes back to the customer's wallet, with the reason
// It calls the running shop's operator routes; which shop, with which secret:
// scripts/operator/operatorCall.mjs.
import { fail, operatorCall } from './operator/operatorCall.mjs';

const USAGE = 'Usage: npm run withdrawals -- list [--all] | pay ID | cancel ID REASON';

const call = (method, path, body) => operatorCall('/operator/withdrawals', method, path, body);
const dollars = (amount) => `$${(amount.amount / 100).toFixed(2)}`;
const account = ({ bank_type: type, code, account_number: number, account_name: name }) =>
  type === 'national' ? `BSB ${code.slice(0, 3)}-${code.slice(3)} account ${number} (${name})` : `SWIFT ${code} account ${number} (${name})`;
const line = (w) =>
  `${w.id}  ${w.status.padEnd(9)}  ${dollars(w.amount).padStart(10)}  ${w.email}  to ${account(w.bank_account)}  asked ${w.created_at}` +
  (w.resolved_at ? `  ${w.status} ${w.resolved_at}` : '');

const [command, id, ...rest] = process.argv.slice(2);
switch (command) {
  case 'list': {
    const all = id === '--all';
    const { result } = await (await call('GET', `?status=${all ? 'all' : 'pending'}`)).json();
    if (result.length === 0) console.log(all ? 'No withdrawals.' : 'No withdrawals are waiting to be paid.');
    for (const w of result) console.log(line(w));
    break;
  }
  case 'pay': {
    if (!id) fail(USAGE);
    const { result } = await (await call('POST', `/${encodeURIComponent(id)}/pay`, {})).json();
    console.log(`Paid: ${dollars(result.amount)} to ${account(result.bank_account)} for ${result.email}.`);
    break;
  }
  case 'cancel': {
    const reason = rest.join(' ').trim();
    if (!id || !reason) fail(USAGE);
    const { result } = await (await call('POST', `/${encodeURIComponent(id)}/cancel`, { reason })).json();
    console.log(`Cancelled: ${dollars(result.amount)} is back in ${result.email}'s wallet (${reason}).`);
    break;
  }
  default:
    fail(USAGE);
}
