import type { RouteSpec } from './routeSpec';

/**
 * Site content (issue 12, part 5): the CMS service's reads and its one write (shop-core §7
 * 'CMS'), the feedback event, the notifications feed and the legacy-account migration
 * (shop-specialised §7 'Migration').
 */
export const CONTENT_ROUTES = {
  cmsTheme: { method: 'GET', path: '/items/theme', version: 'default', service: 'cms' },
  cmsSiteConfig: { method: 'GET', path: '/items/site_config', version: 'default', service: 'cms' },
  /** The route list (`?slug=` for one page's body). */
  cmsPages: { method: 'GET', path: '/items/pages', version: 'default', service: 'cms' },
  /** Published items of a collection (`slug`, `category`, `group`, `locale`, `page`, `limit`). */
  cmsItems: { method: 'GET', path: '/items/:collection', version: 'default', service: 'cms' },
  cmsItem: { method: 'GET', path: '/items/:collection/:id', version: 'default', service: 'cms' },
  /** Drafts and archived items too, for an editor's preview (`preview_token`); never cached. */
  cmsPreviewItems: { method: 'GET', path: '/preview/items/:collection', version: 'default', service: 'cms' },
  cmsFile: { method: 'GET', path: '/files/:id', version: 'default', service: 'cms' },
  /** Writes only `contact_messages` (the contact-us form). */
  cmsCreateItem: { method: 'POST', path: '/items/:collection', version: 'default', service: 'cms' },
  /** "POST /event creates the feedback event" (shop-core §7 'Feedback'). */
  feedbackEvent: { method: 'POST', path: '/event', version: 'default' },
  notificationsFeed: { method: 'GET', path: '/feed', version: 'default', service: 'notifications', auth: true },
  /** Marks notifications read (body `ids`; every one when absent). */
  notificationsRead: { method: 'POST', path: '/feed/read', version: 'default', service: 'notifications', auth: true },
  /** "POST /migration/migrate": 202 while it runs, 200 when done. */
  migrationMigrate: { method: 'POST', path: '/migrate', version: 'default', service: 'migration', auth: true },
} as const satisfies Record<string, RouteSpec>;
