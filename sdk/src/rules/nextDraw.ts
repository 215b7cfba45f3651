import type { Draw, ProductOffer } from '@drawkit/contract';
import { isRaffleDraw } from '@drawkit/contract';

function stopOf(draw: Draw): string {
  return isRaffleDraw(draw) ? draw.drawData.drawStop : draw.stop;
}

/** The offer's soonest draw that is DRAW_OPEN and still selling (its stop is in the future). */
export function nextDraw(offer: ProductOffer | undefined, draws: Record<string, Draw>, now: number = Date.now()): Draw | undefined {
  let best: Draw | undefined;
  let bestStop = Infinity;
  for (const id of offer?.draws ?? []) {
    const draw = draws[id];
    if (draw?.status !== 'DRAW_OPEN') continue;
    const stop = Date.parse(stopOf(draw));
    if (Number.isNaN(stop) || stop <= now || stop >= bestStop) continue;
    best = draw;
    bestStop = stop;
  }
  return best;
}
