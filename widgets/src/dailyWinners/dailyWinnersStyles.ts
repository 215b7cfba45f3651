/** CSS for the daily-winners widgets; adopted when one of them mounts (useAdoptedStyles). */
export const dailyWinnersStyles = `
.drawkit-dw { padding-bottom: calc(var(--dk-space) * 6); }
.drawkit-dw-hero h1, .drawkit-dw-hero h2 { margin: 0; }
.drawkit-dw-status { display: grid; gap: var(--dk-space); justify-items: start; padding: var(--dk-space); border: 1px solid var(--dk-border); border-radius: var(--dk-radius, 8px); }
.drawkit-dw-status h3, .drawkit-dw-status h4, .drawkit-dw-status p { margin: 0; }
.drawkit-dw-badge { justify-self: start; display: inline-block; padding: 0 calc(var(--dk-space) / 2); border-radius: 999px; border: 1px solid currentColor; font-size: 0.85em; font-weight: 600; }
.drawkit-dw-badge--locked { color: var(--dk-warning, #9a6700); }
.drawkit-dw-badge--unlocked, .drawkit-dw-badge--guaranteed { color: var(--dk-success, #1a7f37); }
.drawkit-dw-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--dk-space); grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
.drawkit-dw-card { display: grid; gap: calc(var(--dk-space) / 2); align-content: start; padding: var(--dk-space); border: 1px solid var(--dk-border); border-radius: var(--dk-radius, 8px); }
.drawkit-dw-card h4, .drawkit-dw-card h3 { margin: 0; }
.drawkit-dw-pill { justify-self: start; font-size: 0.8em; font-weight: 700; text-transform: uppercase; }
.drawkit-dw-video { display: inline-flex; gap: var(--dk-space); align-items: center; }
.drawkit-dw-play { display: inline-grid; place-items: center; width: 3rem; aspect-ratio: 16 / 11; border-radius: var(--dk-radius, 8px); background: var(--dk-primary); color: var(--dk-on-primary); }
.drawkit-dw-faq details { border-bottom: 1px solid var(--dk-border); padding: calc(var(--dk-space) / 2) 0; }
.drawkit-dw-faq summary { cursor: pointer; font-weight: 600; }
.drawkit-dw-footer { font-size: 0.85em; color: var(--dk-muted, #555); }
.drawkit-dw-sticky { position: sticky; bottom: 0; display: flex; flex-wrap: wrap; gap: var(--dk-space); align-items: center; justify-content: space-between; padding: var(--dk-space); background: var(--dk-surface, #fff); border-top: 1px solid var(--dk-border); box-shadow: 0 -2px 8px rgb(0 0 0 / 8%); }
.drawkit-dw-tiers { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--dk-space); grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.drawkit-dw-winners { list-style: none; margin: 0; padding: 0; display: grid; gap: calc(var(--dk-space) / 2); }
.drawkit-dw-filter { display: flex; gap: calc(var(--dk-space) / 2); flex-wrap: wrap; }
.drawkit-dw-filter [aria-pressed="true"] { font-weight: 700; }
`;
