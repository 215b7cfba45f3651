/** Carts and their items in the database. A cart's id is its reference. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { newId, randomToken } from '../db/ids';
import { runStatement, runStatementOne, type StatementValue, statement } from '../db/statements';
import { type CartKind, cartItems, cartPromotions, carts } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { CartItemInput } from './cartItemRules';
import { moveCartPromotion } from './promotions';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

/** Enough for any real basket; stops a client from growing a cart without bound. */
export const MAX_CART_ITEMS = 50;

export async function createAnonymousCart(
  db: DbOrTx,
  clock: Clock,
  kind: CartKind,
  partnerSlug: string | null = null,
): Promise<CartRow> {
  const now = clock.now();
  const [row] = await db
    .insert(carts)
    .values({ id: randomToken(18), kind, partnerSlug, customerId: null, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('Cart insert returned nothing');
  return row;
}

/** An active anonymous cart of this kind (and partner), or null. */
export async function findAnonymousCart(
  db: DbOrTx,
  reference: string,
  kind: CartKind,
  partnerSlug: string | null = null,
): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.id, reference),
        eq(carts.kind, kind),
        eq(carts.status, 'active'),
        isNull(carts.customerId),
        partnerSlug === null ? isNull(carts.partnerSlug) : eq(carts.partnerSlug, partnerSlug),
      ),
    );
  return row ?? null;
}

const CART_COLUMNS = `id, kind, customer_id as "customerId", partner_slug as "partnerSlug", status, created_at as "createdAt", updated_at as "updatedAt"`;
/**
 * The customer $1's active main cart, as a WHERE on `carts` (one at most: a partial unique index).
 * The kinds are written out, so the partial unique indexes on carts serve even a generic plan.
 */
export const MAIN_CART_OF_$1 = `customer_id = $1 and kind = 'main' and status = 'active' and partner_slug is null`;
const mainCartStatement = statement<CartRow>('customer_main_cart', `select ${CART_COLUMNS} from carts where ${MAIN_CART_OF_$1}`);
const partnerCartStatement = statement<CartRow>(
  'customer_partner_cart',
  `select ${CART_COLUMNS} from carts where customer_id = $1 and kind = 'partner' and status = 'active' and partner_slug = $2`,
);

/** The customer's main cart, or their cart for one partner; made on first use. */
export async function customerCart(
  db: DbOrTx,
  clock: Clock,
  customerId: string,
  kind: CartKind,
  partnerSlug: string | null = null,
): Promise<CartRow> {
  const find = async (): Promise<CartRow | null> => {
    if (kind === 'main' && partnerSlug === null) return runStatementOne(db, mainCartStatement, [customerId]);
    if (kind === 'partner' && partnerSlug !== null) return runStatementOne(db, partnerCartStatement, [customerId, partnerSlug]);
    const where = and(
      eq(carts.customerId, customerId),
      eq(carts.kind, kind),
      eq(carts.status, 'active'),
      partnerSlug === null ? isNull(carts.partnerSlug) : eq(carts.partnerSlug, partnerSlug),
    );
    const [row] = await db.select().from(carts).where(where);
    return row ?? null;
  };
  const existing = await find();
  if (existing) return existing;
  const now = clock.now();
  // Two first requests may race; the partial unique index lets one insert win.
  await db
    .insert(carts)
    .values({ id: randomToken(18), kind, partnerSlug, customerId, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const row = await find();
  if (!row) throw new Error('Customer cart could not be created');
  return row;
}

export async function listItems(db: DbOrTx, cartId: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.seq));
}

function itemValues(input: CartItemInput, offerKey: string) {
  return {
    offerKey,
    lotteryKey: input.lotteryKey,
    gameType: input.gameType,
    gameOffer: input.gameOffer,
    games: input.games,
    numDraws: input.numDraws,
    drawNo: input.drawNo,
    recurring: input.recurring,
    quickpick: input.quickpick,
    affiliateCode: input.affiliateCode,
    productType: input.productType,
    details: input.details,
  };
}

async function touch(db: DbOrTx, cartId: string, clock: Clock): Promise<void> {
  await db.update(carts).set({ updatedAt: clock.now() }).where(eq(carts.id, cartId));
}

/** The columns an add statement inserts: id, cart_id, then itemStatementValues' twelve, then created_at. */
export const CART_ITEM_COLUMNS = `id, cart_id, offer_key, lottery_key, game_type, game_offer, games, num_draws, draw_no,
      recurring, quickpick, affiliate_code, product_type, details, created_at`;

/** The types of itemStatementValues, in its order. */
const ITEM_VALUE_CASTS = ['', '', '', '', '::jsonb', '::int', '::int', '::boolean', '::boolean', '', '', '::jsonb'];

/** itemStatementValues' placeholders, typed, from `$first` on. */
export function itemPlaceholders(first: number): string {
  return ITEM_VALUE_CASTS.map((cast, index) => `$${first + index}${cast}`).join(', ');
}

// One statement: the count check, the insert and the cart's updated_at (three before).
const addItemStatement = statement<{ added: number }>(
  'cart_add_item',
  `with counted as (select count(*)::int as n from cart_items where cart_id = $2),
  added as (
    insert into cart_items (${CART_ITEM_COLUMNS})
    select $1, $2, ${itemPlaceholders(3)}, $15::timestamptz
    where (select n from counted) < $16::int
    returning id),
  touched as (update carts set updated_at = $15::timestamptz where id = $2 and exists (select 1 from added))
  select (select count(*) from added)::int as added`,
);

/** An item's columns for the add statements, offer_key to details (cart/addToMainCart inserts the same). */
export function itemStatementValues(input: CartItemInput, offerKey: string): StatementValue[] {
  const item = itemValues(input, offerKey);
  return [
    item.offerKey,
    item.lotteryKey,
    item.gameType,
    item.gameOffer,
    JSON.stringify(item.games),
    item.numDraws,
    item.drawNo,
    item.recurring,
    item.quickpick,
    item.affiliateCode,
    item.productType,
    JSON.stringify(item.details),
  ];
}

export const CART_FULL_MESSAGE = `A cart holds at most ${MAX_CART_ITEMS} items.`;

export async function addItem(db: DbOrTx, clock: Clock, cartId: string, input: CartItemInput, offerKey: string): Promise<string> {
  const id = newId();
  const [row] = await runStatement(db, addItemStatement, [id, cartId, ...itemStatementValues(input, offerKey), clock.now().toISOString(), MAX_CART_ITEMS]);
  if (!row?.added) fail('validation_failed', { message: CART_FULL_MESSAGE });
  return id;
}

export async function updateItem(
  db: DbOrTx,
  clock: Clock,
  cartId: string,
  itemId: string,
  input: CartItemInput,
  offerKey: string,
): Promise<void> {
  const updated = await db
    .update(cartItems)
    .set(itemValues(input, offerKey))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) fail('cart_item_not_found', { field: 'id' });
  await touch(db, cartId, clock);
}

export async function removeItem(db: DbOrTx, clock: Clock, cartId: string, itemId: string): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) fail('cart_item_not_found', { field: 'id' });
  await touch(db, cartId, clock);
}

export async function clearItems(db: DbOrTx, clock: Clock, cartId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  // A promotion is spent with the items it discounted.
  await db.delete(cartPromotions).where(eq(cartPromotions.cartId, cartId));
  await touch(db, cartId, clock);
}

/** Moves every item (and the promotion) of an anonymous cart into another cart and retires the anonymous one. */
export async function takeOverCart(db: DbOrTx, clock: Clock, from: CartRow, to: CartRow): Promise<void> {
  await db.update(cartItems).set({ cartId: to.id }).where(eq(cartItems.cartId, from.id));
  await moveCartPromotion(db, from.id, to.id);
  await db.update(carts).set({ status: 'converted', updatedAt: clock.now() }).where(eq(carts.id, from.id));
  await touch(db, to.id, clock);
}

export function storedInput(row: CartItemRow): CartItemInput {
  return {
    lotteryKey: row.lotteryKey,
    gameType: row.gameType,
    gameOffer: row.gameOffer,
    games: row.games,
    numDraws: row.numDraws,
    recurring: row.recurring,
    drawNo: row.drawNo,
    quickpick: row.quickpick,
    affiliateCode: row.affiliateCode,
    productType: row.productType,
    details: row.details,
  };
}
