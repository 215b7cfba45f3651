import type { Draw } from '@drawkit/contract';

/**
 * The earliest sales stop among listed draws: the time a listing of open draws changes by
 * itself (that draw drops out), with no write to announce it. Undefined when none is listed.
 */
export function nextSalesStop(draws: Iterable<Draw>): Date | undefined {
  let earliest = Number.POSITIVE_INFINITY;
  for (const draw of draws) {
    const stop = Date.parse('drawData' in draw ? draw.drawData.drawStop : draw.stop);
    if (stop < earliest) earliest = stop;
  }
  return Number.isFinite(earliest) ? new Date(earliest) : undefined;
}
