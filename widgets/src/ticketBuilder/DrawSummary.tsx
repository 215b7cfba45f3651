import type { ReactNode } from 'react';
import { formatDrawDate, formatJackpot, type Draw, type LotteryDraw } from '@drawkit/sdk';

/** Lottery draws carry a draw date and prize pool; raffle draws carry drawData instead. */
export function isLotteryDraw(draw: Draw): draw is LotteryDraw {
  return 'drawDate' in draw;
}

export interface DrawSummaryProps {
  name: string;
  draw: Draw | undefined;
  /** Heading level of the offer name (default 2). */
  headingLevel?: 2 | 3;
}

/** The offer name, its next draw (number and date in AEST) and the jackpot. */
export function DrawSummary({ name, draw, headingLevel = 2 }: DrawSummaryProps): ReactNode {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <header className="drawkit-stack">
      <Heading>{name}</Heading>
      {draw && isLotteryDraw(draw) ? (
        <dl className="drawkit-draw-info">
          <div>
            <dt className="drawkit-muted">Jackpot</dt>
            <dd className="drawkit-jackpot">{formatJackpot(draw)}</dd>
          </div>
          <div>
            <dt className="drawkit-muted">Next draw</dt>
            <dd>
              Draw {draw.drawNo}, <time dateTime={draw.drawDate}>{formatDrawDate(draw.drawDate)}</time>
            </dd>
          </div>
        </dl>
      ) : draw ? (
        <p>Draw {draw.drawNo}</p>
      ) : (
        <p className="drawkit-muted">There is no open draw for this game right now.</p>
      )}
    </header>
  );
}
