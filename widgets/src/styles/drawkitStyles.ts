import { baseStyles } from './base';
import { uiStyles } from './ui';
import { cartStyles, checkoutStyles, ticketBuilderStyles } from './widgets';

/**
 * Every widget's CSS in one string. Link or adopt it once per document (or per shadow root);
 * the custom elements adopt it themselves.
 */
export const drawkitStyles: string = [baseStyles, uiStyles, ticketBuilderStyles, cartStyles, checkoutStyles].join('\n');
