import type { ReactNode } from 'react';
import type { GiveawayWinner } from '@drawkit/sdk';
import { Money } from '../ui/Money';

/** A drawn giveaway's winners: name and initial, state, prize; the customer's own win marked. */
export function GiveawayWinners({ winners, label = 'Winners' }: { winners: readonly GiveawayWinner[]; label?: string }): ReactNode {
  if (winners.length === 0) return null;
  return (
    <ul className="drawkit-dw-winners" aria-label={label}>
      {winners.map((winner, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: winners are listed once, in draw order.
        <li key={`${winner.displayName}-${index}`}>
          <strong>{winner.displayName}</strong> ({winner.region}) won {winner.prize.name}
          {winner.prize.value.amount > 0 ? (
            <>
              {' '}
              (<Money value={winner.prize.value} />)
            </>
          ) : null}
          {winner.isCurrentCustomer ? <span className="drawkit-dw-badge drawkit-dw-badge--guaranteed"> That is you!</span> : null}
        </li>
      ))}
    </ul>
  );
}
