import { useId, type ReactNode } from 'react';
import { Button } from '../ui/Button';

export interface GamesCountProps {
  count: number;
  min: number;
  max: number;
  onChange: (count: number) => void;
  /** What is counted, plural (default "games"; "shares" for a syndicate). */
  noun?: string;
}

/** How many games (or shares) the ticket holds, bounded by min and max. */
export function GamesCount({ count, min, max, onChange, noun = 'games' }: GamesCountProps): ReactNode {
  const labelId = useId();
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <div className="drawkit-row" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="drawkit-field-label">
        {title} ({min} to {max})
      </span>
      <span className="drawkit-stepper">
        <Button aria-label={`Fewer ${noun}`} disabled={count <= min} onClick={() => onChange(Math.max(min, count - 1))}>
          −
        </Button>
        <output aria-live="polite" aria-label={`Number of ${noun}`}>
          {count}
        </output>
        <Button aria-label={`More ${noun}`} disabled={count >= max} onClick={() => onChange(Math.min(max, count + 1))}>
          +
        </Button>
      </span>
    </div>
  );
}
