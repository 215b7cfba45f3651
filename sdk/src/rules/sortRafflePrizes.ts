/** The fields raffle prize ordering reads (those of the contract's `RafflePrize`). */
export interface OrderedRafflePrize {
  prizeId: string;
  isMainPrize: boolean;
  /** ISO instant the prize was added. */
  createdAt: string;
}

function time(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Infinity : t;
}

/** "Raffle prizes are sorted main prize first, then by timestamp and id ascending" (shop-specialised §9). A new list. */
export function sortRafflePrizes<T extends OrderedRafflePrize>(prizes: readonly T[]): T[] {
  return prizes.slice().sort((a, b) => {
    if (a.isMainPrize !== b.isMainPrize) return a.isMainPrize ? -1 : 1;
    const byTime = time(a.createdAt) - time(b.createdAt);
    if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
    // Ids compare with their digits as numbers, so prize_2 comes before prize_10.
    return a.prizeId.localeCompare(b.prizeId, 'en', { numeric: true });
  });
}
