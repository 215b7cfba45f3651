import { formatDrawDate, formatJackpot } from '@drawkit/sdk';
import type { Draw } from '@drawkit/sdk';

/** What an offer card says about its next draw: when it is (or when a raffle's sales close) and the prize. */
export function drawSummary(draw: Draw): { when: string; prize: string } {
  const when =
    'drawDate' in draw
      ? `Next draw ${formatDrawDate(draw.drawDate)}`
      : `Tickets on sale until ${formatDrawDate(draw.drawData.drawStop)}`;
  return { when, prize: formatJackpot(draw) };
}
