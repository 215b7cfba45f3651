import { startDiscovery } from '@drawkit/sdk';
import { parsePurchaseAttributes } from './parseAttributes';

/**
 * Where a purchase element's client discovers the shop's services: the Drawkit server's
 * /discover, which answers the partner's start-up reads with it (config, capabilities, the
 * partner, its offer), two rounds of calls fewer before the ticket shows. The slug goes in as
 * given (the first download has no bytes for encoding it): the server refuses one that is not an
 * identifier, and answers are served only to the exact URLs they were made for.
 */
export const discoveryUrlOf = (apiOrigin: string, partner: string): string => `${apiOrigin}/discover?partner=${partner}`;

/**
 * Starts the discovery call of every `<drawkit-purchase>` already in the page, before the tag is
 * defined: defining it renders the element, whose client would otherwise ask only once the whole
 * partner script has evaluated and drawn (startDiscovery in the SDK). An element with attributes
 * it cannot start from is left to say so when it renders.
 */
export function startPurchaseDiscovery(root: ParentNode): void {
  for (const element of root.querySelectorAll('drawkit-purchase')) {
    const attribute = (name: string) => element.getAttribute(name) ?? undefined;
    const attributes = parsePurchaseAttributes({ partner: attribute('partner'), appKey: attribute('app-key'), apiOrigin: attribute('api-origin') });
    if (attributes.ok) startDiscovery({ discoveryUrl: discoveryUrlOf(attributes.apiOrigin, attributes.partner), appKey: attributes.appKey });
  }
}
