/** CSS for the results widget: winning numbers, divisions, past results and the customer's own games. */
export const resultsStyles = `
.drawkit-winning-numbers { display: flex; flex-wrap: wrap; gap: var(--dk-space); align-items: center; }
.drawkit-winning-set { display: inline-flex; }
.drawkit-jackpot { margin: 0; }
.drawkit-draw-result-pending { min-height: 30rem; }
.drawkit-divisions { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.drawkit-divisions caption { text-align: left; font-weight: 700; padding-bottom: calc(var(--dk-space) / 2); }
.drawkit-divisions th, .drawkit-divisions td { text-align: left; padding: calc(var(--dk-space) / 2); border-bottom: 1px solid var(--dk-border); }
.drawkit-past-list, .drawkit-raffle-winners, .drawkit-my-tickets ul, .drawkit-my-games { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--dk-space); }
.drawkit-past-row { display: flex; flex-wrap: wrap; gap: var(--dk-space); align-items: center; justify-content: space-between; padding: var(--dk-space) 0; border-bottom: 1px solid var(--dk-border); }
.drawkit-past-row[aria-current="true"] { font-weight: 700; }
.drawkit-pager { display: flex; gap: var(--dk-space); align-items: center; }
.drawkit-my-game { display: flex; flex-wrap: wrap; gap: var(--dk-space); align-items: center; }
.drawkit-ball--matched { outline: 3px solid var(--dk-success, #1a7f37); outline-offset: 1px; }
.drawkit-my-game--won .drawkit-my-game-outcome { font-weight: 700; }
`;
