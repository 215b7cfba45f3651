import { useEffect, useState, type ReactNode } from 'react';
import { type GiveawayDraw, type GiveawayType, type MembershipState, membershipStore } from '@drawkit/sdk';
import { AuthStep } from '../checkout/AuthStep';
import { useStore } from '../context/useStore';
import { useAdoptedStyles } from '../styles/useAdoptedStyles';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { DwLink, programmePath, type DailyWinnersNavigation } from './dailyWinnersLinks';
import { dailyWinnersStyles } from './dailyWinnersStyles';
import { DepositNeeded } from './DailyWinnersDeposit';
import { membershipLabel, GIVEAWAY_TYPE_LABELS } from './entryStatusLabel';
import { Faq } from './Faq';
import { GiveawayCard } from './GiveawayCard';
import { HowItWorks } from './HowItWorks';
import { MembershipError } from './MembershipError';
import { ProgrammeFooter } from './ProgrammeFooter';
import { RenewalNote } from './RenewalNote';
import { StickyCallToAction } from './StickyCallToAction';
import { useMembershipProgramme } from './useMembershipProgramme';
import { headingTag } from '../ui/headingTag';

/** Props of {@link DailyWinners}. */
export interface DailyWinnersProps extends DailyWinnersNavigation {
  /** The title's heading level: 1 on a page of its own, 2 (default) inside a partner's page. */
  titleLevel?: 1 | 2;
  /** Called when a signed-out shopper asks to join (a host app's sign-in page); without it the sign-in form shows here. */
  onSignIn?: () => void;
  /** Where the benefits single sign-on address is opened. Default: the browser goes there. */
  onRedirect?: (url: string) => void;
  /** Sent as the join's metadata (where the shopper joined from). */
  joinMetadata?: Record<string, string>;
}

const selectUpcoming = (state: MembershipState) => state.upcomingDraws;
const selectUpcomingStatus = (state: MembershipState) => state.upcomingStatus;
const selectStatus = (state: MembershipState) => state.membershipStatus;
const selectTier = (state: MembershipState) => state.membershipTier;
const selectEligibility = (state: MembershipState) => state.customerMembership?.eligibility ?? null;
const selectJoining = (state: MembershipState) => state.joinStatus === 'pending';
const selectRenewal = (state: MembershipState) => state.customerMembership?.renewal ?? null;

/** The order the current giveaways are shown in. */
const SHOWN_ORDER: readonly GiveawayType[] = ['daily', 'monthly', 'major', 'special', 'preview'];

/** The giveaway the sticky bar speaks about: the open monthly one, else the major, else the first open. */
export function featuredGiveaway(draws: readonly GiveawayDraw[]): GiveawayDraw | undefined {
  return draws.find((d) => d.type === 'monthly') ?? draws.find((d) => d.type === 'major') ?? draws[0];
}

/**
 * The daily-winners programme page (shop-specialised §2): the programme's title copy, the
 * customer's status and tier with joining or their benefits, how it works, the current daily,
 * monthly, major, special and preview giveaways with entry statuses and Unlock buttons, the FAQ,
 * terms and the disclaimer, and the sticky call-to-action.
 */
export function DailyWinners({ titleLevel = 2, onSignIn, onRedirect, joinMetadata, ...nav }: DailyWinnersProps): ReactNode {
  const { client, config, configStatus } = useMembershipProgramme();
  const stylesRef = useAdoptedStyles(dailyWinnersStyles);
  const upcoming = useStore(membershipStore(client), selectUpcoming);
  const upcomingStatus = useStore(membershipStore(client), selectUpcomingStatus);
  const status = useStore(membershipStore(client), selectStatus);
  const tier = useStore(membershipStore(client), selectTier);
  const eligibility = useStore(membershipStore(client), selectEligibility);
  const joining = useStore(membershipStore(client), selectJoining);
  const renewal = useStore(membershipStore(client), selectRenewal);
  const isAuthenticated = useStore(client.session, (state) => state.isAuthenticated);
  const canBuy = useStore(client.session, (state) => state.can('membership-purchase'));
  const [wantsToJoin, setWantsToJoin] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [openingBenefits, setOpeningBenefits] = useState(false);

  // Live: a giveaway drawn while the page is open shows its new state without a reload.
  useEffect(() => membershipStore(client).getState().subscribeToGiveaways(), [client]);
  // Seeing the page clears the navigation dot (shop-specialised §4).
  useEffect(() => void membershipStore(client).getState().markVisited(), [client]);

  const join = async () => {
    const result = await membershipStore(client).getState().join(joinMetadata);
    if (result.ok) setAnnouncement('Welcome to Daily Winners: you are now a member.');
  };
  // After signing in to join, join at once: that is what the shopper asked for.
  useEffect(() => {
    if (!wantsToJoin || !isAuthenticated || membershipStore(client).getState().customerStatus !== 'succeeded') return;
    setWantsToJoin(false);
    if (membershipStore(client).getState().membershipStatus === 'non-member') void join();
  });

  const askToJoin = () => {
    if (isAuthenticated) return void join();
    if (onSignIn) return onSignIn();
    setWantsToJoin(true);
  };
  const onUnlocked = (giveaway: GiveawayDraw, ok: boolean) =>
    setAnnouncement(ok ? `Your entry in ${giveaway.title} is unlocked.` : `Your entry in ${giveaway.title} could not be unlocked.`);
  const openBenefits = async () => {
    setOpeningBenefits(true);
    const result = await membershipStore(client).getState().benefits();
    setOpeningBenefits(false);
    if (result.ok) (onRedirect ?? ((url: string) => window.location.assign(url)))(result.ssoUrl);
  };

  if (!config) {
    return (
      <div className="drawkit drawkit-dw drawkit-stack" ref={stylesRef}>
        <MembershipError />
        {configStatus === 'failed' ? null : <Spinner label="Loading Daily Winners" />}
      </div>
    );
  }

  const Title = headingTag(titleLevel);
  const Section = headingTag(titleLevel + 1);
  const Part = headingTag(titleLevel + 2);
  const byType = new Map<GiveawayType, GiveawayDraw[]>();
  for (const draw of upcoming) byType.set(draw.type, [...(byType.get(draw.type) ?? []), draw]);
  const featured = featuredGiveaway(upcoming);

  return (
    <div className="drawkit drawkit-dw drawkit-stack" ref={stylesRef}>
      <header className="drawkit-dw-hero drawkit-stack">
        <Title>{config.titleContent.title}</Title>
        {config.titleContent.body.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </header>
      <MembershipError />
      <p role="status" aria-live="polite" className="drawkit-dw-announce">
        {announcement}
      </p>

      <section className="drawkit-dw-status drawkit-stack" aria-labelledby="drawkit-dw-membership">
        <div>
          <Section id="drawkit-dw-membership">Your membership</Section>
          <p data-testid="membership-status">{membershipLabel(isAuthenticated ? status : null, tier)}</p>
        </div>
        {status === 'member' ? (
          <div className="drawkit-stack">
            <p>{config.manageMembership.body[0]}</p>
            <RenewalNote renewal={renewal} />
            <Button onClick={() => void openBenefits()} pending={openingBenefits}>
              {config.manageMembership.ctaText ?? 'Member benefits'}
            </Button>
            {tier === 'free' && canBuy ? (
              <DwLink href={programmePath(nav, 'membership-tiers')} nav={nav}>
                Go premium
              </DwLink>
            ) : null}
          </div>
        ) : status === 'pending-deposit' ? (
          <DepositNeeded content={config.deposit} nav={nav} heading={Part} />
        ) : isAuthenticated && eligibility === 'ineligible' ? (
          <p>Daily Winners is not available for your account.</p>
        ) : (
          <div className="drawkit-stack">
            <Part>{config.optIn.title}</Part>
            {config.optIn.body.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <Button variant="primary" pending={joining} onClick={askToJoin}>
              {config.optIn.ctaText ?? 'Join now'}
            </Button>
          </div>
        )}
      </section>
      {wantsToJoin && !isAuthenticated ? (
        <section className="drawkit-stack" aria-label="Log in to join">
          <p>Log in or create an account to join Daily Winners.</p>
          <AuthStep focusFirst />
        </section>
      ) : null}

      <HowItWorks content={config.explanationCard} youtubeId={config.howItWorksYoutubeId} heading={Section} />

      <section className="drawkit-stack" aria-labelledby="drawkit-dw-current">
        <Section id="drawkit-dw-current">Current giveaways</Section>
        {upcomingStatus === 'loading' && upcoming.length === 0 ? <Spinner label="Loading the giveaways" /> : null}
        {upcomingStatus === 'succeeded' && upcoming.length === 0 ? <p>There are no open giveaways right now.</p> : null}
        {SHOWN_ORDER.filter((type) => byType.has(type)).map((type) => (
          <section key={type} className="drawkit-stack" aria-label={`${GIVEAWAY_TYPE_LABELS[type]} giveaways`}>
            <Part>{GIVEAWAY_TYPE_LABELS[type]} giveaways</Part>
            <ul className="drawkit-dw-grid">
              {(byType.get(type) ?? []).map((draw) => (
                <li key={draw.id}>
                  <GiveawayCard giveaway={draw} nav={nav} onUnlocked={onUnlocked} heading={Part} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <DwLink href={programmePath(nav, 'winners')} nav={nav}>
          See past winners
        </DwLink>
      </section>

      <Faq items={config.frequentlyAskedQuestions} heading={Section} />
      <ProgrammeFooter config={config} nav={nav} />
      {featured ? <StickyCallToAction giveaway={featured} nav={nav} onJoin={askToJoin} onUnlocked={onUnlocked} /> : null}
    </div>
  );
}
