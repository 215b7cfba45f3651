import { useEffect, useState, type ReactNode } from 'react';
import { formatLongDate, type GiveawayListName, type GiveawayType, type MembershipState, membershipStore } from '@drawkit/sdk';
import { useAfterInit } from '../context/useAfterInit';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
import { useAdoptedStyles } from '../styles/useAdoptedStyles';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { DwLink, giveawayPath, programmePath, type DailyWinnersNavigation } from './dailyWinnersLinks';
import { dailyWinnersStyles } from './dailyWinnersStyles';
import { GIVEAWAY_TYPE_LABELS } from './entryStatusLabel';
import { GiveawayWinners } from './GiveawayWinners';
import { MembershipError } from './MembershipError';
import { headingTag } from '../ui/headingTag';

/** Props of {@link PastWinners}. */
export interface PastWinnersProps extends DailyWinnersNavigation {
  titleLevel?: 1 | 2;
}

/** The filter's lists: every type, and the types of `pastDrawsFilter` that have a list of their own. */
const LIST_OF: Partial<Record<GiveawayType, GiveawayListName>> = { monthly: 'monthlyGiveaways', daily: 'dailyGiveaways' };

/**
 * `/daily-winners/winners`: past giveaways newest first with their winners, ten at a time
 * ("membership pagination limit 10") with "Load more", filtered by the config's past-draws types.
 */
export function PastWinners({ titleLevel = 2, ...nav }: PastWinnersProps): ReactNode {
  const client = useDrawkit();
  const stylesRef = useAdoptedStyles(dailyWinnersStyles);
  const [list, setList] = useState<GiveawayListName>('allGiveaways');
  useAfterInit((c) => membershipStore(c).getState().loadPastWinners('allGiveaways'));
  const initializing = useStore(membershipStore(client), (state: MembershipState) => state.winnersInitializing);
  const content = useStore(membershipStore(client), (state: MembershipState) => state.pastWinnersContent);
  const filter = useStore(membershipStore(client), (state: MembershipState) => state.programConfig?.pastDrawsFilter);
  const pagination = useStore(membershipStore(client), (state: MembershipState) => state[list]);
  const Title = headingTag(titleLevel);
  const Section = headingTag(titleLevel + 1);

  // Live: a giveaway drawn while the page is open joins the list with its winners.
  useEffect(() => membershipStore(client).getState().subscribeToGiveaways(), [client]);

  useEffect(() => {
    const current = membershipStore(client).getState()[list];
    if (list !== 'allGiveaways' && current.result.length === 0 && !current.isFetching) void membershipStore(client).getState().loadGiveawaysPage(list, 1);
  }, [client, list]);

  const filters = (filter ?? []).flatMap((type) => {
    const name = LIST_OF[type];
    return name ? [{ type, name }] : [];
  });
  const more = pagination.result.length < pagination.total;

  return (
    <div className="drawkit drawkit-dw drawkit-stack" ref={stylesRef}>
      <Title>{content?.title ?? 'Past winners'}</Title>
      {content?.body.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <MembershipError />
      {filters.length > 0 ? (
        <div className="drawkit-dw-filter" role="group" aria-label="Show giveaways">
          <Button aria-pressed={list === 'allGiveaways'} onClick={() => setList('allGiveaways')}>
            All
          </Button>
          {filters.map(({ type, name }) => (
            <Button key={name} aria-pressed={list === name} onClick={() => setList(name)}>
              {GIVEAWAY_TYPE_LABELS[type]}
            </Button>
          ))}
        </div>
      ) : null}
      {initializing || (pagination.isFetching && pagination.result.length === 0) ? <Spinner label="Loading past winners" /> : null}
      {!initializing && !pagination.isFetching && pagination.result.length === 0 ? <p>No giveaways have been drawn yet.</p> : null}
      <ul className="drawkit-dw-grid" aria-label="Past giveaways">
        {pagination.result.map((draw) => (
          <li key={draw.id}>
            <article className="drawkit-dw-card" aria-labelledby={`drawkit-dw-past-${draw.id}`}>
              <p className="drawkit-muted">
                {GIVEAWAY_TYPE_LABELS[draw.type]} giveaway · {formatLongDate(draw.closeTime)}
              </p>
              <Section id={`drawkit-dw-past-${draw.id}`}>
                <DwLink href={giveawayPath(nav, draw)} nav={nav}>
                  {draw.title}
                </DwLink>
              </Section>
              {draw.winners.length > 0 ? (
                <GiveawayWinners winners={draw.winners} label={`Winners of ${draw.title}`} />
              ) : (
                <p>{draw.state === 'DRAW_PAID' ? 'No winner was drawn.' : 'Winners are being drawn.'}</p>
              )}
            </article>
          </li>
        ))}
      </ul>
      {more ? (
        <Button pending={pagination.isFetching} onClick={() => void membershipStore(client).getState().loadNextGiveawaysPage(list)}>
          Load more
        </Button>
      ) : null}
      <p className="drawkit-muted" aria-live="polite">
        {pagination.total > 0 ? `Showing ${pagination.result.length} of ${pagination.total}` : ''}
      </p>
      <DwLink href={programmePath(nav)} nav={nav}>
        Back to the giveaways
      </DwLink>
    </div>
  );
}
