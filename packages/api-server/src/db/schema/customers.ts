import { boolean, date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { cents, instant, createdAt } from './columns';

export const customers = pgTable('customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  address: text('address').notNull(),
  addressLine2: text('address_line2'),
  suburb: text('suburb').notNull(),
  state: text('state').notNull(),
  postcode: text('postcode').notNull(),
  country: text('country').notNull(),
  emailOptIn: boolean('email_opt_in').notNull().default(false),
  pricingId: text('pricing_id').notNull(),
  segment: text('segment').notNull(),
  favouriteNumbers: jsonb('favourite_numbers').$type<Record<string, number[]>>().notNull().default({}),
  attribution: jsonb('attribution').$type<Record<string, string>>(),
  createdAt: createdAt(),
  /** Customer overview flags that send the storefront to /force-password-change or upgrade-account. */
  forcePasswordChange: boolean('force_password_change').notNull().default(false),
  accountUpgrade: boolean('account_upgrade').notNull().default(false),
  /** Two-factor: null when off. */
  twoFactorMethod: text('two_factor_method').$type<'email' | 'authenticator'>(),
  /** Base32 TOTP secret of the confirmed authenticator, and one being set up. */
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  /** The last accepted TOTP time step, so a code is not accepted twice. */
  totpLastStep: integer('totp_last_step'),
  /** Wrong two-factor codes in a row; at the limit the account is locked until support unlocks it. */
  failedOtpCount: integer('failed_otp_count').notNull().default(0),
  twoFactorLockedAt: instant('two_factor_locked_at'),
  /** Wrong passwords since `failedPasswordSince`; at the limit sign-in is refused until `passwordLockedUntil`. */
  failedPasswordCount: integer('failed_password_count').notNull().default(0),
  failedPasswordSince: instant('failed_password_since'),
  passwordLockedUntil: instant('password_locked_until'),
  /** Superseded by `customer_limits`: a value left here is moved into a weekly limit row at start-up. */
  weeklySpendLimitCents: cents('weekly_spend_limit_cents'),
  /** Identity verified; an unverified customer's cart above the threshold is blocked (verify_account_required). */
  isVerified: boolean('is_verified').notNull().default(true),
  /** Legacy-account migration (shop-core §4); an offer with migration_restriction is refused while it is pending. */
  migrationStatus: text('migration_status')
    .$type<'ineligible' | 'eligible_soft' | 'eligible_hard' | 'in_progress' | 'migrated'>()
    .notNull()
    .default('ineligible'),
  /** Why the account cannot buy: self_excluded or closed (block reason `close`), suspended (`fixed`); null when active. */
  accountRestriction: text('account_restriction').$type<'self_excluded' | 'closed' | 'suspended'>(),
  /** Verification methods tried, by type, with their status (shop-core §4); absent types are not_attempted. */
  verificationMethods: jsonb('verification_methods').$type<Record<string, string>>().notNull().default({}),
});
