import { checkoutStyles } from './checkout';
import { choiceStyles } from './choice';
import { initialStyles } from './initialStyles';
import { promotionStyles } from './promotion';
import { signInStyles } from './signIn';
import { cartStyles } from './cart';
import { precartStyles } from './precart';

/**
 * Every widget's CSS in one string. Link or adopt it once per document (or per shadow root).
 * The custom elements adopt `initialStyles` up front and the lazy parts' CSS as they load.
 */
export const drawkitStyles: string = [initialStyles, cartStyles, promotionStyles, choiceStyles, checkoutStyles, signInStyles, precartStyles].join('\n');
