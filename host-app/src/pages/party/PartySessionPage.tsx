import { formatDrawDate, formatMoney } from '@drawkit/sdk';
import { Button, Field, NumberBalls, Notice, Spinner } from '@drawkit/widgets';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';
import { AUTOSESSION_LABELS, SESSION_STATUS_LABELS, usePartyStore } from './usePartyStore';

function BuyShares({ sessionId, left }: { sessionId: string; left: number }) {
  const navigate = useNavigate();
  const [, party] = usePartyStore((s) => s.status);
  const [shares, setShares] = useState('1');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const count = Number(shares);
    if (!Number.isInteger(count) || count < 1 || count > left) return setError(`Please choose between 1 and ${left} shares.`);
    setBusy(true);
    const result = await party.getState().joinSession(sessionId, count);
    setBusy(false);
    if (result.ok) void navigate('/cart');
    else setError(result.messages[0]?.message ?? 'Your shares could not be added to the cart.');
  };
  return (
    <form className="drawkit-stack" aria-label="Buy shares" onSubmit={(e) => void submit(e)} noValidate>
      <Field label="Shares to buy" type="number" inputMode="numeric" min={1} max={left} value={shares} onChange={(e) => setShares(e.target.value)} error={error} />
      <Button type="submit" variant="primary" disabled={busy}>
        Add shares to cart
      </Button>
    </form>
  );
}

function Session() {
  const id = useParams().id ?? '';
  const [details, party] = usePartyStore((s) => s.sessionOrders[id]);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle('Lotto Party session');
  useEffect(() => {
    void party
      .getState()
      .loadSessionOrders(id)
      .then((r) => {
        if (!r.ok) setError(r.messages[0]?.message ?? 'This session was not found.');
      });
  }, [party, id]);

  const reload = () => void party.getState().loadSessionOrders(id);
  const toggle = async (status: 'on' | 'paused') => {
    if ((await party.getState().setAutosession(id, status)).ok) reload();
  };
  const close = async () => {
    if ((await party.getState().closeSession(id)).ok) reload();
  };

  if (error) return <Notice level="error">{error}</Notice>;
  if (!details) return <Spinner label="Loading the session" />;
  const { session } = details;
  const draw = session.draws[0];
  return (
    <section className="page" aria-labelledby="party-session-title">
      <h1 id="party-session-title">
        {session.groupName}: draw {draw?.drawNo}
      </h1>
      <dl className="party-facts">
        <dt>Status</dt>
        <dd data-testid="party-session-status">{SESSION_STATUS_LABELS[session.status]}</dd>
        <dt>Sales close</dt>
        <dd>{draw ? formatDrawDate(draw.stop) : ''}</dd>
        <dt>Group ticket</dt>
        <dd>
          {session.numGames} games in {session.numShares} shares of {formatMoney(session.costPerShare)}
        </dd>
        <dt>Shares sold</dt>
        <dd data-testid="party-shares-sold">
          {session.sharesSold} of {session.numShares}
        </dd>
        <dt>Your shares</dt>
        <dd data-testid="party-my-shares">{session.myShares}</dd>
        <dt>AutoPlay</dt>
        <dd>{AUTOSESSION_LABELS[session.autosessionStatus]}</dd>
        {details.myWinnings ? (
          <>
            <dt>Your winnings</dt>
            <dd>{formatMoney(details.myWinnings)}</dd>
          </>
        ) : null}
      </dl>
      <p>
        <Link to={`/my-account/lotto-party/group/${session.groupId}/1`}>Back to {session.groupName}</Link>
      </p>
      {session.status === 'open' && session.sharesAvailable > 0 ? <BuyShares sessionId={id} left={session.sharesAvailable} /> : null}
      {session.status === 'open' && session.sharesAvailable === 0 ? <Notice level="info">Every share of this session is sold.</Notice> : null}
      {session.isOrganiser && session.status === 'open' ? (
        <div className="party-actions">
          {session.autosessionStatus === 'on' ? (
            <Button onClick={() => void toggle('paused')}>Pause AutoPlay</Button>
          ) : (
            <Button onClick={() => void toggle('on')}>Turn AutoPlay on</Button>
          )}
          <Button onClick={() => void close()}>Close the session</Button>
        </div>
      ) : null}
      <h2>Who is in</h2>
      <ul className="account-list" aria-label="Share holders">
        {details.holdings.map((h) => (
          <li key={`${h.name}-${h.numShares}`}>
            {h.name}
            {h.isMe ? ' (you)' : ''}: {h.numShares} {h.numShares === 1 ? 'share' : 'shares'}
          </li>
        ))}
      </ul>
      {details.myOrders.length > 0 ? (
        <>
          <h2>Your tickets</h2>
          <ul className="account-list" aria-label="Your tickets">
            {details.myOrders.map((o) => (
              <li key={o.orderId}>
                <Link to={`/my-account/lotto-party/ticket/${o.orderId}`}>
                  {o.numShares} {o.numShares === 1 ? 'share' : 'shares'} for {formatMoney(o.price)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>The group ticket</h2>
      <ol className="party-games" aria-label="Group ticket games">
        {details.games.map((game, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's games are numbered by their position and never reorder.
          <li key={index}>
            <NumberBalls game={game} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** `/my-account/lotto-party/session/{id}` (protected; social-syndicates): "a session's order page". */
export function PartySessionPage() {
  return (
    <CapabilityGate needs={['social-syndicates']}>
      <Session />
    </CapabilityGate>
  );
}
