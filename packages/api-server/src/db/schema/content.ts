import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { customers } from './customers';

/**
 * Site content (content/): one table of CMS items for every collection (pages, blog posts and
 * categories, navigation, footer, components, banners, translations), each item's fields in
 * `data`; a published item shows once `date_published` has passed. Files are the CMS's stored
 * images. Preview tokens let an editor read drafts (only a hash is kept).
 */
export const cmsItems = pgTable(
  'cms_items',
  {
    id: text('id').primaryKey(),
    collection: text('collection').notNull(),
    /** Unique per collection and locale; the key of items without a page of their own. */
    slug: text('slug').notNull(),
    locale: text('locale').$type<'en-AU' | 'en-GB'>().notNull().default('en-AU'),
    status: text('status').$type<'published' | 'draft' | 'archived'>().notNull().default('draft'),
    datePublished: instant('date_published'),
    /** Order within the collection (navigation, footer groups); blog posts go newest first. */
    sort: integer('sort').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cms_items_collection_slug_locale_idx').on(t.collection, t.slug, t.locale),
    index('cms_items_listing_idx').on(t.collection, t.locale, t.status, t.datePublished),
  ],
);

export const cmsFiles = pgTable('cms_files', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  type: text('type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  description: text('description').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

export const cmsPreviewTokens = pgTable('cms_preview_tokens', {
  /** sha256 of the token, hex. */
  tokenHash: text('token_hash').primaryKey(),
  label: text('label').notNull(),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
});

/** Messages sent through the contact-us form (`POST /items/contact_messages`). */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').references(() => customers.id),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Feedback events (`POST /event`, shop-core §3 'Feedback event'). */
export const feedbackEvents = pgTable('feedback_events', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').references(() => customers.id),
  rating: text('rating').$type<'not_satisfied' | 'neutral' | 'satisfied'>().notNull(),
  comment: text('comment').notNull(),
  email: text('email'),
  source: text('source').notNull(),
  variant: text('variant').notNull(),
  clientInformation: jsonb('client_information').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** The customer's notifications feed (the navigation bell). */
export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    title: text('title').notNull(),
    icon: text('icon').$type<'error' | 'info' | 'success'>().notNull(),
    message: text('message').notNull(),
    actions: jsonb('actions').$type<{ id: string; text: string; link: string | null; deepLink: string | null }[]>().notNull().default([]),
    isAutoDismissed: boolean('is_auto_dismissed').notNull().default(false),
    /** Seeds and events that must notify once use this (unique per customer). */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (t) => [
    index('customer_notifications_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('customer_notifications_dedupe_idx').on(t.customerId, t.dedupeKey),
  ],
);

/** A legacy-account migration (shop-specialised §7 'Migration'): started on the first POST, finished once its work is done. */
export const customerMigrations = pgTable('customer_migrations', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id),
  startedAt: instant('started_at').notNull(),
  completedAt: instant('completed_at'),
});
