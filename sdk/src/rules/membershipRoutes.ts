/** The daily-winners pages, by name (shop-specialised §2 'Daily-winners programme'). */
export type DailyWinnersPage = 'programme' | 'winners' | 'deposit' | 'giveaway' | 'membership-tiers';

/**
 * "Need the membership-programme capability; tiers also needs the membership-purchase
 * capability" (shop-specialised §2). "A route needing several capabilities needs all of them"
 * (shop-core §2).
 */
export function dailyWinnersCapabilities(page: DailyWinnersPage): readonly string[] {
  return page === 'membership-tiers' ? ['membership-programme', 'membership-purchase'] : ['membership-programme'];
}

/** Whether the segment may open a daily-winners page. */
export function canOpenDailyWinnersPage(page: DailyWinnersPage, can: (capability: string) => boolean): boolean {
  return dailyWinnersCapabilities(page).every(can);
}
