/** CSS for the widgets' own layouts: ticket builder, cart, checkout, receipt and partner purchase. */
export const ticketBuilderStyles = `
.drawkit-ticket-builder { display: flex; flex-direction: column; gap: calc(var(--dk-space) * 2); }
.drawkit-draw-info { display: flex; flex-wrap: wrap; gap: var(--dk-space) calc(var(--dk-space) * 3); margin: 0; }
.drawkit-draw-info dd { margin: 0; }
.drawkit-jackpot { font-size: 1.5rem; font-weight: 800; color: var(--dk-primary); }
.drawkit-games { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--dk-space); }
.drawkit-game {
  display: grid; grid-template-columns: auto 1fr auto; gap: var(--dk-space); align-items: center;
  padding: var(--dk-space); border: 1px solid var(--dk-border); border-radius: var(--dk-radius);
}
.drawkit-game--active { border: 2px solid var(--dk-primary); background: var(--dk-surface); }
.drawkit-game-select { font-weight: 700; }
.drawkit-game-status { font-size: 0.875rem; color: var(--dk-muted); }
.drawkit-game-status--complete { color: var(--dk-success); font-weight: 600; }
.drawkit-stepper { display: inline-flex; align-items: center; gap: var(--dk-space); }
.drawkit-stepper output { min-width: 2.5rem; text-align: center; font-weight: 700; font-variant-numeric: tabular-nums; }
.drawkit-price { font-size: 1.25rem; font-weight: 700; }
`;

export const cartStyles = `
.drawkit-cart-items { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--dk-space); }
.drawkit-cart-item {
  display: grid; grid-template-columns: 1fr auto; gap: var(--dk-space);
  padding: calc(var(--dk-space) * 1.5); border: 1px solid var(--dk-border); border-radius: var(--dk-radius);
}
.drawkit-cart-item-title { font-weight: 700; }
.drawkit-cart-item-games { grid-column: 1 / -1; list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: calc(var(--dk-space) / 2); }
.drawkit-cart-item-side { display: flex; flex-direction: column; align-items: end; gap: var(--dk-space); }
.drawkit-cart-total { display: flex; justify-content: space-between; font-size: 1.125rem; font-weight: 700; }
`;

export const checkoutStyles = `
.drawkit-checkout, .drawkit-partner-purchase, .drawkit-receipt { display: flex; flex-direction: column; gap: calc(var(--dk-space) * 2); }
.drawkit-choice { display: flex; flex-wrap: wrap; gap: var(--dk-space); }
.drawkit-radio-cards { display: grid; gap: var(--dk-space); border: 0; margin: 0; padding: 0; }
.drawkit-radio-card {
  display: flex; align-items: center; gap: var(--dk-space); min-height: 44px;
  padding: var(--dk-space); border: 1px solid var(--dk-border); border-radius: var(--dk-radius); cursor: pointer;
}
.drawkit-radio-card:has(input:checked) { border: 2px solid var(--dk-primary); background: var(--dk-surface); }
.drawkit-receipt-orders { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--dk-space); }
.drawkit-receipt-order { padding: calc(var(--dk-space) * 1.5); border: 1px solid var(--dk-border); border-radius: var(--dk-radius); }
.drawkit-receipt-order > .drawkit-row { justify-content: space-between; }
.drawkit-partner-header { display: flex; align-items: center; gap: var(--dk-space); }
.drawkit-partner-logo { font-weight: 800; font-size: 1.25rem; }
`;
