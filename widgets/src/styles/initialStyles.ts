import { baseStyles } from './base';
import { uiStyles } from './ui';
import { cartStyles, partnerStyles, ticketBuilderStyles } from './widgets';

/**
 * The CSS a widget's first render needs (base, shared ui parts, ticket builder, cart rows,
 * partner shell): what the custom elements adopt up front. Lazily loaded parts adopt the rest
 * (checkout.ts, signIn.ts) when they mount.
 */
export const initialStyles: string = [baseStyles, uiStyles, ticketBuilderStyles, cartStyles, partnerStyles].join('\n');
