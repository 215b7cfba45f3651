import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Registered apps: the key a site sends, the id it signs with, and the origins it may call from. */
export const apps = pgTable('apps', {
  appKey: text('app_key').primaryKey(),
  appId: text('app_id').notNull().unique(),
  name: text('name').notNull(),
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** Server settings made at first boot (the JWT secret, the seed marker). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
