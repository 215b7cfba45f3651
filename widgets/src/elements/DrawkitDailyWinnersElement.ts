import type { DailyWinnersHostProps } from './DailyWinnersHost';
import { type DrawkitShopElement, drawkitElementClass } from './elementClass';
import { lazyHost } from './lazyHost';

// The programme is a chunk of its own: nothing of it is in <drawkit-purchase>'s first download.
const DailyWinnersHost = lazyHost<DailyWinnersHostProps>(() => import('./DailyWinnersHost'));

/** `<drawkit-daily-winners partner="demo-partner">`: the daily-winners programme, with joining and unlocking. */
export interface DrawkitDailyWinnersElement extends DrawkitShopElement {
  /** The partner whose page this is (attribute `partner`); its sign-in is shared with its other elements. */
  partner: string | undefined;
}

export const DrawkitDailyWinnersElement = drawkitElementClass<DrawkitDailyWinnersElement>(DailyWinnersHost, {});
