/**
 * Choice rows and radio cards (ticket options, raffle tickets, payment): lazy parts only, so not
 * in initialStyles; each of those parts adopts it on mount (useAdoptedStyles).
 */
export const choiceStyles = `
.drawkit-choice { display: flex; flex-wrap: wrap; gap: var(--dk-space); }
.drawkit-radio-cards { display: grid; gap: var(--dk-space); border: 0; margin: 0; padding: 0; }
.drawkit-radio-card {
  display: flex; align-items: center; gap: var(--dk-space); min-height: 44px;
  padding: var(--dk-space); border: 1px solid var(--dk-border); border-radius: var(--dk-radius); cursor: pointer;
}
.drawkit-radio-card:has(input:checked) { border: 2px solid var(--dk-primary); background: var(--dk-surface); }
`;
