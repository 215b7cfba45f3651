import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const partners = pgTable('partners', {
  slug: text('slug').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  channelKey: text('channel_key').notNull(),
  productOfferKeys: jsonb('product_offer_keys').$type<string[]>().notNull(),
  branding: jsonb('branding').$type<{ primaryColour: string; logoText: string }>().notNull(),
});
