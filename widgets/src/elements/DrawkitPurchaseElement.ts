import { adoptDrawkitStyles } from './adoptStyles';
import { type DrawkitShopElement, drawkitElementClass } from './elementClass';
import { PurchaseHost } from './PurchaseHost';

/** The element class r2wc builds: attributes `partner`, `app-key`, `api-origin` become props. */
const Base = drawkitElementClass<DrawkitShopElement>(PurchaseHost, {});

/**
 * `<drawkit-purchase partner="demo-partner">`: a partner's whole ticket sale in an open shadow
 * root with the Drawkit styles adopted. Defining the tag is left to `defineDrawkitElements()`.
 */
export class DrawkitPurchaseElement extends Base {
  /** The partner's slug (attribute `partner`). Required. */
  declare partner: string | undefined;

  constructor() {
    super();
    if (this.shadowRoot) adoptDrawkitStyles(this.shadowRoot);
  }
}
