import { adoptStyles } from '../../styles/adoptStyles';

let adopted = false;

/** The results widget's CSS, adopted on the document the first time a results page renders. */
export function adoptResultsStyles(cssText: string): void {
  if (adopted || typeof document === 'undefined' || typeof CSSStyleSheet === 'undefined') return;
  adopted = true;
  adoptStyles(document, cssText);
}
