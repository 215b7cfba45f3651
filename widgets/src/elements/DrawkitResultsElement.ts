import r2wc from '@r2wc/react-to-web-component';
import { ResultsHost } from './ResultsHost';

/**
 * `<drawkit-results offer="super_jackpot_lottery">`: an offer's results, live as draws complete.
 * The base CSS is adopted by its host (lazyHost); the results CSS comes with the widget's own chunk (ResultsInShadow).
 */
export interface DrawkitResultsElement extends HTMLElement {
  /** The product offer key (attribute `offer`). Required. */
  offer: string | undefined;
  /** The page of past results (attribute `page`, at least 1). */
  page: string | undefined;
  /** The draw shown in full (attribute `draw-no`); the latest by default. */
  drawNo: string | undefined;
  /** The partner whose app key to use (attribute `partner`). */
  partner: string | undefined;
  /** The app key (attribute `app-key`); defaults to the partner slug, else the storefront's. */
  appKey: string | undefined;
  /** The Drawkit server's origin (attribute `api-origin`); defaults to the origin of the script. */
  apiOrigin: string | undefined;
}

// r2wc's class is registered as it is: a subclass would add nothing but bytes to the first download.
export const DrawkitResultsElement = r2wc(ResultsHost, {
  shadow: 'open',
  props: { offer: 'string', page: 'string', drawNo: 'string', partner: 'string', appKey: 'string', apiOrigin: 'string' },
}) as unknown as { new (): DrawkitResultsElement; prototype: DrawkitResultsElement };
