/** The cart's promotion code form: a lazy part (Cart loads it), so not in initialStyles; it adopts this on mount. */
export const promotionStyles = `
.drawkit-cart-promotion { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: start; gap: var(--dk-space); }
.drawkit-cart-promotion-form { display: flex; align-items: end; gap: var(--dk-space); }
.drawkit-cart-promotion-form .drawkit-field { flex: 1; }
`;
