/**
 * How the results store keys its pages and full results. Re-exported by resultsStore.ts; a module
 * of its own so that only the code that uses them (resultsActions.ts) downloads them.
 */
import type { ResultsList } from './resultsState';

export function listKey(list: ResultsList): string {
  switch (list.kind) {
    case 'latest':
      return `latest:${list.category ?? 'all'}`;
    case 'offer':
      return `offer:${list.offerKey}`;
    case 'archived':
      return `archived:${list.offerKey}:${list.year}-${list.month}`;
    case 'customer':
      return `customer:${list.category ?? 'all'}`;
  }
}

export function resultDrawKey(offerKey: string, drawNo: number): string {
  return `${offerKey}:${drawNo}`;
}
