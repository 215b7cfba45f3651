import type { ReactNode } from 'react';
import type { GameNumbers } from '@drawkit/sdk';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { NumberBalls } from '../ui/NumberBall';

export interface GameListProps {
  games: readonly GameNumbers[];
  complete: readonly boolean[];
  /** Numbers chosen and needed per game, for the status text. */
  progress: readonly { chosen: number; needed: number }[];
  active: number;
  onSelect: (index: number) => void;
  onQuickPick: (index: number) => void;
  onClear: (index: number) => void;
}

/** The ticket's games: numbers so far, complete or not, and per-game quick pick and clear. */
export function GameList({ games, complete, progress, active, onSelect, onQuickPick, onClear }: GameListProps): ReactNode {
  return (
    <ol className="drawkit-games" aria-label="Games on this ticket">
      {games.map((game, index) => {
        const label = `Game ${index + 1}`;
        const { chosen, needed } = progress[index] ?? { chosen: 0, needed: 0 };
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's games are numbered by their position and never reorder.
          <li key={index} className={cx('drawkit-game', index === active && 'drawkit-game--active')}>
            <Button
              variant="link"
              className="drawkit-game-select"
              aria-current={index === active ? 'true' : undefined}
              aria-label={`${label}: choose numbers`}
              onClick={() => onSelect(index)}
            >
              {label}
            </Button>
            <div>
              <NumberBalls game={game} showEmpty />
              <span className={cx('drawkit-game-status', complete[index] && 'drawkit-game-status--complete')}>
                {complete[index] ? 'Complete' : `${chosen} of ${needed} numbers chosen`}
              </span>
            </div>
            <div className="drawkit-row">
              <Button variant="link" aria-label={`Quick pick ${label.toLowerCase()}`} onClick={() => onQuickPick(index)}>
                Quick pick
              </Button>
              <Button variant="link" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => onClear(index)}>
                Clear
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
