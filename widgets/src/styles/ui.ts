/** CSS for the shared parts in `ui/`: buttons, fields, notices, spinner, money, number balls and grids. */
export const uiStyles = `
.drawkit-button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--dk-space);
  min-height: 44px; padding: 0 calc(var(--dk-space) * 2);
  border: 2px solid var(--dk-primary); border-radius: var(--dk-radius);
  background: var(--dk-bg); color: var(--dk-primary);
  font: inherit; font-weight: 700; cursor: pointer;
}
.drawkit-button--primary { background: var(--dk-primary); color: var(--dk-on-primary); }
.drawkit-button--link {
  border-color: transparent; background: none; padding: 0 calc(var(--dk-space) / 2); text-decoration: underline;
  align-self: flex-start;
}
.drawkit-button:disabled, .drawkit-button[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; }
.drawkit-button--block { width: 100%; }

.drawkit-field { display: flex; flex-direction: column; gap: calc(var(--dk-space) / 2); }
.drawkit-field label, .drawkit-field-label { font-weight: 700; }
.drawkit-field input, .drawkit-field select {
  min-height: 44px; padding: 0 var(--dk-space); font: inherit; color: var(--dk-text);
  background: var(--dk-bg); border: 1px solid var(--dk-border); border-radius: var(--dk-radius);
}
.drawkit-field [aria-invalid="true"] { border-color: var(--dk-error); border-width: 2px; }
.drawkit-field-hint { font-size: 0.875rem; color: var(--dk-muted); }
.drawkit-field-error { font-size: 0.875rem; color: var(--dk-error); font-weight: 700; }
.drawkit-check { display: grid; grid-template-columns: auto 1fr; gap: 0 var(--dk-space); align-items: start; }
.drawkit-check input { width: 1.25rem; height: 1.25rem; margin: 0.15rem 0 0; }
.drawkit-check .drawkit-field-error { grid-column: 2; }

.drawkit-notice {
  display: grid; grid-template-columns: auto 1fr auto; gap: var(--dk-space); align-items: start;
  padding: var(--dk-space) calc(var(--dk-space) * 1.5); border-radius: var(--dk-radius);
  border: 1px solid currentColor; background: var(--dk-surface);
}
.drawkit-notice--error { color: var(--dk-error); }
.drawkit-notice--success { color: var(--dk-success); }
.drawkit-notice--warning { color: var(--dk-warning); }
.drawkit-notice--info { color: var(--dk-primary); }
.drawkit-notice-body { color: var(--dk-text); }
.drawkit-notice-title { display: block; font-weight: 700; }
.drawkit-notice-icon { font-weight: 700; }

.drawkit-spinner {
  display: inline-block; width: 1em; height: 1em; border-radius: 50%;
  border: 2px solid currentColor; border-right-color: transparent;
  animation: drawkit-spin 0.8s linear infinite;
}
@keyframes drawkit-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .drawkit-spinner { animation-duration: 2.4s; } }
.drawkit-money { font-variant-numeric: tabular-nums; white-space: nowrap; }

.drawkit-balls { display: flex; flex-wrap: wrap; gap: calc(var(--dk-space) / 2); list-style: none; margin: 0; padding: 0; }
.drawkit-ball {
  display: inline-flex; align-items: center; justify-content: center;
  width: 2rem; height: 2rem; border-radius: 50%; font-weight: 700; font-size: 0.875rem;
  background: var(--dk-primary); color: var(--dk-on-primary); font-variant-numeric: tabular-nums;
}
.drawkit-ball--powerball { background: var(--dk-accent); color: var(--dk-on-accent); }
.drawkit-ball--empty { background: var(--dk-surface); color: var(--dk-muted); border: 1px dashed var(--dk-border); }

.drawkit-grid { display: flex; flex-direction: column; gap: var(--dk-space); border: 0; margin: 0; padding: 0; min-width: 0; }
.drawkit-grid-legend { font-weight: 700; padding: 0; }
.drawkit-grid-numbers {
  display: grid; gap: calc(var(--dk-space) / 2);
  /* Seven columns, as NUMBER_GRID_COLUMNS in NumberGrid.tsx (arrow Up/Down move by a row). */
  grid-template-columns: repeat(7, minmax(var(--dk-ball-size), 3.25rem));
}
.drawkit-grid-number {
  min-width: 0; min-height: var(--dk-ball-size); aspect-ratio: 1; border-radius: 50%;
  border: 1px solid var(--dk-border); background: var(--dk-bg); color: var(--dk-text);
  font: inherit; font-weight: 700; font-variant-numeric: tabular-nums; cursor: pointer;
}
.drawkit-grid-number[aria-pressed="true"] { background: var(--dk-primary); border-color: var(--dk-primary); color: var(--dk-on-primary); }
.drawkit-grid--powerball .drawkit-grid-number[aria-pressed="true"] { background: var(--dk-accent); border-color: var(--dk-accent); color: var(--dk-on-accent); }
.drawkit-grid-number[aria-disabled="true"] { opacity: 0.5; cursor: not-allowed; }
`;
