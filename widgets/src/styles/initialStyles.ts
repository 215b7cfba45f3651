import { baseStyles } from './base';
import { uiStyles } from './ui';
import { partnerStyles, ticketBuilderStyles } from './widgets';

/**
 * The CSS a widget's first render needs (base, shared ui parts, ticket builder, partner
 * shell): what the custom elements adopt up front. Lazily loaded parts adopt the rest
 * (cart rows, checkout.ts, signIn.ts) when they mount.
 */
export const initialStyles: string = [baseStyles, uiStyles, ticketBuilderStyles, partnerStyles].join('\n');
