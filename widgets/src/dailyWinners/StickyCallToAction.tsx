import type { ReactNode } from 'react';
import { stickyCallToActionText, type GiveawayDraw, type MembershipState, membershipStore } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
import { Button } from '../ui/Button';
import { DwLink, programmePath, type DailyWinnersNavigation } from './dailyWinnersLinks';

/** Props of {@link StickyCallToAction}. */
export interface StickyCallToActionProps {
  /** The giveaway the bar is about (the page's giveaway, or the programme's featured one). */
  giveaway: GiveawayDraw;
  nav: DailyWinnersNavigation;
  /** Joining (signs in first when needed). */
  onJoin: () => void;
  onUnlocked?: (giveaway: GiveawayDraw, ok: boolean) => void;
  /** Epoch ms, for tests and stories; `Date.now()` by default. */
  now?: number;
}

const selectMembership = (state: MembershipState) => state.membershipStatus;
const selectTier = (state: MembershipState) => state.membershipTier;
const selectConfig = (state: MembershipState) => state.programConfig;

/**
 * The bar kept at the bottom of the programme and giveaway pages: its text follows the spec's
 * sticky call-to-action rules (shop-specialised §4); its button does what the text asks.
 */
export function StickyCallToAction({ giveaway, nav, onJoin, onUnlocked, now }: StickyCallToActionProps): ReactNode {
  const client = useDrawkit();
  const membershipStatus = useStore(membershipStore(client), selectMembership);
  const membershipTier = useStore(membershipStore(client), selectTier);
  const config = useStore(membershipStore(client), selectConfig);
  const request = useStore(membershipStore(client), (state: MembershipState) => state.unlockRequests[giveaway.id]);
  // The tiers page also needs the membership-purchase capability (shop-specialised §2).
  const canBuy = useStore(client.session, (state) => state.can('membership-purchase'));
  if (!config) return null;
  const { key, text } = stickyCallToActionText(config, { giveaway, membershipStatus, membershipTier, now: now ?? Date.now() });
  const unlock = async () => {
    const result = await membershipStore(client).getState().unlock(giveaway.id);
    onUnlocked?.(giveaway, result.ok);
  };
  return (
    <aside className="drawkit-dw-sticky" aria-label="Daily Winners" data-cta={key}>
      <p>{text}</p>
      {key === 'joinAll' ? (
        <Button variant="primary" onClick={onJoin}>
          Join for free
        </Button>
      ) : key === 'joinPremium' && canBuy ? (
        <DwLink href={programmePath(nav, 'membership-tiers')} nav={nav} className="drawkit-button drawkit-button--primary">
          See membership tiers
        </DwLink>
      ) : key === 'freeLocked' && giveaway.permits.includes('unlock') ? (
        <Button variant="primary" pending={request === 'pending'} onClick={() => void unlock()}>
          Unlock entry
        </Button>
      ) : null}
    </aside>
  );
}
