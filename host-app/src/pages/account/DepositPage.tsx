import { WalletDeposit } from '@drawkit/widgets';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from './CapabilityGate';

/** `/deposit` (protected; wallet_deposit capability): put money in the wallet from a stored or new card. */
export function DepositPage() {
  useDocumentTitle('Deposit');
  return (
    <CapabilityGate needs={['wallet_deposit']}>
      <section className="page page--narrow" aria-labelledby="deposit-title">
        <h1 id="deposit-title">Deposit</h1>
        <div className="drawkit auth-panel drawkit-stack">
          <WalletDeposit limitHref="/my-account/precommitment-limit" />
          <p>
            <Link to="/cart">Back to your cart</Link>
          </p>
        </div>
      </section>
    </CapabilityGate>
  );
}
