/**
 * Identity (issue 12, parts 7–8): verification submissions and their files, social sign-in
 * links, the sandbox identity provider's own accounts, and terms-and-conditions acceptances.
 */
import { customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { customers } from './customers';

/** Raw bytes (PostgreSQL bytea): uploads live in the database, never in a process's memory between requests. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  // node-postgres gives a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayLike<number>)),
});

export type VerificationSubmissionStatus = 'pending' | 'approved' | 'refused';
export type VerificationProviderMethod = 'photo_id_upload' | 'connect_id' | 'greenid_ui';

/**
 * One attempt to verify a customer's identity by a method that needs a decision from someone
 * else: photos for a reviewer, or a provider's session (ConnectID, greenID) waiting for its answer.
 */
export const verificationSubmissions = pgTable(
  'verification_submissions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    method: text('method').$type<VerificationProviderMethod>().notNull(),
    status: text('status').$type<VerificationSubmissionStatus>().notNull().default('pending'),
    /** A provider's session: the `state` its callback must echo (hashed), and the provider's reference once answered. */
    providerStateHash: text('provider_state_hash').unique(),
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
    /** Who decided: `operator` (the review command) or the provider's name. */
    decidedBy: text('decided_by'),
    /** Why it was refused, shown to the customer. */
    refusalReason: text('refusal_reason'),
  },
  (t) => [index('verification_submissions_customer_idx').on(t.customerId), index('verification_submissions_status_idx').on(t.status)],
);

/** The photos of a photo_id_upload submission: type checked by their first bytes, size bounded. */
export const verificationFiles = pgTable(
  'verification_files',
  {
    id: text('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => verificationSubmissions.id),
    /** The form field the file came in (e.g. `files`); the name the browser gave is not kept. */
    fieldName: text('field_name').notNull(),
    /** The type its content shows (image/jpeg, image/png, application/pdf), not the one the browser claimed. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytes('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('verification_files_submission_idx').on(t.submissionId)],
);

/** A customer's sign-in with an outside identity provider: the provider's subject proves who signs in. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** The email the provider gave when linked, shown in the list. */
    email: text('email').notNull(),
    linkedAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identities_subject_idx').on(t.provider, t.subject), uniqueIndex('social_identities_customer_idx').on(t.customerId, t.provider)],
);

/**
 * The sandbox identity provider's own accounts (demo only): an identity is its email and a
 * password set on first use, so a sandbox identity cannot be claimed by someone else later.
 */
export const sandboxIdentityAccounts = pgTable('sandbox_identity_accounts', {
  subject: text('subject').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** Accepted terms: `terms` (the shop's T&C by version) or `location` (the customer's location confirmed for play). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').$type<'terms' | 'location'>().notNull(),
    version: text('version').notNull(),
    /** The country the request was located in when accepted (ISO 3166 alpha-2), when known. */
    countryCode: text('country_code'),
    acceptedAt: createdAt(),
  },
  (t) => [uniqueIndex('terms_acceptances_once_idx').on(t.customerId, t.kind, t.version)],
);
