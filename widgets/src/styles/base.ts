/**
 * Shared CSS for every widget, as text: the host app links it or adopts it, and each custom
 * element adopts it into its shadow root through a constructable stylesheet (no inline
 * `<style>`, so a strict CSP holds). Theme through the public `--drawkit-*` custom properties,
 * which cross shadow boundaries; the private `--dk-*` names only resolve their defaults once.
 */
export const baseStyles = `
:host { display: block; }
:host([hidden]) { display: none; }
.drawkit {
  --dk-primary: var(--drawkit-color-primary, #1a56db);
  --dk-on-primary: var(--drawkit-color-on-primary, #ffffff);
  --dk-accent: var(--drawkit-color-accent, #c81e1e);
  --dk-on-accent: var(--drawkit-color-on-accent, #ffffff);
  --dk-text: var(--drawkit-color-text, #1b1f24);
  --dk-muted: var(--drawkit-color-muted, #535c68);
  --dk-bg: var(--drawkit-color-background, #ffffff);
  --dk-surface: var(--drawkit-color-surface, #f4f6f9);
  --dk-border: var(--drawkit-color-border, #c9d0d9);
  --dk-error: var(--drawkit-color-error, #b42318);
  --dk-success: var(--drawkit-color-success, #05603a);
  --dk-warning: var(--drawkit-color-warning, #7a4d00);
  --dk-radius: var(--drawkit-radius, 8px);
  --dk-space: var(--drawkit-space, 8px);
  --dk-font: var(--drawkit-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  --dk-ball-size: var(--drawkit-ball-size, 2.5rem);
  box-sizing: border-box;
  color: var(--dk-text);
  background: var(--dk-bg);
  font-family: var(--dk-font);
  font-size: var(--drawkit-font-size, 1rem);
  line-height: 1.5;
}
.drawkit *, .drawkit *::before, .drawkit *::after { box-sizing: inherit; }
.drawkit h2, .drawkit h3, .drawkit h4 { margin: 0 0 var(--dk-space); line-height: 1.25; }
.drawkit p { margin: 0 0 var(--dk-space); }
.drawkit :focus-visible { outline: 3px solid var(--dk-primary); outline-offset: 2px; }
.drawkit-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.drawkit-muted { color: var(--dk-muted); }
.drawkit-stack { display: flex; flex-direction: column; gap: calc(var(--dk-space) * 2); }
.drawkit-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--dk-space); }
.drawkit-section {
  border: 1px solid var(--dk-border); border-radius: var(--dk-radius);
  padding: calc(var(--dk-space) * 2); background: var(--dk-bg);
}
`;
