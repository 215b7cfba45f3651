/**
 * Request schemas of the content calls (CMS reads and the contact form, the feedback event,
 * the notifications feed). Text goes through the shared text schema.
 */
import { z } from 'zod';
import { CONTENT_COLLECTIONS, CONTENT_LOCALES, FEEDBACK_RATINGS, } from '../content';
import { requiredText, text } from './text';

const SLUG_MESSAGE = 'This is not a valid address.';
/** A slug or path of slugs (`about/privacy`): lower-case letters, digits and hyphens. */
const slugSchema = text().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/, SLUG_MESSAGE).max(200, SLUG_MESSAGE);
const idSchema = text().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.');
const localeSchema = z.enum(CONTENT_LOCALES, { error: 'Please choose en-AU or en-GB.' });
const pageSchema = z.coerce
  .number({ error: 'The page must be a whole number from 1.' })
  .int('The page must be a whole number from 1.')
  .min(1, 'The page must be a whole number from 1.')
  .max(10_000, 'The page must be a whole number from 1.');

/** `collection` of `GET /items/{collection}` (pages, theme and site_config have their own routes). */
export const contentCollectionParamsSchema = z.object({
  collection: z.enum(CONTENT_COLLECTIONS, { error: 'This collection does not exist.' }),
});
export const contentItemParamsSchema = contentCollectionParamsSchema.extend({ id: idSchema });
export const cmsFileParamsSchema = z.object({ id: idSchema });

/** Filters of `GET /items/{collection}`: by slug, blog category, translation group, locale; paged. */
export const contentItemsQuerySchema = z.object({
  slug: slugSchema.optional(),
  category: slugSchema.optional(),
  group: slugSchema.optional(),
  locale: localeSchema.default('en-AU'),
  page: pageSchema.optional(),
  limit: z.coerce
    .number({ error: 'The limit must be a whole number from 1 to 50.' })
    .int('The limit must be a whole number from 1 to 50.')
    .min(1, 'The limit must be a whole number from 1 to 50.')
    .max(50, 'The limit must be a whole number from 1 to 50.')
    .optional(),
});

/** `GET /items/pages`: the route list, or one page by `slug`. */
export const contentPagesQuerySchema = z.object({ slug: slugSchema.optional(), locale: localeSchema.default('en-AU') });

/** `GET /preview/items/{collection}`: the same filters, drafts and archived items included with a valid token. */
export const contentPreviewQuerySchema = contentItemsQuerySchema.extend({
  previewToken: text().regex(/^[A-Za-z0-9_-]{16,200}$/, 'This preview link is not valid or has expired.'),
  status: z.enum(['published', 'draft', 'archived', 'any'], { error: 'Please choose published, draft, archived or any.' }).default('any'),
});

export const writableCollectionParamsSchema = z.object({
  collection: z.string().regex(/^[a-z_]{1,50}$/, 'This collection does not exist.'),
});

/** `POST /items/contact_messages`. */
export const contactMessageSchema = z.object({
  name: requiredText(100),
  email: text().trim().min(1, 'This field is required').max(254).email('Please enter a valid email address'),
  message: text({ lineBreaks: true }).trim().min(1, 'This field is required').max(4000, 'Please keep your message under 4000 characters.'),
});

/** `POST /event`: the feedback event (shop-core §3). The comment has "no limit or non-empty rule" beyond the body limit. */
export const feedbackEventSchema = z.object({
  category: z.literal('user', { error: 'The category must be user.' }),
  eventType: z.literal('feedback_event', { error: 'The event type must be feedback_event.' }),
  name: z.literal('feedback', { error: 'The name must be feedback.' }),
  rating: z.enum(FEEDBACK_RATINGS, { error: 'Please choose how you feel about the site.' }),
  comment: text({ lineBreaks: true }).max(10_000).default(''),
  email: text().trim().max(254).email('Please enter a valid email address').optional().or(z.literal('')),
  source: text().max(500).default('/'),
  variant: text().max(50).default(''),
  clientInformation: z
    .object({
      build: text().max(100).default(''),
      clientName: text().max(100).default(''),
      version: text().max(50).default(''),
      clientEnvironment: z.object({ timezone: text().max(100).default(''), locale: text().max(35).default('') }).default({ timezone: '', locale: '' }),
    })
    .default({ build: '', clientName: '', version: '', clientEnvironment: { timezone: '', locale: '' } }),
});

/** `POST /notifications/feed/read`. */
export const notificationsReadSchema = z.object({ ids: z.array(idSchema).max(100).optional() });

