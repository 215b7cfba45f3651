import type { CommunicationChannel } from '@drawkit/contract';
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { customers } from './customers';

/**
 * The account area's settings of a customer (issue 12): phone, the confirmations the overview
 * reports, and communication preferences. No row: no phone, nothing to confirm, and the
 * preferences' defaults (email as opted in at sign-up, the rest off).
 */
export const accountSettings = pgTable('account_settings', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id),
  phone: text('phone'),
  /** Set by a change of postal address; cleared by `PATCH /customer/confirm-address` or its link. */
  addressConfirmationRequired: boolean('address_confirmation_required').notNull().default(false),
  /** Set at sign-up and by a change of email; cleared by `PATCH /customer/confirm-email-address` or its link. */
  emailConfirmationRequired: boolean('email_confirmation_required').notNull().default(false),
  /** Map of channel to enabled; null until first saved. */
  communicationPreferences: jsonb('communication_preferences').$type<Partial<Record<CommunicationChannel, boolean>>>(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Each marketing unsubscribe, with the reasons given and the offer the email was about. */
export const unsubscribeRequests = pgTable(
  'unsubscribe_requests',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    productOfferKey: text('product_offer_key'),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('unsubscribe_requests_customer_idx').on(t.customerId)],
);

/** Closed accounts: when, and the reason the customer gave (the customer row keeps restriction `closed`). */
export const accountClosures = pgTable('account_closures', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id),
  reason: text('reason'),
  closedAt: instant('closed_at').notNull(),
});
