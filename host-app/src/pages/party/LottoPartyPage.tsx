import { Button, useDrawkit, useStore } from '@drawkit/widgets';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { signInPath } from '../../session/safeRedirect';
import { useCapabilities } from '../../session/useCapabilities';
import { openGroupCreation } from './openGroupCreation';

/**
 * `/lotto-party` (public entry, shop-specialised §2): what group play is, the way to start a
 * group (the group-creation modal, signed in), and the way to your groups.
 */
export function LottoPartyPage() {
  useDocumentTitle('Lotto Party');
  const client = useDrawkit();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useStore(client.session, (s) => s.isAuthenticated);
  const can = useCapabilities();
  return (
    <section className="page page--narrow" aria-labelledby="lotto-party-title">
      <h1 id="lotto-party-title">Lotto Party</h1>
      <div className="drawkit auth-panel drawkit-stack">
        <p>
          Play with friends, family or colleagues: start a group, invite them, and for each draw buy shares in one big group ticket. Prizes are
          split by share.
        </p>
        <ol className="party-steps">
          <li>Name your group and choose a draw.</li>
          <li>Set the share price and whether to play every draw.</li>
          <li>Buy your shares and invite your group to buy theirs.</li>
        </ol>
        {signedIn && can('social-syndicates') ? (
          <div className="party-actions">
            <Button variant="primary" onClick={() => openGroupCreation(navigate, location)}>
              Create a group
            </Button>
            <Link to="/my-account/lotto-party/1">Your Lotto Party groups</Link>
          </div>
        ) : !signedIn ? (
          <p>
            <Link to={signInPath('/lotto-party')}>Sign in</Link> to create a group or see yours.
          </p>
        ) : null}
        <p>
          Got an invitation link? Open it to join the group, or see <Link to="/lotto-party/group">joining a group</Link>.
        </p>
      </div>
    </section>
  );
}
