import { formatDrawDate, formatMoney } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { useCapabilities } from '../../session/useCapabilities';
import { usePartyStore } from './usePartyStore';

/**
 * `/social-play` (shop-core §2 listing): group play in one place: Lotto Party, syndicates, and,
 * signed in, the open sessions you can join (`GET /session/discover`).
 */
export function SocialPlayPage() {
  useDocumentTitle('Social play');
  const client = useDrawkit();
  const signedIn = useStore(client.session, (s) => s.isAuthenticated);
  const can = useCapabilities();
  const [sessions, party] = usePartyStore((s) => s.discover);
  // can() is a new function each render: depend on its answer, not on it.
  const allowed = signedIn && can('social-syndicates');
  useEffect(() => {
    if (allowed) void party.getState().loadDiscover();
  }, [party, allowed]);
  return (
    <section className="page" aria-labelledby="social-play-title">
      <h1 id="social-play-title">Social play</h1>
      <ul className="account-list">
        <li className="drawkit-stack">
          <h2>
            <Link to="/lotto-party">Lotto Party</Link>
          </h2>
          <p>Start a group with friends and share a group ticket for each draw.</p>
        </li>
        <li className="drawkit-stack">
          <h2>
            <Link to="/syndicates">Syndicates</Link>
          </h2>
          <p>Buy a share in one of our syndicates and split the prizes.</p>
        </li>
      </ul>
      {signedIn && sessions.length > 0 ? (
        <>
          <h2>Open Lotto Party sessions</h2>
          <ul className="account-list" aria-label="Open Lotto Party sessions">
            {sessions.map((s) => (
              <li key={s.sessionId}>
                <Link to={`/my-account/lotto-party/session/${s.sessionId}`}>
                  {s.groupName}: draw {s.draws[0]?.drawNo}
                </Link>{' '}
                closes {s.draws[0] ? formatDrawDate(s.draws[0].stop) : ''}, {s.sharesAvailable} of {s.numShares} shares left at {formatMoney(s.costPerShare)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
