import type { ReactNode } from 'react';
import { sortRafflePrizes, type DrawPrizes, type Loadable } from '@drawkit/sdk';
import { Money } from '../ui/Money';
import { Spinner } from '../ui/Spinner';

/** A raffle draw's prizes as the draws store holds them (`client.draws`), main prize first; a spinner until they are in. */
export function RafflePrizes({ prizes }: { prizes: Loadable<DrawPrizes> | undefined }): ReactNode {
  if (prizes?.status === 'failed') return <p className="drawkit-muted">The prizes could not be loaded.</p>;
  if (!prizes?.data) return <Spinner label="Loading the prizes" />;
  return (
    <section className="drawkit-section drawkit-stack" aria-label="Prizes">
      <h3>Prizes</h3>
      <ol className="drawkit-prizes">
        {sortRafflePrizes(prizes.data.prizes).map((prize) => (
          <li key={prize.prizeId}>
            {prize.isMainPrize ? <strong>Main prize: </strong> : null}
            {prize.name} (<Money value={prize.value} />)
          </li>
        ))}
      </ol>
    </section>
  );
}
