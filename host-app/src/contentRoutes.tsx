import type { RouteObject } from 'react-router';

const info = () => import('./pages/content/InfoPage').then((m) => ({ Component: m.InfoPage }));
const app = () => import('./pages/content/AppPage');

/**
 * The info pages of shop-core §2, each named: `about/terms-and-conditions` must outrank the
 * per-offer `:productOfferKey/terms-and-conditions`, which a bare `about/*` does not.
 */
const INFO_PAGES = ['responsible-gaming', 'privacy', 'cookie-policy', 'faq', 'terms-and-conditions', 'terms-of-use', 'contact-us'];

/**
 * Site content (issue 12, part 5; shop-core §2 'Public and shop routes', 'Blog', 'Info'):
 * the info pages from the CMS, the blog with categories and paging, the editor's previews and
 * the app download pages. Static paths, so they outrank `:productOfferKey`.
 */
export const contentRoutes: RouteObject[] = [
  { path: 'about', lazy: info },
  ...INFO_PAGES.map((page): RouteObject => ({ path: `about/${page}`, lazy: info })),
  // Other pages the CMS has under /about.
  { path: 'about/*', lazy: info },
  { path: 'blog', lazy: () => import('./pages/content/BlogIndexPage').then((m) => ({ Component: m.BlogIndexPage })) },
  { path: 'blog/category/:slug', lazy: () => import('./pages/content/BlogCategoryPage').then((m) => ({ Component: m.BlogCategoryPage })) },
  { path: 'blog/category/:slug/:page', lazy: () => import('./pages/content/BlogCategoryPage').then((m) => ({ Component: m.BlogCategoryPage })) },
  { path: 'blog/:blogSlug', lazy: () => import('./pages/content/BlogPostPage').then((m) => ({ Component: m.BlogPostPage })) },
  { path: 'preview', lazy: () => import('./pages/content/PreviewPage').then((m) => ({ Component: m.PreviewPage })) },
  {
    path: 'marketing/feature-banner',
    lazy: () => import('./pages/content/FeatureBannerPreviewPage').then((m) => ({ Component: m.FeatureBannerPreviewPage })),
  },
  { path: 'app', lazy: () => app().then((m) => ({ Component: m.AppPage })) },
  { path: 'app/android', lazy: () => app().then((m) => ({ Component: m.AndroidAppPage })) },
  { path: 'app/android/install', lazy: () => app().then((m) => ({ Component: m.AndroidInstallPage })) },
];
