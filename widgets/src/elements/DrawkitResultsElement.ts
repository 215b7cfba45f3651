import r2wc from '@r2wc/react-to-web-component';
import { adoptDrawkitStyles } from './adoptStyles';
import { ResultsHost } from './ResultsHost';

const Base = r2wc(ResultsHost, {
  shadow: 'open',
  props: { offer: 'string', page: 'string', drawNo: 'string', partner: 'string', appKey: 'string', apiOrigin: 'string' },
}) as unknown as { new (): HTMLElement; prototype: HTMLElement };

/** `<drawkit-results offer="super_jackpot_lottery">`: an offer's results, live as draws complete. */
export class DrawkitResultsElement extends Base {
  /** The product offer key (attribute `offer`). Required. */
  declare offer: string | undefined;
  /** The page of past results (attribute `page`, at least 1). */
  declare page: string | undefined;
  /** The draw shown in full (attribute `draw-no`); the latest by default. */
  declare drawNo: string | undefined;
  /** The partner whose app key to use (attribute `partner`). */
  declare partner: string | undefined;
  /** The app key (attribute `app-key`); defaults to the partner slug, else the storefront's. */
  declare appKey: string | undefined;
  /** The Drawkit server's origin (attribute `api-origin`); defaults to the origin of the script. */
  declare apiOrigin: string | undefined;

  constructor() {
    super();
    // The results CSS comes with the widget's own chunk (ResultsInShadow).
    if (this.shadowRoot) adoptDrawkitStyles(this.shadowRoot);
  }
}
