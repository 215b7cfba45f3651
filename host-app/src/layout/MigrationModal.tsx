import { migrationStore, shouldOpenMigration, siteContentStore } from '@drawkit/sdk';
import { Modal, useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useCapabilities } from '../session/useCapabilities';

/**
 * The migration modal (shop-specialised §2, medium size): prompt, in progress, failure with a
 * try-again button and a support link, success with an optional secondary link from the CMS.
 * Opens by itself for a signed-in customer whose legacy account can be moved.
 */
export function MigrationModal() {
  const client = useDrawkit();
  const store = migrationStore(client);
  const state = useStore(store, (s) => s);
  const isAuthenticated = useStore(client.session, (s) => s.isAuthenticated);
  const migrationStatus = useStore(client.session, (s) => s.customer?.migrationStatus);
  const successLink = useStore(siteContentStore(client), (s) => s.siteConfig?.components['migrationSuccessLink']);
  const hasCapability = useCapabilities()('customer-migration');

  useEffect(() => {
    if (shouldOpenMigration({ isAuthenticated, hasCapability, migrationStatus, dismissed: state.dismissed, isOpen: state.isOpen })) store.getState().open();
  }, [store, isAuthenticated, hasCapability, migrationStatus, state.dismissed, state.isOpen]);

  if (!state.isOpen) return null;
  return (
    <Modal title="Move your account to Drawkit" size="medium" onClose={state.close}>
      <div data-testid="migration-modal">
        {state.stage === 'prompt' && (
          <>
            <svg className="migration-modal__image" viewBox="0 0 550 120" role="img" aria-label="Two accounts joining into one">
              <circle cx="200" cy="60" r="40" fill="#0b5cad" />
              <circle cx="350" cy="60" r="40" fill="#f4b400" />
            </svg>
            <h3>Bring your tickets and wallet across</h3>
            <p>Your account from our previous shop can be moved here, with its tickets, wallet balance and limits, so everything is in one place.</p>
            <label className="checkbox">
              <input type="checkbox" checked={state.termsAccepted} onChange={(event) => state.setTermsAccepted(event.target.checked)} /> I agree to the{' '}
              <Link to="/about/terms-and-conditions">terms and conditions</Link>
            </label>
            <div className="modal__actions">
              <button type="button" className="button" onClick={state.close}>
                Not now
              </button>
              <button type="button" className="button button--primary" disabled={!state.termsAccepted} onClick={() => void state.migrate()}>
                Move my account
              </button>
            </div>
          </>
        )}
        {state.stage === 'in_progress' && (
          <p role="status" className="migration-modal__progress">
            <span className="spinner" aria-hidden="true" /> Moving your account. This takes a few seconds…
          </p>
        )}
        {state.stage === 'failure' && (
          <div role="alert">
            <p>Sorry, we couldn't move your account just now.</p>
            <div className="modal__actions">
              <button type="button" className="button button--primary" onClick={() => void state.migrate()}>
                Try again
              </button>
              <Link to="/about/contact-us" onClick={state.close}>
                Contact support
              </Link>
            </div>
          </div>
        )}
        {state.stage === 'success' && (
          <div role="status">
            <p>Your account has moved. Your tickets and wallet are now all in one place.</p>
            {successLink && (
              <p>
                <a href={successLink} target="_blank" rel="noopener noreferrer">
                  What's new
                </a>
              </p>
            )}
            <button type="button" className="button" onClick={state.close}>
              Close
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}
