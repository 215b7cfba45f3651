/**
 * Adds CSS text to a document or shadow root as a constructable stylesheet: no `<style>`
 * element, so a strict style-src CSP needs no 'unsafe-inline'.
 */
export function adoptStyles(target: Document | ShadowRoot, cssText: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
  return sheet;
}
