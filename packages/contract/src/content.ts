/**
 * Site content: the CMS service (shop-core §7 'CMS': `/items/{collection}`, `/files/{id}`),
 * the blog, the info pages, navigation and footer, the sitewide banner, translations, the
 * feedback event, the customer's notifications feed and the legacy-account migration
 * (shop-specialised §2, §7 'Migration').
 *
 * Page and post bodies are blocks, not HTML or markdown: the storefront renders each block as
 * its own element, so nothing the CMS holds can inject markup into a page.
 */

/** "Filters use published status and date_published; draft and archived optionally included." */
export const CONTENT_STATUSES = ['published', 'draft', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The collections `GET /items/{collection}` reads. */
export const CONTENT_COLLECTIONS = [
  'pages',
  'blog_posts',
  'blog_categories',
  'navigation',
  'footer',
  'components',
  'banners',
  'translations',
] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

/** The collections `POST /items/{collection}` writes: only messages from the contact form. */
export const WRITABLE_COLLECTIONS = ['contact_messages'] as const;
export type WritableCollection = (typeof WRITABLE_COLLECTIONS)[number];

/** "blog 12 posts per page when paginated, 4 otherwise" (shop-core §9). */
export const BLOG_PAGE_SIZE = 12;
export const BLOG_PREVIEW_SIZE = 4;
/** "Consent cookie 1 year" (shop-core §9). */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** "Migration dismissal 7 days; polling 3 seconds, at most 5 attempts" (shop-specialised §9). */
export const MIGRATION_DISMISSAL_DAYS = 7;
export const MIGRATION_POLL_MS = 3_000;
export const MIGRATION_MAX_ATTEMPTS = 5;

/** The locales content is written for (shop-core §1: en-AU, and an en-GB variant). */
export const CONTENT_LOCALES = ['en-AU', 'en-GB'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** One block of a page or post body. */
export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'link'; text: string; href: string }
  /** A question and its answer (the FAQ page's accordion). */
  | { type: 'faq'; question: string; answer: string };

/** The fields every item carries. */
export interface ContentItemBase {
  id: string;
  status: ContentStatus;
  /** ISO instant; a published item shows only once it has passed. */
  datePublished: string | null;
  locale: ContentLocale;
}

/** A CMS page: `/about/*` and any other route the CMS lists ("CMS pages take precedence over fixed routes"). */
export interface CmsPage extends ContentItemBase {
  /** The storefront path it answers, without the leading slash (`about/privacy`). */
  slug: string;
  title: string;
  summary: string;
  blocks: ContentBlock[];
  /** The capability the page needs (e.g. `cookie-consent` for the cookie policy); null when none. */
  capability: string | null;
}

/** The route list of `GET /items/pages` (every page's path and title, no bodies). */
export interface CmsRoute {
  slug: string;
  title: string;
}

export interface BlogCategory extends ContentItemBase {
  slug: string;
  name: string;
  description: string;
}

export interface BlogPost extends ContentItemBase {
  slug: string;
  title: string;
  summary: string;
  /** The category's slug. */
  category: string;
  author: string;
  /** Hero image: a `/files/{id}` id, or null. */
  image: string | null;
  blocks: ContentBlock[];
}

/** A navigation or footer link: internal (a storefront path) or external. */
export interface ContentLink {
  label: string;
  href: string;
  external: boolean;
  /** Shown only when the segment has this capability (shop-core §2 'Footer'). */
  capability: string | null;
  /** Shown only when the segment lacks this capability ("about us (when terms-of-use capability absent)"). */
  unlessCapability: string | null;
}

/** A group of footer links, or the primary navigation. */
export interface LinkGroup extends ContentItemBase {
  key: string;
  title: string;
  links: ContentLink[];
}

/** "Sits above the page and shows one message, chosen in priority: state-specific, maintenance, description." */
export interface SitewideBanner extends ContentItemBase {
  key: string;
  kind: 'state' | 'maintenance' | 'description';
  message: string;
  /** For `state` messages: the region it is for ("the state-specific message applies only to SA"). */
  region: string | null;
}

/** "Translation item: id; type (image, markdown, plain, seo, json); value; an image has imageUrl, ..." */
export interface TranslationItem extends ContentItemBase {
  key: string;
  /** The content category (about, cart, checkout, ...). */
  group: string;
  type: 'image' | 'markdown' | 'plain' | 'seo' | 'json';
  value: string;
  imageUrl?: string;
  contentDescription?: string;
  imageWidth?: number;
  imageHeight?: number;
}

/** `GET /items/site_config`: "site config (navigation, component variants)". */
export interface ContentSiteConfig {
  navigation: ContentLink[];
  footer: LinkGroup[];
  /** Component variants by component name (e.g. `feedback_banner: 'enabled'`). */
  components: Record<string, string>;
  /** Social links of the footer. */
  social: ContentLink[];
}

/** `GET /items/theme`: "theme (attributes, colours, logos, meta images, motifs, typography fonts)". */
export interface ContentTheme {
  colours: Record<string, string>;
  logos: { primary: string; alt: string };
  fonts: { body: string; heading: string };
  metaImage: string | null;
}

/** `GET /files/{id}`: a stored file's description; `url` serves it. */
export interface CmsFile {
  id: string;
  title: string;
  type: string;
  width: number;
  height: number;
  description: string;
  url: string;
}

/** `POST /items/contact_messages`: the contact-us form. */
export interface ContactMessageRequest {
  name: string;
  email: string;
  message: string;
}

/** Feedback rating values (shop-core §3) and what each is tracked as (§7: 1, 0 or -1). */
export const FEEDBACK_RATINGS = ['not_satisfied', 'neutral', 'satisfied'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];
export const FEEDBACK_RATING_VALUES: Record<FeedbackRating, -1 | 0 | 1> = { satisfied: 1, neutral: 0, not_satisfied: -1 };

/** `POST /event`: "category user, eventType feedback_event, name feedback, rating, comment, email, source, variant, clientInformation". */
export interface FeedbackEventRequest {
  category: 'user';
  eventType: 'feedback_event';
  name: 'feedback';
  rating: FeedbackRating;
  comment: string;
  /** Only from signed-out visitors ("The feedback email field is hidden for authenticated users"). */
  email?: string;
  /** The current path. */
  source: string;
  /** The sub-variant. */
  variant: string;
  clientInformation: {
    build: string;
    clientName: string;
    version: string;
    clientEnvironment: { timezone: string; locale: string };
  };
}

export interface FeedbackEvent {
  id: string;
  rating: FeedbackRating;
}

/** "Notification: id, title, icon, message, actions (id, text, link, deepLink), isAutoDismissed." */
export interface FeedNotification {
  id: string;
  title: string;
  icon: 'error' | 'info' | 'success';
  message: string;
  actions: { id: string; text: string; link: string | null; deepLink: string | null }[];
  isAutoDismissed: boolean;
  createdAt: string;
  read: boolean;
}

/** `GET /notifications/feed`: the signed-in customer's notifications, newest first. */
export interface NotificationFeed {
  notifications: FeedNotification[];
  unread: number;
}

/** `POST /migration/migrate`: 202 while the move runs, 200 with `migrated` once done. */
export interface MigrationResult {
  migrationStatus: 'in_progress' | 'migrated';
}
