import type { SetStatistics } from '@drawkit/sdk';
import { useId } from 'react';

export interface FrequencyChartProps {
  set: SetStatistics;
  /** Draws the counts are over, for the description. */
  drawsCounted: number;
}

/** Drawing units of the view box; the SVG scales to its container's width. */
const BAR_WIDTH = 16;
const GAP = 4;
const PLOT_HEIGHT = 160;
const AXIS_LEFT = 32;
const LABEL_SPACE = 20;
const TOP = 8;

/** Up to five whole-number ticks from 0 to at least `max`. */
function ticks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 4));
  const top = Math.max(step, Math.ceil(max / step) * step);
  const values: number[] = [];
  for (let v = 0; v <= top; v += step) values.push(v);
  return values;
}

/**
 * How often each number of a set came up: one bar per number. The SVG is one image with a
 * title and description for screen readers, each bar carrying its own tooltip title; the same
 * figures are in `FrequencyTable` beside it, the accessible way to read every value.
 */
export function FrequencyChart({ set, drawsCounted }: FrequencyChartProps) {
  const id = useId();
  const values = ticks(Math.max(0, ...set.frequencies.map((f) => f.count)));
  const top = values[values.length - 1] ?? 1;
  const width = AXIS_LEFT + set.frequencies.length * (BAR_WIDTH + GAP) + GAP;
  const height = TOP + PLOT_HEIGHT + LABEL_SPACE;
  const y = (count: number) => TOP + PLOT_HEIGHT - (count / top) * PLOT_HEIGHT;
  const most = [...set.frequencies].sort((a, b) => b.count - a.count || a.number - b.number)[0];

  return (
    <svg
      className="frequency-chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-testid="frequency-chart"
    >
      <title id={`${id}-title`}>{`${set.name}: how often each number was drawn`}</title>
      <desc id={`${id}-desc`}>
        {`Bar chart of ${set.frequencies.length} numbers from ${set.min} to ${set.max} over ${drawsCounted} draws.`}
        {most && most.count > 0 ? ` Most drawn: ${most.number}, ${most.count} times.` : ''}
      </desc>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG groups take no focus here; the axis is read from the description above. */}
      <g className="frequency-chart__axis" aria-hidden="true">
        {values.map((v) => (
          <g key={v}>
            <line x1={AXIS_LEFT - 4} x2={width} y1={y(v)} y2={y(v)} className="frequency-chart__grid" />
            <text x={AXIS_LEFT - 6} y={y(v)} dy="0.32em" textAnchor="end">
              {v}
            </text>
          </g>
        ))}
      </g>
      <g className="frequency-chart__bars">
        {set.frequencies.map((f, i) => {
          const x = AXIS_LEFT + GAP + i * (BAR_WIDTH + GAP);
          return (
            <g key={f.number} data-testid="frequency-bar" data-number={f.number} data-count={f.count}>
              <rect x={x} y={y(f.count)} width={BAR_WIDTH} height={Math.max(0, TOP + PLOT_HEIGHT - y(f.count))} className="frequency-chart__bar">
                <title>{`${f.number}: drawn ${f.count} ${f.count === 1 ? 'time' : 'times'}`}</title>
              </rect>
              {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text takes no focus; each bar's title already names its number. */}
              <text x={x + BAR_WIDTH / 2} y={TOP + PLOT_HEIGHT + 14} textAnchor="middle" aria-hidden="true">
                {f.number}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
