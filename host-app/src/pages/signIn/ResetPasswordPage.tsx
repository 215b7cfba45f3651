import { Notice, useDrawkit } from '@drawkit/widgets';
import { NEW_PASSWORD_SAVED, resetPassword } from '@drawkit/sdk';
import { Link, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { NewPasswordForm } from './NewPasswordForm';

/**
 * `/login/reset/{token}` from the emailed link: a new password, then 'New Password Saved' and the
 * login page. A used or expired link says it "has expired or has already been used".
 */
export function ResetPasswordPage() {
  const client = useDrawkit();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  useDocumentTitle('Choose a new password');

  return (
    <section className="page page--narrow" aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      <div className="drawkit auth-panel">
        <NewPasswordForm
          save={(password) => resetPassword(client, token, password)}
          onSaved={() => {
            client.notifications.getState().notify({ ...NEW_PASSWORD_SAVED, level: 'success', isAutoDismissed: true });
            void navigate('/login', { replace: true });
          }}
          renderGeneral={(message) => (
            <Notice level="error">
              {message} <Link to="/forgot-password">Ask for a new link</Link>
            </Notice>
          )}
        />
      </div>
    </section>
  );
}
