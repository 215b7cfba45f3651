import { pageNumber } from '@drawkit/sdk';

const seg = encodeURIComponent;

export type ResultsCategoryPath = 'all' | 'raffles' | 'lotteries';

/** Storefront paths of the results pages; page 1 omits the page from the URL. */
export const resultsPaths = {
  all: (category: ResultsCategoryPath = 'all', page = 1) =>
    `/lotto-results${category === 'all' ? '' : `/${category}`}${page > 1 ? `/${page}` : ''}`,
  offer: (offerKey: string, page = 1) => `/${seg(offerKey)}/results${page > 1 ? `?page=${page}` : ''}`,
  winners: (offerKey: string) => `/${seg(offerKey)}/winners`,
  draw: (offerKey: string, drawNo: number) => `/${seg(offerKey)}/results/draw/${drawNo}`,
  /** Archived by month: `/{key}/results/{yyyy-mm}`. */
  month: (offerKey: string, year: number, month: number) => `/${seg(offerKey)}/results/${year}-${String(month).padStart(2, '0')}`,
};

/** The page from the route's `{page?}` segment, else the `page` query parameter; "at least 1, default 1". */
export function pageFrom(segment: string | undefined, search: URLSearchParams): number {
  return pageNumber(segment ?? search.get('page') ?? undefined);
}

/** `2026-03` (or `2026-03-12`, read as its month) → year and month; null when it is not a date. */
export function monthFrom(date: string | undefined): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(date ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}
