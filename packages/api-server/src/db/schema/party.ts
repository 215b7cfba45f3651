import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, instant } from './columns';
import { syndicates } from './catalogue';
import { customers } from './customers';
import { draws } from './draws';

/**
 * Group play, the lotto party (party/): groups, their members, invitations and sessions. A
 * session's group ticket is a syndicate row of its own (`syndicateKey`), so its shares are bought
 * through the ordinary cart and purchase and its winnings split by share as a syndicate's are.
 */
export const lottoPartyGroups = pgTable(
  'lotto_party_groups',
  {
    id: text('id').primaryKey(),
    groupName: text('group_name').notNull(),
    publicityStatus: text('publicity_status').$type<'private' | 'promoted' | 'public'>().notNull(),
    organiserId: text('organiser_id')
      .notNull()
      .references(() => customers.id),
    createdAt: createdAt(),
  },
  // "HTTP 409 means duplicate group name": one organiser never has two groups of one name.
  (t) => [uniqueIndex('lotto_party_groups_name_idx').on(t.organiserId, sql`lower(${t.groupName})`)],
);

/** Current members; leaving deletes the row (their orders stay theirs). */
export const lottoPartyMembers = pgTable(
  'lotto_party_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => lottoPartyGroups.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    role: text('role').$type<'organiser' | 'member'>().notNull(),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.customerId] }), index('lotto_party_members_customer_idx').on(t.customerId)],
);

/** An invitation by email (mailed through the outbox) or a link (email null, usable by anyone holding it until the group is left). */
export const lottoPartyInvitations = pgTable(
  'lotto_party_invitations',
  {
    token: text('token').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => lottoPartyGroups.id),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => customers.id),
    email: text('email'),
    status: text('status').$type<'pending' | 'accepted' | 'declined'>().notNull(),
    respondedBy: text('responded_by').references(() => customers.id),
    respondedAt: instant('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('lotto_party_invitations_email_idx').on(t.email), index('lotto_party_invitations_group_idx').on(t.groupId)],
);

/** A group's play for one draw. `status` is what the organiser set; the view adds closed and paid from the draw. */
export const lottoPartySessions = pgTable(
  'lotto_party_sessions',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => lottoPartyGroups.id),
    syndicateKey: text('syndicate_key')
      .notNull()
      .unique()
      .references(() => syndicates.key),
    drawId: text('draw_id')
      .notNull()
      .references(() => draws.id),
    status: text('status').$type<'open' | 'closed' | 'cancelled'>().notNull(),
    autosessionStatus: text('autosession_status').$type<'on' | 'paused' | 'off'>().notNull(),
    numGames: integer('num_games').notNull(),
    costPerShareCents: cents('cost_per_share_cents').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => customers.id),
    createdAt: createdAt(),
    closedAt: instant('closed_at'),
    /** The session this one continues (AutoPlay on): each session is continued once (party/renewAutosessions). */
    renewedFrom: text('renewed_from').unique(),
  },
  (t) => [index('lotto_party_sessions_group_idx').on(t.groupId, t.createdAt)],
);
