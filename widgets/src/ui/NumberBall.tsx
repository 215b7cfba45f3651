import type { ReactNode } from 'react';
import type { GameNumbers } from '@drawkit/sdk';
import { cx } from './cx';

/** Props of {@link NumberBall}. */
export interface NumberBallProps {
  /** null draws an empty slot. */
  value: number | null;
  /** The number set the ball belongs to (`Numbers`, `Powerball`): picks its colour. */
  setName?: string;
  /** Extra class names. */
  className?: string;
}

/** One drawn or picked number as a ball. Decorative: pair it with text (see `NumberBalls`). */
export function NumberBall({ value, setName = 'Numbers', className }: NumberBallProps): ReactNode {
  return (
    <span
      className={cx(
        'drawkit-ball',
        `drawkit-ball--${setName.toLowerCase()}`,
        value === null && 'drawkit-ball--empty',
        className,
      )}
    >
      {/* An empty slot has no child at all: 18 empty games made 144 empty text nodes. */}
      {value}
    </span>
  );
}

/** "Numbers: 3, 7, 12. Powerball: 5." — how a game reads to a screen reader. */
export function describeGame(game: GameNumbers): string {
  return Object.entries(game)
    .map(([set, values]) => {
      const picked = values.filter((v): v is number => v !== null);
      return `${set}: ${picked.length > 0 ? picked.join(', ') : 'none'}.`;
    })
    .join(' ');
}

/** Props of {@link NumberBalls}. */
export interface NumberBallsProps {
  /** Numbers by set name. */
  game: GameNumbers;
  /** Draw empty slots too (a game being built); a bought game has none. */
  showEmpty?: boolean;
  /** Extra class names. */
  className?: string;
}

/** A game's numbers as balls, set by set, with a text equivalent. */
export function NumberBalls({ game, showEmpty = false, className }: NumberBallsProps): ReactNode {
  return (
    <span className={cx('drawkit-game-numbers', className)}>
      <span className="drawkit-visually-hidden">{describeGame(game)}</span>
      <span className="drawkit-balls" aria-hidden="true">
        {Object.entries(game).flatMap(([set, values]) =>
          values
            .filter((v) => showEmpty || v !== null)
            // biome-ignore lint/suspicious/noArrayIndexKey: a ball's place in its set is its identity.
            .map((v, i) => <NumberBall key={`${set}-${i}`} value={v} setName={set} />),
        )}
      </span>
    </span>
  );
}
