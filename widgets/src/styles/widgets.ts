/** CSS for the widgets a first render shows: the ticket builder and the partner purchase shell. */
export const ticketBuilderStyles = `
.drawkit-ticket-builder { display: flex; flex-direction: column; gap: calc(var(--dk-space) * 2); }
.drawkit-draw-info { display: flex; flex-wrap: wrap; gap: var(--dk-space) calc(var(--dk-space) * 3); margin: 0; }
.drawkit-draw-info dd { margin: 0; }
.drawkit-jackpot { font-size: 1.5rem; font-weight: 700; color: var(--dk-primary); }
.drawkit-games { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--dk-space); }
/* Wrapping: on a phone the balls take a line of their own, where squeezed between the game's name
   and its actions they stood one or two to a line. */
.drawkit-game {
  display: flex; flex-wrap: wrap; gap: var(--dk-space); align-items: center;
  padding: var(--dk-space); border: 1px solid var(--dk-border); border-radius: var(--dk-radius);
}
.drawkit-game > div:first-of-type { flex: 1 1 17rem; }
.drawkit-game--active { border: 2px solid var(--dk-primary); background: var(--dk-surface); }
.drawkit-game-select { font-weight: 700; }
.drawkit-game-status { font-size: 0.875rem; color: var(--dk-muted); }
.drawkit-game-status--complete { color: var(--dk-success); font-weight: 700; }
.drawkit-stepper { display: inline-flex; align-items: center; gap: var(--dk-space); }
.drawkit-stepper output { min-width: 2.5rem; text-align: center; font-weight: 700; font-variant-numeric: tabular-nums; }
.drawkit-price { font-size: 1.25rem; font-weight: 700; }
.drawkit-tabs { display: flex; flex-wrap: wrap; gap: 4px; border-bottom: 1px solid var(--dk-border); }
.drawkit-tab { font: inherit; min-height: 44px; padding: 0 var(--dk-space); border: 0; border-bottom: 3px solid transparent; background: none; color: inherit; cursor: pointer; }
.drawkit-tab[aria-selected="true"] { border-bottom-color: var(--dk-primary); font-weight: 700; }
.drawkit-ball--placeholder { background: var(--dk-accent); color: var(--dk-on-accent); font-size: 0.75rem; }
`;


/** The partner purchase's shell (header, layout); its checkout steps bring their own CSS (checkout.ts). */
export const partnerStyles = `
.drawkit-partner-purchase { display: flex; flex-direction: column; gap: calc(var(--dk-space) * 2); }
.drawkit-partner-header { display: flex; align-items: center; gap: var(--dk-space); }
.drawkit-partner-logo { font-weight: 700; font-size: 1.25rem; }
`;
