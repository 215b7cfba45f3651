import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GameNumbers } from '@drawkit/contract';
import { instant, createdAt } from './columns';
import { productOffers } from './catalogue';
import { customers } from './customers';
import { partners } from './partners';

/** What a cart item or order holds beyond a lottery ticket's fields (raffles, syndicates, days, pre-orders). */
export interface ItemDetails {
  causeKey?: string | null;
  bundleKey?: string | null;
  syndicateKey?: string | null;
  numShares?: number | null;
  recurringType?: 'autoplay' | 'subscription' | 'combined_recurring_purchase' | null;
  preOrder?: boolean;
  days?: number | null;
  numWeeks?: number | null;
  entryCount?: number | null;
  drawOffset?: number | null;
  productOfferKey?: string | null;
  /** Membership items: the programme (daily_winners). */
  membershipProgram?: string | null;
}

export type CartKind = 'main' | 'partner';

/** A cart: the customer's main cart, a partner cart, or an anonymous one (customer null, id is the reference). */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<CartKind>().notNull(),
    customerId: text('customer_id').references(() => customers.id),
    partnerSlug: text('partner_slug').references(() => partners.slug),
    status: text('status').$type<'active' | 'converted'>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_customer_main_idx')
      .on(t.customerId)
      .where(sql`${t.kind} = 'main' and ${t.status} = 'active' and ${t.customerId} is not null`),
    uniqueIndex('carts_customer_partner_idx')
      .on(t.customerId, t.partnerSlug)
      .where(sql`${t.kind} = 'partner' and ${t.status} = 'active' and ${t.customerId} is not null`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    /** Insertion order, kept when items move to another cart. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    offerKey: text('offer_key')
      .notNull()
      .references(() => productOffers.key),
    lotteryKey: text('lottery_key').notNull(),
    gameType: text('game_type').notNull(),
    gameOffer: text('game_offer').notNull(),
    games: jsonb('games').$type<GameNumbers[]>().notNull(),
    numDraws: integer('num_draws').notNull(),
    /** The first draw; null means the next open draw at the time of purchase. */
    drawNo: integer('draw_no'),
    recurring: boolean('recurring').notNull().default(false),
    quickpick: boolean('quickpick').notNull().default(false),
    affiliateCode: text('affiliate_code'),
    productType: text('product_type').$type<'lottery_ticket' | 'raffle_ticket' | 'syndicate_share' | 'membership'>().notNull().default('lottery_ticket'),
    details: jsonb('details').$type<ItemDetails>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);
