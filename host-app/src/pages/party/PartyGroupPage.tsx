import { formatDrawDate, formatMoney, PARTY_SESSION_PAGE_SIZE, type LottoPartyInvitation } from '@drawkit/sdk';
import { Button, Field, Notice, Spinner } from '@drawkit/widgets';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';
import { openGroupCreation } from './openGroupCreation';
import { PartyPager } from './PartyPager';
import { pageParam, SESSION_STATUS_LABELS, usePartyStore } from './usePartyStore';

function InviteForm({ groupId }: { groupId: string }) {
  const [, party] = usePartyStore((s) => s.status);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<LottoPartyInvitation | null>(null);
  const [link, setLink] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError('Please enter a valid email address');
    const result = await party.getState().invite(groupId, email.trim());
    if (result.ok) {
      setSent(result.value);
      setEmail('');
    } else setError(result.messages[0]?.message ?? 'Something went wrong.');
  };
  const makeLink = async () => {
    const result = await party.getState().invite(groupId);
    if (result.ok) setLink(result.value.link);
  };

  return (
    <form className="drawkit-stack" aria-label="Invite to the group" onSubmit={(e) => void submit(e)} noValidate>
      <h2>Invite people</h2>
      <Field label="Email address" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <div className="party-actions">
        <Button type="submit" variant="primary">
          Send invitation
        </Button>
        <Button type="button" onClick={() => void makeLink()}>
          Create an invitation link
        </Button>
      </div>
      {sent ? <Notice level="success">{`Invitation sent to ${sent.email ?? ''}.`}</Notice> : null}
      {link ? (
        <p>
          Share this link: <code data-testid="party-invite-link">{link}</code>
        </p>
      ) : null}
    </form>
  );
}

function Group() {
  const params = useParams();
  const id = params.id ?? '';
  const page = pageParam(params.page);
  const navigate = useNavigate();
  const location = useLocation();
  const [state, party] = usePartyStore((s) => ({ group: s.groupsById[id], members: s.membersByGroup[id], sessions: s.sessionsByGroup[id], byId: s.sessionsById }));
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(state.group?.groupName ?? 'Lotto Party group');

  useEffect(() => {
    void party
      .getState()
      .loadGroup(id)
      .then((r) => {
        if (!r.ok) setError(r.messages[0]?.message ?? 'This group was not found.');
      });
    void party.getState().loadMembers(id);
    void party.getState().loadGroupSessions(id, page);
  }, [party, id, page]);

  const leave = async () => {
    const result = await party.getState().leaveGroup(id);
    if (result.ok) void navigate('/my-account/lotto-party/1');
    else setError(result.messages[0]?.message ?? 'Something went wrong.');
  };

  if (error) {
    return (
      <section className="page page--narrow">
        <Notice level="error">{error}</Notice>
        <Link to="/my-account/lotto-party/1">Your Lotto Party groups</Link>
      </section>
    );
  }
  const group = state.group;
  if (!group) return <Spinner label="Loading the group" />;
  const ids = state.sessions?.pages[page] ?? [];
  return (
    <section className="page" aria-labelledby="party-group-title">
      <h1 id="party-group-title">{group.groupName}</h1>
      <p>
        Organised by {group.organiserName} · {group.memberCount} {group.memberCount === 1 ? 'member' : 'members'}
      </p>
      <div className="party-actions">
        <Button variant="primary" onClick={() => openGroupCreation(navigate, location, group)}>
          Start a session
        </Button>
        {group.role === 'member' ? <Button onClick={() => void leave()}>Leave the group</Button> : null}
      </div>
      <h2>Sessions</h2>
      {ids.length === 0 && !state.sessions?.isFetching ? <p>No sessions yet. Start one for the next draw.</p> : null}
      <ul className="account-list" aria-label="Sessions">
        {ids.map((sessionId) => {
          const s = state.byId[sessionId];
          if (!s) return null;
          const draw = s.draws[0];
          return (
            <li key={sessionId} className="drawkit-stack">
              <Link to={`/my-account/lotto-party/session/${sessionId}`}>Draw {draw?.drawNo}</Link>
              <span>
                {SESSION_STATUS_LABELS[s.status]} · {draw ? `sales close ${formatDrawDate(draw.stop)}` : ''} · {s.sharesSold} of {s.numShares} shares sold at{' '}
                {formatMoney(s.costPerShare)} · you hold {s.myShares}
              </span>
            </li>
          );
        })}
      </ul>
      <PartyPager page={page} total={state.sessions?.total ?? 0} limit={PARTY_SESSION_PAGE_SIZE} href={(p) => `/my-account/lotto-party/group/${id}/${p}`} />
      <h2>Members</h2>
      <ul className="account-list" aria-label="Members">
        {(state.members ?? []).map((m) => (
          <li key={`${m.name}-${m.joinedAt}`}>
            {m.name}
            {m.isMe ? ' (you)' : ''} · {m.role === 'organiser' ? 'Organiser' : 'Member'}
          </li>
        ))}
      </ul>
      <div className="drawkit auth-panel">
        <InviteForm groupId={id} />
      </div>
    </section>
  );
}

/** `/my-account/lotto-party/group/{id}/{page}` (protected; social-syndicates): "group detail and its sessions (10 per page)". */
export function PartyGroupPage() {
  return (
    <CapabilityGate needs={['social-syndicates']}>
      <Group />
    </CapabilityGate>
  );
}
