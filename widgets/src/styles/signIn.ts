/** CSS for the sign-in parts: the six two-factor code cells and the notification stack. */
export const signInStyles = `
.drawkit-code-cells { display: flex; gap: var(--dk-space); }
.drawkit-code-cell {
  width: 2.75rem; min-height: 3rem; padding: 0; text-align: center;
  font: inherit; font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; color: var(--dk-text);
  background: var(--dk-bg); border: 1px solid var(--dk-border); border-radius: var(--dk-radius);
}
.drawkit-code-cell[aria-invalid="true"] { border-color: var(--dk-error); border-width: 2px; }
.drawkit-code-cell:disabled { opacity: 0.55; cursor: not-allowed; }
`;

/**
 * The notification stack (shop-specialised §2, §9): at the bottom of the screen, full width on
 * small screens and 400px wide from medium screens (40em).
 */
export const notificationStyles = `
.drawkit-notification-stack {
  position: fixed; inset: auto 0 0 0; z-index: 99995; pointer-events: none;
  padding: var(--dk-space); background: transparent;
}
@media (min-width: 40em) {
  .drawkit-notification-stack { left: auto; right: calc(var(--dk-space) * 2); width: 400px; max-width: calc(100vw - 2rem); }
}
.drawkit-notification-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--dk-space); }
.drawkit-notification {
  pointer-events: auto; display: grid; grid-template-columns: auto 1fr auto; gap: var(--dk-space); align-items: start;
  padding: calc(var(--dk-space) * 1.5); border-radius: var(--dk-radius); background: var(--dk-bg);
  border: 1px solid var(--dk-border); border-left: 4px solid currentColor; box-shadow: 0 4px 16px rgb(0 0 0 / 0.18);
}
.drawkit-notification--error { color: var(--dk-error); }
.drawkit-notification--success { color: var(--dk-success); }
.drawkit-notification--info { color: var(--dk-primary); }
.drawkit-notification-icon { font-weight: 700; }
.drawkit-notification-body { color: var(--dk-text); display: flex; flex-direction: column; gap: calc(var(--dk-space) / 2); }
.drawkit-notification-title { font-weight: 700; }
.drawkit-notification-message { margin: 0; }
.drawkit-notification-close {
  min-width: 44px; min-height: 44px; border: 0; background: none; color: var(--dk-muted);
  font: inherit; font-size: 1.25rem; cursor: pointer;
}
`;
