/**
 * Paging rules of the results pages: "Past results default page size 5" (shop-core §9) and
 * "Page numbers are at least 1, default 1" (shop-specialised §5).
 */
import { PAST_RESULTS_PAGE_SIZE } from '@drawkit/contract';

export { PAST_RESULTS_PAGE_SIZE };

/** A page number from a route or query value: a whole number of at least 1, else 1. */
export function pageNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The offset of a page's first result. */
export function pageOffset(page: number, pageSize: number = PAST_RESULTS_PAGE_SIZE): number {
  return (pageNumber(page) - 1) * pageSize;
}

/** How many pages `total` results make (at least 1, so page 1 always exists). */
export function pageCount(total: number, pageSize: number = PAST_RESULTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
