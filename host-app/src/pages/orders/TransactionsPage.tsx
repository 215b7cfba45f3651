import { formatDrawDate, formatMoney, ordersStoreOf, pageNumber, type WalletTransaction } from '@drawkit/sdk';
import { Notice, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { ordersPaths } from './ordersPaths';
import { Pager } from './Pager';

const KIND_LABELS: Record<WalletTransaction['kind'], string> = {
  deposit: 'Deposit',
  purchase: 'Purchase',
  prize: 'Prize',
  withdrawal: 'Withdrawal',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

/** A signed amount: credits "+$20.00", debits "−$3.50". */
function signed(amount: WalletTransaction['amount']): string {
  const text = formatMoney({ ...amount, amount: Math.abs(amount.amount) });
  return amount.amount < 0 ? `−${text}` : `+${text}`;
}

/**
 * `/my-account/transactions/{page}` (protected): the wallet's movements from the ledger, newest
 * first, 10 to a page, each with its description and the balance after it (`GET /transactions`).
 */
export function TransactionsPage() {
  const client = useDrawkit();
  const orders = useMemo(() => ordersStoreOf(client), [client]);
  const page = pageNumber(useParams().page);
  const state = useStore(orders, (s) => s.transactions);
  useDocumentTitle(page > 1 ? `Transactions, page ${page}` : 'Transactions');

  useEffect(() => {
    void orders.getState().loadTransactions(page);
  }, [orders, page]);

  const current = state.page === page && state.status !== 'idle';
  return (
    <section className="page account-page" aria-labelledby="transactions-title">
      <h1 id="transactions-title">Transactions</h1>
      {!current || (state.status === 'loading' && state.items.length === 0) ? <Spinner label="Loading your transactions" /> : null}
      {current && state.status === 'failed' ? <Notice level="error">{state.errors[0]?.message ?? 'Something went wrong.'}</Notice> : null}
      {current && state.status === 'succeeded' && state.items.length === 0 ? <p>You have no transactions yet.</p> : null}
      {current && state.items.length > 0 ? (
        <table className="transactions-table">
          <caption className="drawkit-visually-hidden">Your transactions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {state.items.map((t) => (
              <tr key={t.id} data-testid={`transaction-${t.kind}`}>
                <td>{formatDrawDate(t.date)}</td>
                <td>{KIND_LABELS[t.kind]}</td>
                <td>{t.checkoutId && t.kind === 'purchase' ? <Link to={`/receipt/${encodeURIComponent(t.checkoutId)}`}>{t.description}</Link> : t.description}</td>
                <td className={t.amount.amount < 0 ? 'amount amount--debit' : 'amount amount--credit'}>{signed(t.amount)}</td>
                <td className="amount">{formatMoney(t.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager label="Transaction pages" page={page} total={state.total} limit={state.limit} pathOf={ordersPaths.transactions} />
    </section>
  );
}
