/** CSS for the pre-cart drawer: a panel from the right edge (full width on small screens) over a dimmed page. */
export const precartStyles = `
.drawkit.drawkit-precart-backdrop {
  position: fixed; inset: 0; z-index: 99990; background: rgb(0 0 0 / 0.5);
  display: flex; justify-content: flex-end;
}
.drawkit-precart {
  width: 100%; max-width: 400px; height: 100%; overflow: auto; padding: calc(var(--dk-space) * 2);
  background: var(--dk-bg); box-shadow: -4px 0 16px rgb(0 0 0 / 0.2);
}
.drawkit-precart-header { display: flex; justify-content: space-between; align-items: center; gap: var(--dk-space); }
.drawkit-precart-header h2 { margin: 0; }
.drawkit-precart-close { border: 0; background: none; font-size: 1.5rem; line-height: 1; cursor: pointer; min-width: 44px; min-height: 44px; }
.drawkit-precart-added, .drawkit-precart-draws { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--dk-space); }
.drawkit-precart-added li, .drawkit-precart-draw {
  display: flex; justify-content: space-between; align-items: center; gap: var(--dk-space);
  padding: var(--dk-space); border: 1px solid var(--dk-border); border-radius: var(--dk-radius);
}
.drawkit-precart-draw p { margin: 0; }
`;
