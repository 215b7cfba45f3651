import type { LottoPartyGroupByToken } from '@drawkit/sdk';
import { Button, Notice, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { signInPath } from '../../session/safeRedirect';
import { usePartyStore } from './usePartyStore';

/**
 * `/lotto-party/group` (public entry, shop-specialised §2): "Join by group token: a query
 * parameter named token". With a token, the invitation: the group, who invited you, Accept or
 * Decline (signed in). Without one, how joining works.
 */
export function LottoPartyGroupPage() {
  useDocumentTitle('Join a Lotto Party group');
  const client = useDrawkit();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const signedIn = useStore(client.session, (s) => s.isAuthenticated);
  const [, party] = usePartyStore((s) => s.status);
  const [invitation, setInvitation] = useState<LottoPartyGroupByToken | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [declined, setDeclined] = useState(false);

  useEffect(() => {
    if (!token || !signedIn) return;
    setLoading(true);
    void party
      .getState()
      .loadInvitation(token)
      .then((result) => {
        setLoading(false);
        if (result.ok) setInvitation(result.value);
        else setError(result.messages[0]?.message ?? 'This link has expired or has already been used.');
      });
  }, [party, token, signedIn]);

  const accept = async () => {
    const result = await party.getState().acceptInvitation(token);
    if (result.ok) void navigate(`/my-account/lotto-party/group/${result.value.id}/1`);
    else setError(result.messages[0]?.message ?? 'Something went wrong.');
  };
  const decline = async () => {
    const result = await party.getState().declineInvitation(token);
    if (result.ok) setDeclined(true);
    else setError(result.messages[0]?.message ?? 'Something went wrong.');
  };

  return (
    <section className="page page--narrow" aria-labelledby="party-join-title">
      <h1 id="party-join-title">Join a Lotto Party group</h1>
      <div className="drawkit auth-panel drawkit-stack">
        {!token ? (
          <p>
            Ask the group's organiser for an invitation: they can send it to your email or share a link. Or <Link to="/lotto-party">start a group of your own</Link>.
          </p>
        ) : !signedIn ? (
          <p>
            <Link to={signInPath(`/lotto-party/group?token=${encodeURIComponent(token)}`)}>Sign in</Link> to answer your invitation.
          </p>
        ) : loading ? (
          <Spinner label="Loading your invitation" />
        ) : declined ? (
          <Notice level="info">You declined the invitation.</Notice>
        ) : error ? (
          <Notice level="error">{error}</Notice>
        ) : invitation ? (
          <>
            <p>
              {invitation.invitation.inviterName} invited you to join <strong>{invitation.group.groupName}</strong> ({invitation.group.memberCount}{' '}
              {invitation.group.memberCount === 1 ? 'member' : 'members'}).
            </p>
            {invitation.group.role ? (
              <p>
                You are already a member. <Link to={`/my-account/lotto-party/group/${invitation.group.id}/1`}>Go to the group</Link>
              </p>
            ) : (
              <div className="party-actions">
                <Button variant="primary" onClick={() => void accept()}>
                  Accept invitation
                </Button>
                <Button onClick={() => void decline()}>Decline</Button>
              </div>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}
