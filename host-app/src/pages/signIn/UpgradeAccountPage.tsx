import { Link } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/**
 * `/my-account/upgrade-account`: where a customer flagged `accountUpgrade` is sent (shop-core §2).
 * The upgrade itself (migration) is a later issue; this page says what is needed.
 */
export function UpgradeAccountPage() {
  useDocumentTitle('Upgrade your account');
  return (
    <section className="page page--message" aria-labelledby="upgrade-title">
      <h1 id="upgrade-title">Upgrade your account</h1>
      <p>Your account needs an upgrade before you can keep playing. Please contact our support team and we will upgrade it for you.</p>
      <div className="page--message__actions">
        <Link to="/about/contact-us">Contact support</Link>
        <Link to="/logout">Log out</Link>
      </div>
    </section>
  );
}
