import {
  formatDrawDate,
  formatMoney,
  PARTY_SESSION_STEPS,
  sessionSteps,
  type ApiMessage,
  type LotteryDraw,
  type PartyGroupCreationState,
  type PartyPublicityStatus,
  type PartySessionStep,
} from '@drawkit/sdk';
import { Button, CheckboxField, Field, Modal, Notice, SelectField, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePartyStore } from './usePartyStore';

const STEP_TITLES: Record<PartySessionStep, string> = {
  name_group: 'Name your group',
  select_draw: 'Choose the draw',
  set_share_price: 'Set the share price',
  select_auto_session: 'Play every draw?',
  join_session: 'Join the session',
};

const PUBLICITY_OPTIONS: { value: PartyPublicityStatus; label: string }[] = [
  { value: 'private', label: 'Private: only people I invite' },
  { value: 'public', label: 'Public: anyone can see its sessions' },
];

const messageOf = (messages: readonly ApiMessage[], fallback: string) => messages[0]?.message ?? fallback;

/**
 * The group-creation modal (shop-core §2, social-syndicates capability): "Session creation steps
 * in order (numbered 1 to 5): name_group, select_draw, set_share_price, select_auto_session,
 * join_session" (shop-specialised §2). Opened with a group (route state), it starts a session in
 * that group and skips naming. The group is created when step 1 is done (so a bad or taken name
 * shows on its field); the session and the shares when step 5 is; the shares go to the cart.
 */
export function GroupCreationModal({ opening, onClose }: { opening: PartyGroupCreationState; onClose: () => void }) {
  const client = useDrawkit();
  const navigate = useNavigate();
  const [config, party] = usePartyStore((s) => s.config);
  const steps = sessionSteps(opening.groupId !== undefined);
  const [stepIndex, setStepIndex] = useState(0);
  const [group, setGroup] = useState(opening.groupId ? { id: opening.groupId, groupName: opening.groupName ?? '' } : null);
  const [groupName, setGroupName] = useState('');
  const [publicity, setPublicity] = useState<PartyPublicityStatus>('private');
  const [drawId, setDrawId] = useState('');
  const [numGames, setNumGames] = useState(24);
  const [autosession, setAutosession] = useState(false);
  const [inviteAll, setInviteAll] = useState(false);
  const [shares, setShares] = useState('1');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void party.getState().loadConfig();
  }, [party]);
  const offerKey = config?.productOfferKey;
  useEffect(() => {
    if (offerKey) void client.catalogue.getState().loadOffers([offerKey]);
  }, [client, offerKey]);
  const draws = useStore(client.catalogue, (s) => {
    const offer = offerKey ? s.offer(offerKey) : undefined;
    return (offer?.draws ?? []).map((id) => s.draws[id]).filter((d): d is LotteryDraw => d !== undefined && 'stop' in d && d.status === 'DRAW_OPEN');
  });
  useEffect(() => {
    if (!drawId && draws[0]) setDrawId(draws[0].drawId);
  }, [drawId, draws]);

  const step = steps[stepIndex] ?? 'name_group';
  const number = PARTY_SESSION_STEPS.indexOf(step) + 1;
  const option = config?.ticketOptions.find((o) => o.numGames === numGames);

  const next = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (step === 'name_group') {
      if (groupName.trim() === '') return setError('This field is required');
      setBusy(true);
      const created = await party.getState().createGroup({ groupName: groupName.trim(), publicityStatus: publicity });
      setBusy(false);
      if (!created.ok) {
        // A bad or taken name is said on the field; other failures show the §8 notification.
        if (created.reason === 'profanity' || created.reason === 'duplicate') setError(messageOf(created.messages, 'Please choose another name.'));
        return;
      }
      setGroup({ id: created.value.id, groupName: created.value.groupName });
    }
    if (step === 'select_draw' && !drawId) return setError('This field is required');
    if (step === 'join_session') return finish();
    setStepIndex((i) => i + 1);
  };

  const finish = async () => {
    const count = Number(shares);
    const max = config?.numShares ?? 12;
    if (!Number.isInteger(count) || count < 1 || count > max) return setError(`Please choose between 1 and ${max} shares.`);
    if (!group) return;
    setBusy(true);
    const session = await party.getState().createSession({
      groupId: group.id,
      drawId,
      numGames,
      autosessionStatus: autosession ? 'on' : 'off',
      inviteAllExistingMembers: inviteAll,
    });
    if (!session.ok) {
      setBusy(false);
      if (session.reason === 'draw_closed') {
        setStepIndex(steps.indexOf('select_draw'));
        setError(messageOf(session.messages, 'This draw is closed. Please choose another draw.'));
      }
      return;
    }
    const joined = await party.getState().joinSession(session.value.sessionId, count);
    setBusy(false);
    if (!joined.ok) return setError(messageOf(joined.messages, 'Your shares could not be added to the cart.'));
    onClose();
    void navigate('/cart');
  };

  return (
    <Modal title={group && opening.groupId ? `New session for ${group.groupName}` : 'Create a Lotto Party group'} size="large" onClose={onClose}>
      <form className="drawkit-stack" aria-label="Lotto Party group" onSubmit={(e) => void next(e)} noValidate>
        <h3>
          Step {number} of {PARTY_SESSION_STEPS.length}: {STEP_TITLES[step]}
        </h3>
        {!config ? <Spinner label="Loading Lotto Party" /> : null}
        {step === 'name_group' ? (
          <>
            <Field label="Group name" value={groupName} maxLength={40} onChange={(e) => setGroupName(e.target.value)} error={error} required />
            <SelectField
              label="Who can see the group"
              value={publicity}
              options={PUBLICITY_OPTIONS}
              onChange={(e) => setPublicity(e.target.value as PartyPublicityStatus)}
            />
          </>
        ) : null}
        {step === 'select_draw' ? (
          <SelectField
            label="Draw"
            value={drawId}
            error={error}
            options={draws.map((d) => ({ value: d.drawId, label: `Draw ${d.drawNo}, sales close ${formatDrawDate(d.stop)}` }))}
            onChange={(e) => setDrawId(e.target.value)}
          />
        ) : null}
        {step === 'set_share_price' && config ? (
          <SelectField
            label="Group ticket"
            value={String(numGames)}
            options={config.ticketOptions.map((o) => ({ value: String(o.numGames), label: `${o.numGames} games, ${formatMoney(o.costPerShare)} a share` }))}
            onChange={(e) => setNumGames(Number(e.target.value))}
            hint={`The ticket is shared by ${config.numShares} shares; prizes are split by share.`}
          />
        ) : null}
        {step === 'select_auto_session' ? (
          <>
            <CheckboxField label="Start a new session for every draw (AutoPlay)" checked={autosession} onChange={(e) => setAutosession(e.target.checked)} />
            {opening.groupId ? (
              <CheckboxField label="Tell all existing members about this session" checked={inviteAll} onChange={(e) => setInviteAll(e.target.checked)} />
            ) : null}
          </>
        ) : null}
        {step === 'join_session' ? (
          <>
            <Field
              label="Your shares"
              type="number"
              inputMode="numeric"
              min={1}
              max={config?.numShares ?? 12}
              value={shares}
              onChange={(e) => setShares(e.target.value)}
              error={error}
              hint={option ? `${formatMoney(option.costPerShare)} a share` : undefined}
            />
            <p>Your shares go into your cart; the session is open to your group once you create it.</p>
          </>
        ) : null}
        {error && step !== 'name_group' && step !== 'join_session' && step !== 'select_draw' ? <Notice level="error">{error}</Notice> : null}
        <div className="party-actions">
          {stepIndex > 0 && !(step === 'select_draw' && !opening.groupId) ? (
            <Button type="button" variant="secondary" onClick={() => setStepIndex((i) => i - 1)} disabled={busy}>
              Back
            </Button>
          ) : null}
          <Button type="submit" variant="primary" disabled={busy || !config}>
            {step === 'join_session' ? 'Create session and add to cart' : 'Next'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
