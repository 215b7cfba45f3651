import { useDrawkit, useStore } from '@drawkit/widgets';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { signInPath } from '../../session/safeRedirect';

const VERIFY_PAGE = '/my-account/verify-account';

/**
 * `/account-verification` (shop-core §2, public landing): why and how to verify, then on to the
 * account's verify page, through sign-in for a visitor.
 */
export function AccountVerificationPage() {
  const client = useDrawkit();
  const isAuthenticated = useStore(client.session, (s) => s.isAuthenticated);
  useDocumentTitle('Account verification');
  return (
    <section className="page page--narrow" aria-labelledby="account-verification-title">
      <h1 id="account-verification-title">Account verification</h1>
      <div className="drawkit auth-panel drawkit-stack">
        <p>The law asks us to confirm who you are before you can buy more than $20.00 of tickets at a time or withdraw winnings.</p>
        <p>You can verify in any of these ways:</p>
        <ul>
          <li>Upload a photo of your driver&apos;s licence or passport. We check it, usually within a day.</li>
          <li>Confirm your identity with ConnectID or greenID, where available: it takes a minute.</li>
          <li>Send us your driver&apos;s licence details to check.</li>
        </ul>
        <p>
          <Link className="drawkit-button drawkit-button--primary" to={isAuthenticated ? VERIFY_PAGE : signInPath(VERIFY_PAGE)}>
            {isAuthenticated ? 'Verify your account' : 'Log in to verify your account'}
          </Link>
        </p>
      </div>
    </section>
  );
}
