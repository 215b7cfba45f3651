import { initialStyles } from '../styles/initialStyles';

let shared: CSSStyleSheet | null = null;

/**
 * Adds the CSS a widget's first render needs to a shadow root (or document) through a
 * constructable stylesheet: no `<style>` element, so a strict style-src CSP holds. One sheet
 * object is shared by every element on the page. The CSS of lazily loaded parts (checkout,
 * sign-in, payment, receipt, ticket options, raffle tickets) is not in it: those parts adopt
 * their own sheet when they mount (useAdoptedStyles), which keeps it out of the first download.
 * Returns false where constructable sheets are missing.
 */
export function adoptDrawkitStyles(root: ShadowRoot | Document): boolean {
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in root) || !('replaceSync' in CSSStyleSheet.prototype)) {
    return false;
  }
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(initialStyles);
  }
  if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  return true;
}
