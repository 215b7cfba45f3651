/**
 * CSS only lazily loaded parts use, kept out of the elements' first download: each lazy root
 * adopts what it needs on mount (useAdoptedStyles); `drawkitStyles` still holds all of it.
 */

/** Checkout, sign-up and payment forms, order summary and receipt. */
export const checkoutStyles = `
.drawkit-contents { display: contents; }
.drawkit-checkout, .drawkit-receipt { display: flex; flex-direction: column; gap: calc(var(--dk-space) * 2); }
.drawkit-step-label { font-size: 0.875rem; color: var(--dk-muted); text-transform: uppercase; letter-spacing: 0.04em; }
.drawkit-fields { display: grid; gap: calc(var(--dk-space) * 2); grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.drawkit-fieldset { border: 0; padding: 0; margin: 0; min-width: 0; }
.drawkit-summary { display: grid; grid-template-columns: 1fr auto; gap: calc(var(--dk-space) / 2) calc(var(--dk-space) * 2); margin: 0; }
.drawkit-summary dt { color: var(--dk-muted); }
.drawkit-summary dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
.drawkit-summary .drawkit-summary-total { font-weight: 700; color: var(--dk-text); }
.drawkit-receipt-orders { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--dk-space); }
.drawkit-receipt-order { padding: calc(var(--dk-space) * 1.5); border: 1px solid var(--dk-border); border-radius: var(--dk-radius); }
.drawkit-receipt-order > .drawkit-row { justify-content: space-between; }
`;
