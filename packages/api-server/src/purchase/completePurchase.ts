/**
 * The purchase transaction. With the customer row locked (so a customer's purchases run one at
 * a time and the wallet cannot be spent twice), it prices the cart again, records the card
 * deposit if there was one, checks the wallet covers the total, writes the checkout, one order
 * per item, one ticket per draw per order and the ledger debit, empties the cart, and completes
 * the pending purchase of the card charge and the idempotency key.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import { type CartItemInput, type ItemRuleOptions, type PricedItem, priceCartItem } from '../cart/cartItemRules';
import type { CheckoutRows } from './loadReceipt';
import { type CartRow, clearItems, listItems, storedInput } from '../cart/cartStore';
import type { DbOrTx, Tx } from '../db/Db';
import { newId } from '../db/ids';
import { checkouts, customers, ledgerEntries, orders, payments } from '../db/schema';
import { fail } from '../http/ApiFailure';
import { claimShares } from '../cart/rules/syndicateRules';
import { redeemSettled, settleCart } from '../cart/settleCart';
import { completeIdempotencyKey, type IdempotencyRef, requestHash } from './idempotency';
import { type CardCharge, lockChargedIntent, markCompleted, type PurchaseIntentRow } from './purchaseIntents';
import { dueCents, issueTickets } from './issueTickets';
import { lockPurchaseDraws } from './lockPurchaseDraws';
import { walletBalance } from './walletBalance';
import { startRecurring } from '../recurring/startRecurring';

export const DEPOSIT_TOO_SMALL = 'The deposit does not cover the amount due.';
/** Settling a charge after a crash buys only what the cart held when the card was charged. */
export const CART_CHANGED_SINCE_CHARGE = 'The cart changed after the card was charged.';

export type { CardCharge };

export interface PurchaseOrder {
  customerId: string;
  cart: CartRow;
  /** Replaces the cart's content first (partner purchase with a cart item). */
  replaceWith: CartItemInput | null;
  rules: ItemRuleOptions;
  emptyCode: 'cart_empty' | 'partner_cart_empty';
  channelKey: string;
  partnerSlug: string | null;
  metadata: Record<string, unknown>;
  card: CardCharge | null;
  idempotency: IdempotencyRef;
  /** When set, the cart must still hold exactly this (inputsHash) or nothing is bought. */
  expectedItemsHash?: string | undefined;
}

/** What a purchase would buy: the cart's items as stored, or the item that replaces them. */
export async function purchaseInputs(db: DbOrTx, cart: CartRow, replaceWith: CartItemInput | null): Promise<CartItemInput[]> {
  return replaceWith ? [replaceWith] : (await listItems(db, cart.id)).map(storedInput);
}

/** A hash of what a purchase would buy (purchaseInputs). */
export function inputsHash(inputs: readonly CartItemInput[]): string {
  return requestHash('items', inputs);
}

/** Prices purchase inputs; every rule applies, and nothing is removed or changed. */
export async function priceInputs(
  db: DbOrTx,
  clock: Clock,
  cart: CartRow,
  inputs: readonly CartItemInput[],
  rules: ItemRuleOptions,
): Promise<PricedItem[]> {
  const priced: PricedItem[] = [];
  // The buyer's restrictions apply too (cart/rules/restrictionRules).
  for (const input of inputs) priced.push(await priceCartItem(db, clock, input, { customerId: cart.customerId, ...rules }));
  return priced;
}

/** Prices what a purchase would buy; every rule applies, and nothing is removed or changed. */
export async function priceForPurchase(
  db: DbOrTx,
  clock: Clock,
  cart: CartRow,
  replaceWith: CartItemInput | null,
  rules: ItemRuleOptions,
): Promise<PricedItem[]> {
  return priceInputs(db, clock, cart, await purchaseInputs(db, cart, replaceWith), rules);
}

export async function completePurchase(
  tx: Tx,
  clock: Clock,
  order: PurchaseOrder,
  respond: (written: CheckoutRows) => unknown,
): Promise<unknown> {
  const now = clock.now();
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, order.customerId)).for('update');
  // The card's pending purchase must still be charged and unsettled (a settler may have got there first).
  const intent: PurchaseIntentRow | null = order.card ? await lockChargedIntent(tx, order.card.intentId) : null;
  const inputs = await purchaseInputs(tx, order.cart, order.replaceWith);
  if (order.expectedItemsHash !== undefined && inputsHash(inputs) !== order.expectedItemsHash) {
    fail('checkout_failure', { message: CART_CHANGED_SINCE_CHARGE });
  }

  // An item that replaces the cart's content is bought as priced here: the cart is emptied first
  // and stays empty (the item is never written to it only to be read back and removed again).
  if (order.replaceWith) await clearItems(tx, clock, order.cart.id);
  const items = await priceInputs(tx, clock, order.cart, inputs, order.rules);
  if (items.length === 0) fail(order.emptyCode);
  // No draw may close (and be drawn) while this purchase writes tickets into it.
  await lockPurchaseDraws(tx, clock, items);
  // Pre-orders are scheduled, not paid now: what is due leaves them out (shop-core §5).
  // The cart's promotion is judged again and a blocked cart refused (cart/settleCart).
  const settled = await settleCart(tx, clock, order.customerId, order.cart.id, dueCents(items));
  const totalCents = settled.totalCents;
  const balanceBefore = await walletBalance(tx, order.customerId);

  let payment: typeof payments.$inferInsert | null = null;
  if (order.card) {
    payment = {
      id: newId(),
      customerId: order.customerId,
      gateway: order.card.gateway,
      reference: order.card.reference,
      amountCents: order.card.amountCents,
      currency: 'AUD',
      status: 'succeeded',
      brand: order.card.brand,
      last4: order.card.last4,
      createdAt: now,
    };
    await tx.insert(payments).values(payment);
  }
  const depositCents = order.card?.amountCents ?? 0;
  const available = balanceBefore + depositCents;
  if (available < totalCents) {
    fail('insufficient_funds', order.card ? { message: DEPOSIT_TOO_SMALL } : {});
  }

  const [checkout] = await tx
    .insert(checkouts)
    .values({
      id: newId(),
      customerId: order.customerId,
      status: 'completed',
      totalCents,
      walletCents: Math.max(0, totalCents - depositCents),
      cardCents: depositCents,
      walletBalanceAfterCents: available - totalCents,
      paymentId: payment?.id ?? null,
      partnerSlug: order.partnerSlug,
      channelKey: order.channelKey,
      metadata: order.metadata,
      createdAt: now,
    })
    .returning();
  if (!checkout) throw new Error('The checkout insert returned nothing');
  const checkoutId = checkout.id;
  await redeemSettled(tx, clock, order.customerId, checkoutId, settled);
  // The card deposit (if any) and the purchase debit, in one statement.
  await tx.insert(ledgerEntries).values([
    ...(order.card && payment
      ? [
          {
            id: newId(),
            customerId: order.customerId,
            kind: 'deposit' as const,
            amountCents: depositCents,
            paymentId: payment.id,
            checkoutId,
            description: `Card deposit (${order.card.brand} ending ${order.card.last4})`,
            createdAt: now,
          },
        ]
      : []),
    {
      id: newId(),
      customerId: order.customerId,
      kind: 'purchase' as const,
      amountCents: -totalCents,
      checkoutId,
      description: `Purchase of ${items.length} item${items.length === 1 ? '' : 's'}`,
      createdAt: now,
    },
  ]);

  const written: CheckoutRows = { checkout, orders: [], tickets: [], payment: payment ? { brand: payment.brand, last4: payment.last4 } : null };
  for (const [position, item] of items.entries()) {
    const first = item.draws[0];
    // A membership is the one product without draws (its order's first draw is 0).
    if (!first && item.offer.offer.type !== 'membership') throw new Error('A priced item has no draw');
    if (item.syndicate) await claimShares(tx, item.syndicate.key, item.input.details.numShares ?? 0);
    const [orderRow] = await tx
      .insert(orders)
      .values({
        id: newId(),
        checkoutId,
        customerId: order.customerId,
        productType: item.offer.offer.type,
        status: item.preOrder ? 'pre_order' : 'purchased',
        details: item.input.details,
        offerKey: item.offer.offer.key,
        lotteryKey: item.input.lotteryKey,
        gameType: item.input.gameType,
        gameOffer: item.input.gameOffer,
        games: item.syndicate ? item.syndicate.games : item.input.games,
        numGames: item.numGames,
        numDraws: item.input.numDraws,
        firstDrawNo: first?.drawNo ?? 0,
        recurring: item.input.recurring,
        quickpick: item.input.quickpick,
        causeKey: item.causeKey,
        description: item.description,
        priceCents: item.totalPriceCents,
        position,
        createdAt: now,
      })
      .returning();
    if (!orderRow) throw new Error('The order insert returned nothing');
    written.orders.push(orderRow);
    written.tickets.push(...(await issueTickets(tx, now, order.customerId, orderRow.id, item)));
    // A recurring item goes on as an autoplay or subscription (recurring/autoplayEngine buys its later draws).
    await startRecurring(tx, now, order.customerId, orderRow.id, item);
  }

  // The ledger is the truth; this guards the invariant even if a rule above is ever wrong.
  if ((await walletBalance(tx, order.customerId)) < 0) throw new Error('Wallet balance would go below zero');
  // A replaced cart was emptied above and nothing was put in it since.
  if (!order.replaceWith) await clearItems(tx, clock, order.cart.id);
  const response = respond(written);
  if (intent && payment?.id) await markCompleted(tx, clock, intent, { checkoutId, paymentId: payment.id });
  await completeIdempotencyKey(tx, clock, order.idempotency, 200, response);
  return response;
}
