import { Button, CheckboxField, Field, Notice, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import {
  autoplayLabel,
  formatDrawDate,
  formatJackpotAmount,
  formatMoney,
  isPausedStatus,
  recurringStoreOf,
  type RecurringAttempt,
  type RecurringFund,
  type RecurringPurchaseDetail,
} from '@drawkit/sdk';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';
import { ConfirmedAction } from '../common/ConfirmedAction';
import { fieldMessage } from '../account/limitForm';
import { RECURRING_CAPABILITIES, recurringPaths, statusText } from './recurringParts';

const OUTCOME_TEXT: Record<RecurringAttempt['outcome'], string> = {
  purchased: 'Bought',
  skipped: 'Skipped',
  soft_failure: 'Not bought',
  hard_failure: 'Not bought',
};

export function fundText(fund: RecurringFund): string {
  return fund.kind === 'cc' && fund.last4 ? `Your wallet, then your ${fund.brand ?? 'card'} ending ${fund.last4}` : 'Your wallet';
}

export function Games({ games }: { games: RecurringPurchaseDetail['games'] }) {
  if (games.length === 0) return null;
  return (
    <ol className="recurring-games" aria-label="Your numbers">
      {games.map((game, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's games are numbered by their position and never reorder.
        <li key={i}>
          {Object.entries(game)
            .map(([set, numbers]) => `${set}: ${numbers.filter((n) => n !== null).join(' ')}`)
            .join(' · ')}
        </li>
      ))}
    </ol>
  );
}

export function History({ attempts }: { attempts: RecurringAttempt[] }) {
  if (attempts.length === 0) return null;
  return (
    <>
      <h2>Draws</h2>
      <ul className="account-list" aria-label="Draws">
        {attempts.map((a) => (
          <li key={a.drawNo}>
            Draw {a.drawNo} · {formatDrawDate(a.drawAt)} · {OUTCOME_TEXT[a.outcome]}
            {a.checkoutId ? (
              <>
                {' '}
                · <Link to={`/receipt/${a.checkoutId}`}>Receipt</Link>
              </>
            ) : null}
            {a.message ? <div>{a.message}</div> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function Controls({ autoplay }: { autoplay: RecurringPurchaseDetail }) {
  const client = useDrawkit();
  const store = useMemo(() => recurringStoreOf(client), [client]);
  const saving = useStore(store, (s) => s.saving);
  const [until, setUntil] = useState('');
  const [pauseError, setPauseError] = useState<string | undefined>();
  const [jackpot, setJackpot] = useState(autoplay.minimumJackpotAmount.amount > 0 ? String(autoplay.minimumJackpotAmount.amount / 100) : '0');
  const [jackpotError, setJackpotError] = useState<string | undefined>();
  const id = autoplay.autoplayId;
  const paused = isPausedStatus(autoplay.status);

  const pause = async (event: FormEvent) => {
    event.preventDefault();
    const result = await store.getState().pauseAutoplay(id, until || undefined);
    setPauseError(result.ok ? undefined : fieldMessage(result.messages, 'pausedUntil'));
  };
  const saveJackpot = async (event: FormEvent) => {
    event.preventDefault();
    const result = await store.getState().setMinimumJackpot(id, jackpot.trim());
    setJackpotError(result.ok ? undefined : (fieldMessage(result.messages, 'minimumJackpotAmount') ?? result.messages[0]?.message));
  };

  return (
    <div className="drawkit-stack">
      {paused ? (
        <Button variant="primary" pending={saving} onClick={() => void store.getState().unpauseAutoplay(id)}>
          Unpause autoplay
        </Button>
      ) : (
        <form className="drawkit-stack" onSubmit={pause} aria-label="Pause autoplay" noValidate>
          <Field
            label="Paused until (optional)"
            name="pausedUntil"
            type="date"
            value={until}
            error={pauseError}
            hint="Leave empty to pause until you unpause it."
            onChange={(e) => setUntil(e.target.value)}
          />
          <Button type="submit" pending={saving}>
            Pause autoplay
          </Button>
        </form>
      )}
      {autoplay.productType === 'lottery_ticket' ? (
        <>
          <form className="drawkit-stack" onSubmit={saveJackpot} aria-label="Minimum jackpot" noValidate>
            <Field
              label="Only buy when the jackpot is at least ($)"
              name="minimumJackpotAmount"
              inputMode="decimal"
              value={jackpot}
              error={jackpotError}
              hint="0 buys every draw."
              onChange={(e) => setJackpot(e.target.value)}
            />
            <Button type="submit" pending={saving}>
              Save minimum jackpot
            </Button>
          </form>
          <CheckboxField
            label="Quick pick new numbers for every draw"
            name="quickpick"
            checked={autoplay.quickpick}
            disabled={saving}
            onChange={(e) => void store.getState().setQuickpick(id, e.target.checked)}
          />
        </>
      ) : null}
      <ConfirmedAction
        action="Cancel autoplay"
        question="Cancel this autoplay? No more draws will be bought. Tickets already bought stay yours."
        confirm="Yes, cancel autoplay"
        busy={saving}
        onConfirm={() => store.getState().cancelAutoplay(id)}
      />
    </div>
  );
}

function Autoplay() {
  const client = useDrawkit();
  const store = useMemo(() => recurringStoreOf(client), [client]);
  const id = useParams().id ?? '';
  const entry = useStore(store, (s) => s.details[id]);
  useDocumentTitle('Autoplay');

  useEffect(() => {
    void store.getState().loadAutoplay(id);
  }, [store, id]);

  const autoplay = entry?.item;
  return (
    <section className="page page--narrow" aria-labelledby="autoplay-title">
      <p>
        <Link to={recurringPaths.autoplays()}>Back to autoplay</Link>
      </p>
      <h1 id="autoplay-title">{autoplay ? `${autoplay.offerName} autoplay` : 'Autoplay'}</h1>
      {!autoplay && entry?.status !== 'failed' ? <Spinner label="Loading your autoplay" /> : null}
      {entry?.status === 'failed' ? <Notice level="error">{entry.errors[0]?.message ?? 'Something went wrong.'}</Notice> : null}
      {autoplay ? (
        <div className="drawkit auth-panel drawkit-stack" data-testid="autoplay-detail" data-status={autoplay.status}>
          <p>{autoplay.description}</p>
          <dl className="recurring-facts">
            <dt>Plays</dt>
            <dd>{autoplayLabel(autoplay)}</dd>
            <dt>Status</dt>
            <dd data-testid="autoplay-status">{statusText(autoplay)}</dd>
            <dt>Price a draw</dt>
            <dd>{formatMoney(autoplay.price)}</dd>
            <dt>Paid from</dt>
            <dd>{fundText(autoplay.defaultFund)}</dd>
            {autoplay.minimumJackpotAmount.amount > 0 ? (
              <>
                <dt>Minimum jackpot</dt>
                <dd>{formatJackpotAmount(autoplay.minimumJackpotAmount)}</dd>
              </>
            ) : null}
          </dl>
          {autoplay.lastAttemptStatus && autoplay.lastAttemptStatus !== 'purchased' && autoplay.lastAttemptMessage ? (
            <Notice level={autoplay.lastAttemptStatus === 'hard_failure' ? 'error' : 'warning'}>{autoplay.lastAttemptMessage}</Notice>
          ) : null}
          {autoplay.quickpick ? <p>New quick pick numbers are chosen for every draw.</p> : <Games games={autoplay.games} />}
          {autoplay.status === 'recurring_status_cancelled' ? <p>This autoplay is cancelled.</p> : <Controls autoplay={autoplay} />}
          <History attempts={autoplay.attempts} />
          <p>
            <Link to={`/receipt/${autoplay.checkoutId}`}>The purchase that started it</Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** `/my-account/autoplay/ticket/{id}`: one autoplay, its numbers, its draws, and pause, unpause, settings and cancel. */
export function AutoplayPage() {
  return (
    <CapabilityGate needs={RECURRING_CAPABILITIES}>
      <Autoplay />
    </CapabilityGate>
  );
}
