import { useId, type ReactNode } from 'react';
import { DRAW_DAY_NAMES, drawDayNames } from '@drawkit/sdk';

export interface DaysChoiceProps {
  /** The lottery's selectable days (Monday-first bitmask). */
  selectableDays: number;
  days: number;
  onChange: (days: number) => void;
  /** "A day is required if the lottery has selectable days": shown once the shopper has to act. */
  error?: string | undefined;
}

/** The draw days to play, one checkbox per selectable weekday (shop-specialised §9 draw-days bitmask). */
export function DaysChoice({ selectableDays, days, onChange, error }: DaysChoiceProps): ReactNode {
  const errorId = useId();
  const offered = drawDayNames(selectableDays);
  return (
    <fieldset className="drawkit-field drawkit-days" aria-describedby={error ? errorId : undefined}>
      <legend className="drawkit-field-label">Draw days</legend>
      <div className="drawkit-choice">
        {offered.map((name) => {
          const bit = 1 << DRAW_DAY_NAMES.indexOf(name);
          return (
            <label key={name} className="drawkit-check">
              <input type="checkbox" checked={(days & bit) !== 0} onChange={(e) => onChange(e.target.checked ? days | bit : days & ~bit)} />{' '}
              {name}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="drawkit-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
