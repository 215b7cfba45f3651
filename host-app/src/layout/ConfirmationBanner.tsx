import { Button, useDrawkit, useStore } from '@drawkit/widgets';
import { CONFIRMATION_BANNER_TEXT, confirmationBannerKind, confirmCustomer, MY_DETAILS_PATH } from '@drawkit/sdk';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCapabilities } from '../session/useCapabilities';

// Its own chunk: only customers with account-details-manage who press Update load it.
const DetailsModal = lazy(() => import('../pages/myAccount/DetailsModal'));

/**
 * The address/email confirmation banner (shop-core §2 "Screens in detail"): shown when the
 * overview says a confirmation is required, address first, never on my-details. Confirm calls
 * the PATCH (a busy flag blocks double clicks), then the overview reloads quietly and the
 * confirmed notice shows and auto-dismisses. Update opens the details modal with the
 * account-details-manage capability, else goes to my-details.
 */
export function ConfirmationBanner() {
  const client = useDrawkit();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const customer = useStore(client.session, (s) => (s.isAuthenticated ? s.customer : null));
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const can = useCapabilities();
  const kind = confirmationBannerKind(customer, pathname);
  if (!kind) return null;
  const noun = kind === 'address' ? 'address' : 'email';

  return (
    <aside className="confirm-banner" aria-label={kind === 'address' ? 'Confirm your address' : 'Confirm your email'} data-testid="confirmation-banner">
      <p>{CONFIRMATION_BANNER_TEXT[kind]}</p>
      <div className="confirm-banner__actions">
        <Button
          variant="primary"
          pending={busy}
          onClick={async () => {
            if (busy) return;
            setBusy(true);
            await confirmCustomer(client, kind);
            setBusy(false);
          }}
        >
          Confirm {noun}
        </Button>
        <Button onClick={() => (can('account-details-manage') ? setEditing(true) : void navigate(MY_DETAILS_PATH))}>Update {noun}</Button>
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <DetailsModal onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </aside>
  );
}
