import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, createdAt } from './columns';
import { customers } from './customers';

/** One sign-in: a family of rotated refresh tokens sharing one customer token (used in signatures). */
export const authSessions = pgTable('auth_sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => customers.id),
  customerToken: text('customer_token').notNull().unique(),
  createdAt: createdAt(),
  revokedAt: instant('revoked_at'),
});

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Emailed two-factor codes, hashed; each is used once and expires. */
export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('two_factor_codes_customer_idx').on(t.customerId, t.createdAt)],
);

export type OneTimeTokenKind = 'autologin' | 'transfer' | 'password_reset' | 'confirm_address' | 'confirm_email';

/** Single-use sign-in and reset links, stored as SHA-256 hashes. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<OneTimeTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('one_time_tokens_customer_idx').on(t.customerId)],
);

/** "Don't require 2FA again for N days": devices whose token skips two-factor until it expires. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('trusted_devices_customer_idx').on(t.customerId)],
);
