import { type DrawkitShopElement, drawkitElementClass } from './elementClass';
import { ResultsHost } from './ResultsHost';

/**
 * `<drawkit-results offer="super_jackpot_lottery">`: an offer's results, live as draws complete.
 * The base CSS is adopted by its host (lazyHost); the results CSS comes with the widget's own chunk (ResultsInShadow).
 */
export interface DrawkitResultsElement extends DrawkitShopElement {
  /** The product offer key (attribute `offer`). Required. */
  offer: string | undefined;
  /** The page of past results (attribute `page`, at least 1). */
  page: string | undefined;
  /** The draw shown in full (attribute `draw-no`); the latest by default. */
  drawNo: string | undefined;
}

export const DrawkitResultsElement = drawkitElementClass<DrawkitResultsElement>(ResultsHost, { offer: 'string', page: 'string', drawNo: 'string' });
