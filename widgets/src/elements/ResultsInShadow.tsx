import type { ReactNode } from 'react';
import { Results, type ResultsProps } from '../results/Results';
import { resultsStyles } from '../styles/results';

let sheet: CSSStyleSheet | null = null;

/** Adds the results CSS to the element's shadow root, once; loaded with the widget, not before. */
function adoptResultsStyles(root: ShadowRoot | Document | undefined): void {
  if (!root || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in root)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(resultsStyles);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** The results widget inside `<drawkit-results>`'s shadow root, with its stylesheet. */
export default function ResultsInShadow({ container, ...props }: ResultsProps & { container?: HTMLElement | ShadowRoot | undefined }): ReactNode {
  adoptResultsStyles(container instanceof ShadowRoot ? container : container?.shadowRoot ?? undefined);
  return <Results {...props} />;
}
