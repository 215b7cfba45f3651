import type { ReactNode } from 'react';
import { formatMoney, type ProgramConfig, membershipStore } from '@drawkit/sdk';
import { useStore } from '../context/useStore';
import { useAdoptedStyles } from '../styles/useAdoptedStyles';
import { Spinner } from '../ui/Spinner';
import { DwLink, programmePath, type DailyWinnersNavigation } from './dailyWinnersLinks';
import { dailyWinnersStyles } from './dailyWinnersStyles';
import { membershipLabel } from './entryStatusLabel';
import { MembershipError } from './MembershipError';
import { useMembershipProgramme } from './useMembershipProgramme';
import { headingTag, type HeadingTag } from '../ui/headingTag';

/** The deposit a pending-deposit customer still has to make, and the link to make it. */
export function DepositNeeded({
  content,
  nav,
  showTitle = true,
  heading: Heading = 'h4',
}: { content: ProgramConfig['deposit']; nav: DailyWinnersNavigation; showTitle?: boolean; heading?: HeadingTag }): ReactNode {
  return (
    <div className="drawkit-stack">
      {showTitle ? <Heading>{content.title}</Heading> : null}
      {content.body.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        Minimum deposit: <strong>{formatMoney(content.minimumDeposit)}</strong>
      </p>
      <DwLink href={nav.depositHref ?? '/deposit'} nav={nav} className="drawkit-button drawkit-button--primary">
        {content.ctaText ?? 'Make a deposit'}
      </DwLink>
    </div>
  );
}

/** Props of {@link DailyWinnersDeposit}. */
export interface DailyWinnersDepositProps extends DailyWinnersNavigation {
  titleLevel?: 1 | 2;
}

/**
 * `/daily-winners/deposit`: for a pending-deposit customer, the deposit that completes the
 * join and a link to the deposit page; anyone else is told where they stand.
 */
export function DailyWinnersDeposit({ titleLevel = 2, ...nav }: DailyWinnersDepositProps): ReactNode {
  const { client, config } = useMembershipProgramme({ upcoming: false });
  const stylesRef = useAdoptedStyles(dailyWinnersStyles);
  const status = useStore(membershipStore(client), (state) => state.membershipStatus);
  const tier = useStore(membershipStore(client), (state) => state.membershipTier);
  const Title = headingTag(titleLevel);
  return (
    <div className="drawkit drawkit-dw drawkit-stack" ref={stylesRef}>
      <Title>{config?.deposit.title ?? 'Daily Winners deposit'}</Title>
      <MembershipError />
      {!config ? (
        <Spinner label="Loading Daily Winners" />
      ) : status === 'pending-deposit' ? (
        <DepositNeeded content={config.deposit} nav={nav} showTitle={false} />
      ) : (
        <div className="drawkit-stack">
          <p>{status === 'member' ? `No deposit is needed: you are a ${membershipLabel(status, tier).toLowerCase()}.` : 'A deposit is only needed once you have joined.'}</p>
          <DwLink href={programmePath(nav)} nav={nav}>
            Back to {config.programName}
          </DwLink>
        </div>
      )}
    </div>
  );
}
