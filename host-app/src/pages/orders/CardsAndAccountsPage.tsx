import { loadWithdrawalMethods, removeBankAccount, type ApiMessage, type BankAccount, type PaymentMethod } from '@drawkit/sdk';
import { Button, CardFields, CheckboxField, EMPTY_CARD, Notice, Spinner, toCardInput, useDrawkit, useStore, validateCard, type CardValues, type FormErrors } from '@drawkit/widgets';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { ConfirmedAction } from '../common/ConfirmedAction';

const isStoredCard = (method: PaymentMethod): method is PaymentMethod & { card: NonNullable<PaymentMethod['card']> } => method.card !== undefined;

function StoredCard({ method, busy, onDefault, onDelete }: { method: PaymentMethod & { card: NonNullable<PaymentMethod['card']> }; busy: boolean; onDefault: () => void; onDelete: () => Promise<unknown> }) {
  const expiry = `${String(method.card.expiryMonth).padStart(2, '0')}/${String(method.card.expiryYear).slice(-2)}`;
  return (
    <li className="stored-card" data-testid={`card-${method.card.last4}`}>
      <strong>{method.name}</strong> <span>Expires {expiry}</span>
      {method.verification ? <span> · {method.verification}</span> : null}
      {method.default ? <span className="stored-card__default"> · Default card</span> : null}
      <div className="stored-card__actions">
        {method.default ? null : (
          <Button variant="link" disabled={busy} onClick={onDefault}>
            Make default
          </Button>
        )}
        <ConfirmedAction action="Delete" question={`Delete ${method.name}?`} confirm="Yes, delete" busy={busy} onConfirm={onDelete} />
      </div>
    </li>
  );
}

function StoredBankAccount({ account, busy, onDelete }: { account: BankAccount; busy: boolean; onDelete: () => Promise<unknown> }) {
  return (
    <li className="stored-card" data-testid={`bank-account-${account.id}`}>
      <strong>{account.accountName}</strong> <span>{account.bankType === 'national' ? `BSB ${account.code}` : `SWIFT ${account.code}`}</span>{' '}
      <span>Account {account.accountNumber}</span>
      {account.default ? <span className="stored-card__default"> · Default account</span> : null}
      <div className="stored-card__actions">
        <ConfirmedAction action="Delete" question={`Delete the account ${account.accountName} ${account.accountNumber}?`} confirm="Yes, delete" busy={busy} onConfirm={onDelete} />
      </div>
    </li>
  );
}

/**
 * `/my-account/cards-and-accounts` (protected): the stored cards (`GET /payment_methods`), setting
 * the default (`POST /funds/{id}/default`), deleting one (`DELETE /funds/{id}`), and adding a card
 * (`POST /funds/card/{gateway}`). Only brand, last four digits and expiry are kept. With the
 * wallet-withdrawal capability, the bank accounts withdrawals go to, each removable the same way
 * (they are added on the withdraw page).
 */
export function CardsAndAccountsPage() {
  const client = useDrawkit();
  const methods = useStore(client.purchase, (s) => s.paymentMethods);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<ApiMessage[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  useDocumentTitle('Cards and accounts');

  useEffect(() => {
    void client.purchase
      .getState()
      .loadPaymentMethods()
      .then(() => setLoaded(true));
  }, [client]);

  const cards = methods.filter(isStoredCard);
  const canWithdraw = useStore(client.session, (s) => s.can('wallet-withdrawal'));
  const [accounts, setAccounts] = useState<BankAccount[]>([]);
  const loadAccounts = useCallback(async () => {
    const result = await loadWithdrawalMethods(client);
    if (result.ok) setAccounts(result.value.flatMap((m) => (m.type === 'bank' && m.bankAccount ? [m.bankAccount] : [])));
    else setMessages(result.messages);
  }, [client]);
  useEffect(() => {
    if (canWithdraw) void loadAccounts();
  }, [canWithdraw, loadAccounts]);

  const run = async (action: () => Promise<{ ok: true } | { ok: false; messages: ApiMessage[] }>, done: string) => {
    setBusy(true);
    setNotice(null);
    const result = await action();
    setBusy(false);
    setMessages(result.ok ? [] : result.messages);
    if (result.ok) setNotice(done);
    return result.ok;
  };

  const addCard = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await validateCard(card, true);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const added = await run(() => client.purchase.getState().addCard(toCardInput(card), { makeDefault }), 'Your card has been saved.');
    if (added) {
      setCard(EMPTY_CARD);
      setMakeDefault(false);
    }
  };

  return (
    <section className="page page--narrow account-page" aria-labelledby="cards-title">
      <h1 id="cards-title">Cards and accounts</h1>
      {notice ? <Notice level="success">{notice}</Notice> : null}
      {messages[0] ? <Notice level="error">{messages[0].message}</Notice> : null}
      {!loaded ? <Spinner label="Loading your cards" /> : null}
      {loaded && cards.length === 0 ? <p>You have no saved cards.</p> : null}
      {cards.length > 0 ? (
        <ul className="account-list" aria-label="Your saved cards">
          {cards.map((method) => (
            <StoredCard
              key={method.id}
              method={method}
              busy={busy}
              onDefault={() => void run(() => client.purchase.getState().makeDefaultCard(method.id), `${method.name} is now your default card.`)}
              onDelete={() => run(() => client.purchase.getState().deleteCard(method.id), `${method.name} has been deleted.`)}
            />
          ))}
        </ul>
      ) : null}
      {canWithdraw && accounts.length > 0 ? (
        <>
          <h2>Bank accounts</h2>
          <ul className="account-list" aria-label="Your bank accounts">
            {accounts.map((account) => (
              <StoredBankAccount
                key={account.id}
                account={account}
                busy={busy}
                onDelete={() =>
                  run(async () => {
                    const removed = await removeBankAccount(client, account.id);
                    if (removed.ok) await loadAccounts();
                    return removed.ok ? { ok: true } : removed;
                  }, `The account ending ${account.accountNumber.slice(-3)} has been deleted.`)
                }
              />
            ))}
          </ul>
        </>
      ) : null}
      <form className="drawkit auth-panel drawkit-stack" aria-label="Add a card" onSubmit={(e) => void addCard(e)} noValidate>
        <h2>Add a card</h2>
        <CardFields values={card} errors={errors} onChange={setCard} />
        <CheckboxField label="Make this my default card" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />
        <Button type="submit" disabled={busy}>
          Save card
        </Button>
      </form>
    </section>
  );
}
