#!/usr/bin/env node
// The payout command for withdrawals: a customer's withdrawal waits, pending, until the shop has
// paid it to the bank account (or gives the money back to the wallet).
//   npm run withdrawals -- list [--all] [--page N]  withdrawals waiting (or every one), with the account
//                                                   to pay, 100 a page, the oldest first
//   npm run withdrawals -- pay ID                record the transfer as made: the withdrawal is paid
//   npm run withdrawals -- cancel ID REASON      the money goes back to the customer's wallet, with the reason
// It calls the running shop's operator routes; which shop, with which secret:
// scripts/operator/operatorCall.mjs.
import { fail, operatorCall } from './operator/operatorCall.mjs';

const USAGE = 'Usage: npm run withdrawals -- list [--all] [--page N] | pay ID | cancel ID REASON';
const PAGE_SIZE = 100;

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
    const options = process.argv.slice(3);
    const all = options.includes('--all');
    const pageAt = options.indexOf('--page');
    const page = pageAt === -1 ? 1 : Number(options[pageAt + 1]);
    const unknown = options.filter((option, index) => option !== '--all' && index !== pageAt && index !== pageAt + 1);
    if (!Number.isInteger(page) || page < 1 || unknown.length > 0) fail(USAGE);
    const query = `?status=${all ? 'all' : 'pending'}&limit=${PAGE_SIZE}&offset=${(page - 1) * PAGE_SIZE}`;
    const { result, page_info: { total, offset } } = await (await call('GET', query)).json();
    if (total === 0) console.log(all ? 'No withdrawals.' : 'No withdrawals are waiting to be paid.');
    else if (result.length === 0) console.log(`There are ${total} withdrawal(s): page ${page} is past the last.`);
    for (const w of result) console.log(line(w));
    if (result.length > 0 && (offset > 0 || result.length < total)) {
      const shown = `${offset + 1}–${offset + result.length} of ${total}`;
      const next = offset + result.length < total ? `; next: npm run withdrawals -- list${all ? ' --all' : ''} --page ${page + 1}` : '';
      console.log(`(${shown}${next})`);
    }
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
