import { useEffect, useState, type ReactNode } from 'react';
import { formatLongDate, GIVEAWAY_TYPES, type GiveawayType, type MembershipState, membershipStore } from '@drawkit/sdk';
import { useAfterInit } from '../context/useAfterInit';
import { useStore } from '../context/useStore';
import { useAdoptedStyles } from '../styles/useAdoptedStyles';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { Notice } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';
import { DwLink, programmePath, type DailyWinnersNavigation } from './dailyWinnersLinks';
import { dailyWinnersStyles } from './dailyWinnersStyles';
import { ENTRY_STATUS_LABELS, GIVEAWAY_TYPE_LABELS } from './entryStatusLabel';
import { GiveawayWinners } from './GiveawayWinners';
import { MembershipError } from './MembershipError';
import { ProgrammeFooter } from './ProgrammeFooter';
import { StickyCallToAction } from './StickyCallToAction';
import { useMembershipProgramme } from './useMembershipProgramme';
import { headingTag } from '../ui/headingTag';

/** Props of {@link GiveawayPage}. */
export interface GiveawayPageProps extends DailyWinnersNavigation {
  /** daily, major, monthly, preview or special (the route's `giveawayType`). */
  giveawayType: string;
  /** The draw number; a preview's external id. */
  drawNumber: string;
  titleLevel?: 1 | 2;
  /** Called when a signed-out shopper asks to join from the sticky bar. */
  onSignIn?: () => void;
}

function isGiveawayType(value: string): value is GiveawayType {
  return (GIVEAWAY_TYPES as readonly string[]).includes(value);
}

/**
 * `/daily-winners/giveaways/{giveawayType}/{drawNumber}`: one giveaway with its prizes, its
 * description (or the locked content while the customer's entry is locked), the entry status
 * and Unlock, and its winners once paid.
 */
export function GiveawayPage({ giveawayType, drawNumber, titleLevel = 2, onSignIn, ...nav }: GiveawayPageProps): ReactNode {
  const { client, config } = useMembershipProgramme({ upcoming: false });
  const stylesRef = useAdoptedStyles(dailyWinnersStyles);
  const type = isGiveawayType(giveawayType) ? giveawayType : null;
  const key = type === 'preview' ? drawNumber : String(Number(drawNumber));
  const valid = type !== null && (type === 'preview' ? drawNumber !== '' : Number.isInteger(Number(drawNumber)) && Number(drawNumber) >= 1);
  const isAuthenticated = useStore(client.session, (state) => state.isAuthenticated);
  const [looked, setLooked] = useState<string | null>(null);
  // Signing in or out changes the entry shown: look again.
  useAfterInit(async (c) => {
    if (!valid || !type) return;
    await membershipStore(c).getState().loadGiveaway(type, key);
    setLooked(`${type}/${key}`);
  }, `${type}/${key}/${isAuthenticated}`);
  const giveaway = useStore(membershipStore(client), (state: MembershipState) => (type ? state.giveawayDynamicContent[type]?.[key] : undefined));
  const staticContent = useStore(membershipStore(client), (state: MembershipState) => (type ? state.giveawayStaticContent[type] : undefined));
  const request = useStore(membershipStore(client), (state: MembershipState) => (giveaway ? state.unlockRequests[giveaway.id] : undefined));
  const [announcement, setAnnouncement] = useState('');
  // Live: when the engine draws this giveaway the page shows its winners without a reload.
  useEffect(() => membershipStore(client).getState().subscribeToGiveaways(), [client]);
  const Title = headingTag(titleLevel);
  const Section = headingTag(titleLevel + 1);

  if (!valid) {
    return (
      <div className="drawkit drawkit-dw drawkit-stack" ref={stylesRef}>
        <Notice level="error">This giveaway could not be found.</Notice>
      </div>
    );
  }
  if (!giveaway) {
    return (
      <div className="drawkit drawkit-dw drawkit-stack" ref={stylesRef}>
        <MembershipError />
        {looked === `${type}/${key}` ? null : <Spinner label="Loading the giveaway" />}
        <DwLink href={programmePath(nav)} nav={nav}>
          Back to the giveaways
        </DwLink>
      </div>
    );
  }

  const locked = giveaway.entryStatus === 'locked';
  const unlock = async () => {
    const result = await membershipStore(client).getState().unlock(giveaway.id);
    setAnnouncement(result.ok ? `Your entry in ${giveaway.title} is unlocked.` : `Your entry in ${giveaway.title} could not be unlocked.`);
  };
  return (
    <div className="drawkit drawkit-dw drawkit-stack" ref={stylesRef} data-giveaway-type={giveaway.type}>
      <header className="drawkit-dw-hero drawkit-stack">
        <p className="drawkit-muted">
          {GIVEAWAY_TYPE_LABELS[giveaway.type]} giveaway {giveaway.type === 'preview' ? '' : `#${giveaway.number}`}
          {giveaway.pill ? ` · ${giveaway.pill}` : ''}
        </p>
        <Title>{giveaway.title}</Title>
        {giveaway.images.desktop || giveaway.images.mobile ? (
          <picture>
            {giveaway.images.desktop ? <source media="(min-width: 48em)" srcSet={giveaway.images.desktop} /> : null}
            <img src={giveaway.images.mobile || giveaway.images.desktop} alt="" />
          </picture>
        ) : null}
      </header>
      <MembershipError />
      <p role="status" aria-live="polite">
        {announcement}
      </p>
      <p>
        {giveaway.state === 'DRAW_OPEN' ? `Closes ${formatLongDate(giveaway.closeTime)}` : `Closed ${formatLongDate(giveaway.closeTime)}`}
      </p>
      {giveaway.entryStatus ? (
        <p>
          <span className={`drawkit-dw-badge drawkit-dw-badge--${giveaway.entryStatus}`}>{ENTRY_STATUS_LABELS[giveaway.entryStatus]}</span>{' '}
          {giveaway.numberOfEntriesText}
        </p>
      ) : null}
      {locked && giveaway.permits.includes('unlock') ? (
        <Button variant="primary" pending={request === 'pending'} onClick={() => void unlock()}>
          Unlock entry
        </Button>
      ) : null}
      <section className="drawkit-stack" aria-labelledby="drawkit-dw-about">
        <Section id="drawkit-dw-about">About this giveaway</Section>
        <p>{locked && giveaway.lockedContent ? giveaway.lockedContent : giveaway.description}</p>
        {staticContent?.body.map((line) => (
          <p key={line} className="drawkit-muted">
            {line}
          </p>
        ))}
        {giveaway.details ? <a href={giveaway.details.url}>{giveaway.details.title}</a> : null}
      </section>
      {giveaway.prizes.length > 0 ? (
        <section aria-labelledby="drawkit-dw-prizes">
          <Section id="drawkit-dw-prizes">Prizes</Section>
          <ul>
            {giveaway.prizes.map((prize, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: prizes have no id and may share a name (a monthly's two "$1,000 cash"); they are listed once, in order.
              <li key={`${index}-${prize.name}`}>
                {prize.name}
                {prize.value.amount > 0 ? (
                  <>
                    {' '}
                    (<Money value={prize.value} />)
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {giveaway.state === 'DRAW_PAID' ? (
        <section aria-labelledby="drawkit-dw-winners">
          <Section id="drawkit-dw-winners">Winners</Section>
          {giveaway.winners.length > 0 ? <GiveawayWinners winners={giveaway.winners} /> : <p>The winners will be announced soon.</p>}
        </section>
      ) : null}
      <DwLink href={programmePath(nav)} nav={nav}>
        Back to the giveaways
      </DwLink>
      {config ? <ProgrammeFooter config={config} nav={nav} /> : null}
      <StickyCallToAction
        giveaway={giveaway}
        nav={nav}
        onJoin={() => (onSignIn && !isAuthenticated ? onSignIn() : void membershipStore(client).getState().join())}
      />
    </div>
  );
}
