import type { ReactNode } from 'react';
import { formatLongDate, type GiveawayDraw, type MembershipState, membershipStore } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { giveawayPath, DwLink, type DailyWinnersNavigation } from './dailyWinnersLinks';
import { ENTRY_STATUS_LABELS, GIVEAWAY_TYPE_LABELS } from './entryStatusLabel';
import type { HeadingTag } from '../ui/headingTag';

/** Props of {@link GiveawayCard}. */
export interface GiveawayCardProps {
  giveaway: GiveawayDraw;
  nav: DailyWinnersNavigation;
  /** Called after an unlock with its outcome, for the page's live region. */
  onUnlocked?: (giveaway: GiveawayDraw, ok: boolean) => void;
  /** Its title's heading (default h4: under the page's "Current giveaways" h3). */
  heading?: HeadingTag;
}

/** One giveaway: type, title, prize, close date, the customer's entry status and an Unlock button while locked. */
export function GiveawayCard({ giveaway, nav, onUnlocked, heading: Heading = 'h4' }: GiveawayCardProps): ReactNode {
  const client = useDrawkit();
  const request = useStore(membershipStore(client), (state: MembershipState) => state.unlockRequests[giveaway.id]);
  const canUnlock = giveaway.entryStatus === 'locked' && giveaway.permits.includes('unlock');
  const unlock = async () => {
    const result = await membershipStore(client).getState().unlock(giveaway.id);
    onUnlocked?.(giveaway, result.ok);
  };
  const headingId = `drawkit-dw-${giveaway.id}`;
  return (
    <article className="drawkit-dw-card" aria-labelledby={headingId} data-giveaway-type={giveaway.type}>
      {giveaway.pill ? <span className="drawkit-dw-pill">{giveaway.pill}</span> : null}
      <p className="drawkit-muted">{GIVEAWAY_TYPE_LABELS[giveaway.type]} giveaway{giveaway.giveawayTier === 'premium' ? ' · Premium' : ''}</p>
      <Heading id={headingId}>
        <DwLink href={giveawayPath(nav, giveaway)} nav={nav}>
          {giveaway.title}
        </DwLink>
      </Heading>
      {giveaway.prizes[0] ? (
        <p>
          {giveaway.prizes[0].name}
          {giveaway.prizes[0].value.amount > 0 ? (
            <>
              {' '}
              (<Money value={giveaway.prizes[0].value} />)
            </>
          ) : null}
        </p>
      ) : null}
      <p className="drawkit-muted">
        {giveaway.state === 'DRAW_OPEN' ? `Closes ${formatLongDate(giveaway.closeTime)}` : `Closed ${formatLongDate(giveaway.closeTime)}`}
      </p>
      {giveaway.entryStatus ? (
        <span className={`drawkit-dw-badge drawkit-dw-badge--${giveaway.entryStatus}`}>{ENTRY_STATUS_LABELS[giveaway.entryStatus]}</span>
      ) : null}
      {giveaway.numberOfEntriesText ? <p className="drawkit-muted">{giveaway.numberOfEntriesText}</p> : null}
      {canUnlock ? (
        <Button variant="primary" pending={request === 'pending'} onClick={() => void unlock()}>
          Unlock entry<span className="drawkit-visually-hidden"> in {giveaway.title}</span>
        </Button>
      ) : null}
    </article>
  );
}
