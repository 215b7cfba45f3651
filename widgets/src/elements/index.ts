/**
 * `@drawkit/widgets/elements`: the `drawkit-*` custom elements. Importing registers nothing;
 * call `defineDrawkitElements()` (the standalone script does so on load).
 */
export { DrawkitPurchaseElement } from './DrawkitPurchaseElement';
export { DrawkitRaffleElement } from './DrawkitRaffleElement';
export { DrawkitResultsElement } from './DrawkitResultsElement';
export { DrawkitDailyWinnersElement } from './DrawkitDailyWinnersElement';
export { DrawkitTicketBuilderElement } from './DrawkitTicketBuilderElement';
export { DRAWKIT_ELEMENTS, defineDrawkitElements } from './defineDrawkitElements';
export { adoptDrawkitStyles } from './adoptStyles';
export type { DrawkitShopElement } from './elementClass';
export type { DrawkitCartChangeDetail, DrawkitElementEvents, DrawkitNotifyDetail, DrawkitPurchaseCompleteDetail } from './events';
