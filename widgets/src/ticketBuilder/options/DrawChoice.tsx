import type { ReactNode } from 'react';
import { forwardDrawLabel, isRaffleDraw, relativeDrawDayLabel, type Draw } from '@drawkit/sdk';

export interface DrawChoiceProps {
  draws: readonly Draw[];
  drawOffset: number;
  onChange: (drawOffset: number) => void;
  now?: number;
}

/** "Next Available Draw", "1st Forward Draw", ... each with its relative day (Tonight, Tomorrow, This Thursday). */
export function drawOptionLabel(draw: Draw, offset: number, now?: number): string {
  const day = isRaffleDraw(draw) ? '' : relativeDrawDayLabel(draw.drawDate, now);
  return `${forwardDrawLabel(offset)}: draw ${draw.drawNo}${day ? `, ${day}` : ''}`;
}

/** Which draw the ticket starts in: the next available draw or a forward draw. */
export function DrawChoice({ draws, drawOffset, onChange, now }: DrawChoiceProps): ReactNode {
  if (draws.length === 0) return null;
  return (
    <label className="drawkit-field">
      <span className="drawkit-field-label">Draw</span>
      <select className="drawkit-input" value={drawOffset} onChange={(e) => onChange(Number(e.target.value))}>
        {draws.map((draw, offset) => (
          <option key={draw.drawId} value={offset}>
            {drawOptionLabel(draw, offset, now)}
          </option>
        ))}
      </select>
    </label>
  );
}
