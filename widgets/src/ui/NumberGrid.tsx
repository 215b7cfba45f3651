import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { NumberSet } from '@drawkit/sdk';
import { cx } from './cx';

/** Columns of the grid; arrow Up/Down move by this much, and the CSS lays the grid out the same. */
export const NUMBER_GRID_COLUMNS = 7;

/** "Number 7" for the main set, "Powerball 5" for the others. */
export function numberLabel(setName: string, n: number): string {
  return setName === 'Numbers' ? `Number ${n}` : `${setName} ${n}`;
}

/** Props of {@link NumberGrid}. */
export interface NumberGridProps {
  /** The set to show: its name, range and how many to choose. */
  set: NumberSet;
  /** The game's slots for this set; null is an empty slot. */
  picked: readonly (number | null)[];
  /** Called for every press; the caller decides (a full set ignores new numbers). */
  onToggle: (n: number) => void;
  /** Extra class names. */
  className?: string;
}

/**
 * The numbers of one set as toggle buttons (aria-pressed, "Number 7"). One tab stop per grid:
 * arrows, Home and End move between numbers, Enter or Space toggles.
 */
export function NumberGrid({ set, picked, onToggle, className }: NumberGridProps): ReactNode {
  const values: number[] = [];
  for (let n = set.min; n <= set.max; n++) values.push(n);
  const chosen = picked.filter((v) => v !== null).length;
  const full = chosen >= set.count;
  const [focusIndex, setFocusIndex] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  const moveTo = (index: number) => {
    const next = Math.min(values.length - 1, Math.max(0, index));
    setFocusIndex(next);
    listRef.current?.querySelectorAll('button')[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + NUMBER_GRID_COLUMNS,
      ArrowUp: index - NUMBER_GRID_COLUMNS,
      Home: 0,
      End: values.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <fieldset className={cx('drawkit-grid', `drawkit-grid--${set.name.toLowerCase()}`, className)}>
      <legend className="drawkit-grid-legend">
        {set.name}: choose {set.count} ({chosen} of {set.count} chosen)
      </legend>
      <div ref={listRef} className="drawkit-grid-numbers">
        {values.map((n, index) => {
          const pressed = picked.includes(n);
          return (
            <button
              key={n}
              type="button"
              className="drawkit-grid-number"
              aria-pressed={pressed}
              aria-label={numberLabel(set.name, n)}
              aria-disabled={!pressed && full && set.unique ? true : undefined}
              tabIndex={index === focusIndex ? 0 : -1}
              onFocus={() => setFocusIndex(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onClick={() => onToggle(n)}
            >
              {n}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
