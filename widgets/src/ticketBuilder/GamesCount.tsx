import { useId, type ReactNode } from 'react';
import { Button } from '../ui/Button';

export interface GamesCountProps {
  count: number;
  min: number;
  max: number;
  onChange: (count: number) => void;
}

/** How many games the ticket holds, bounded by the game offer's minGames and maxGames. */
export function GamesCount({ count, min, max, onChange }: GamesCountProps): ReactNode {
  const labelId = useId();
  return (
    <div className="drawkit-row" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="drawkit-field-label">
        Games ({min} to {max})
      </span>
      <span className="drawkit-stepper">
        <Button aria-label="Fewer games" disabled={count <= min} onClick={() => onChange(Math.max(min, count - 1))}>
          −
        </Button>
        <output aria-live="polite" aria-label="Number of games">
          {count}
        </output>
        <Button aria-label="More games" disabled={count >= max} onClick={() => onChange(Math.min(max, count + 1))}>
          +
        </Button>
      </span>
    </div>
  );
}
