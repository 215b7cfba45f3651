import { useDrawkit, useStore } from '@drawkit/widgets';
import { formatMoney } from '@drawkit/sdk';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { useCapabilities } from '../../session/useCapabilities';
import { accountSectionsFor } from './accountSections';

/**
 * `/my-account` (protected): the wallet balance and the account menu, every section the
 * customer's capabilities allow (shop-core §2 account routes).
 */
export function AccountHomePage() {
  const client = useDrawkit();
  const customer = useStore(client.session, (state) => state.customer);
  const capabilitiesLoaded = useStore(client.session, (state) => state.capabilities !== null);
  const can = useCapabilities();
  useDocumentTitle('My account');

  useEffect(() => {
    void client.session.getState().loadCustomer();
  }, [client]);

  const groups = capabilitiesLoaded ? accountSectionsFor(can) : [];

  return (
    <section className="page account-home" aria-labelledby="account-home-title">
      <h1 id="account-home-title">My account</h1>
      {customer ? (
        <p>
          Hello {customer.firstname} {customer.lastname}
        </p>
      ) : null}
      {customer && can('wallet-balance') ? (
        <dl className="account-home__wallet" aria-label="Wallet">
          <div>
            <dt>Wallet balance</dt>
            <dd data-testid="wallet-balance">{formatMoney(customer.balance)}</dd>
          </div>
          <div>
            <dt>Withdrawable</dt>
            <dd>{formatMoney(customer.withdrawableFunds)}</dd>
          </div>
        </dl>
      ) : null}
      <nav aria-label="Account menu" className="account-home__menu">
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.sections.map((section) => (
                <li key={section.to}>
                  <Link to={section.to}>{section.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </section>
  );
}
