// The storefront pages the bench loads in a browser (lighthouse.mjs, pageBlocking.mjs). The home
// page is the row; the results and partner pages load their content in stages (a draw after
// its list, a partner's offer after the session), where a late arrival can move the page: on
// 2026-11-28 the results page measured a layout shift of 0.46 that the home page never showed.
export const STOREFRONT_PAGES = [
  { path: '/', name: 'storefront home' },
  { path: '/super_jackpot_lottery/results', name: 'storefront results page' },
  { path: '/purchase/demo-partner', name: 'storefront partner page' },
];
