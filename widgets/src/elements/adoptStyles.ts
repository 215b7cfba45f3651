import { drawkitStyles } from '../styles/drawkitStyles';

let shared: CSSStyleSheet | null = null;

/**
 * Adds the widgets' stylesheet to a shadow root (or document) through a constructable
 * stylesheet: no `<style>` element, so a strict style-src CSP holds. One sheet object is
 * shared by every element on the page. Returns false where constructable sheets are missing.
 */
export function adoptDrawkitStyles(root: ShadowRoot | Document): boolean {
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in root) || !('replaceSync' in CSSStyleSheet.prototype)) {
    return false;
  }
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(drawkitStyles);
  }
  if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  return true;
}
