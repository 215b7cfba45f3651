import r2wc from '@r2wc/react-to-web-component';
import { adoptDrawkitStyles } from './adoptStyles';
import { PurchaseHost } from './PurchaseHost';

/** The element class r2wc builds: attributes `partner`, `app-key`, `api-origin` become props. */
const Base = r2wc(PurchaseHost, {
  shadow: 'open',
  props: { partner: 'string', appKey: 'string', apiOrigin: 'string' },
}) as unknown as { new (): HTMLElement; prototype: HTMLElement };

/**
 * `<drawkit-purchase partner="demo-partner">`: a partner's whole ticket sale in an open shadow
 * root with the Drawkit styles adopted. Defining the tag is left to `defineDrawkitElements()`.
 */
export class DrawkitPurchaseElement extends Base {
  /** The partner's slug (attribute `partner`). Required. */
  declare partner: string | undefined;
  /** The app key (attribute `app-key`); defaults to the partner slug. */
  declare appKey: string | undefined;
  /** The Drawkit server's origin (attribute `api-origin`); defaults to the origin of the script. */
  declare apiOrigin: string | undefined;

  constructor() {
    super();
    if (this.shadowRoot) adoptDrawkitStyles(this.shadowRoot);
  }
}
