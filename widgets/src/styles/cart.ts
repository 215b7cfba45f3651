/** CSS for cart rows and totals: the cart, the partner cart summary, checkout and receipt (loaded with them). */
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
