/**
 * The first path segments of the storefront's pages (shop-core §2: every route the spec names,
 * built or not). The server answers a page request under any other first segment with 404 unless
 * it is a product offer, a lottery or a CMS page; the storefront's route table is checked against
 * this list (host-app `routeSegments.test.ts`), so a page added there is never a 404 here.
 */
export const STOREFRONT_SEGMENTS: ReadonlySet<string> = new Set([
  'preview', 'marketing', 'app',
  'lotto-tickets', 'charity-tickets', 'social-play', 'syndicates', 'causes',
  'blog', 'about', 'lotto-results', 'lotto-party', 'daily-winners', 'purchase',
  'unsubscribe', 'communication-preferences',
  'login', 'logout', 'forgot-password', 'force-password-change', 'account-verification',
  'cart', 'checkout', 'deposit', 'receipt', 'close-my-account', 'change-Password', 'my-account',
]);
