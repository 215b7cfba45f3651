import { useDrawkit, useStore } from '@drawkit/widgets';
import { NEW_PASSWORD_SAVED, forceChangePassword } from '@drawkit/sdk';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { safeRedirect } from '../../session/safeRedirect';
import { NewPasswordForm } from './NewPasswordForm';

/**
 * `/force-password-change`: a signed-in customer flagged `forcePasswordChange` chooses a new
 * password (`POST /password/force-change`) before going on. Others have nothing to do here.
 */
export function ForcePasswordChangePage() {
  const client = useDrawkit();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'));
  const customer = useStore(client.session, (s) => s.customer);
  useDocumentTitle('Change your password');

  if (customer && !customer.forcePasswordChange) return <Navigate to={target} replace />;

  return (
    <section className="page page--narrow" aria-labelledby="force-change-title">
      <h1 id="force-change-title">Change your password</h1>
      <div className="drawkit auth-panel">
        <p>For your security, please choose a new password before you continue.</p>
        <NewPasswordForm
          save={(password) => forceChangePassword(client, password)}
          onSaved={() => {
            client.notifications.getState().notify({ ...NEW_PASSWORD_SAVED, level: 'success', isAutoDismissed: true });
            void navigate(target, { replace: true });
          }}
        />
      </div>
    </section>
  );
}
