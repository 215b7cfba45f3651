/**
 * The purchase transaction. With the customer row locked (so a customer's purchases run one at
 * a time and the wallet cannot be spent twice), it prices the cart again, records the card
 * deposit if there was one, checks the wallet covers the total, writes the checkout, one order
 * per item, one ticket per draw per order and the ledger debit, empties the cart, and completes
 * the pending purchase of the card charge and the idempotency key.
 *
 * Round trips are what a purchase costs the most (docs/performance.md): after the locks, one
 * statement reads the cart, its promotion and the customer's standing (cart/loadCartState), the
 * catalogue comes from memory (catalogue/catalogueCache), the draws are locked by one, and one
 * statement writes everything (purchase/writePurchase). Most purchases do not come here: one made
 * at once (purchase/purchaseAtOnce) writes the same rows (purchaseRows) in one statement when
 * nothing changed since the key's statement read the cart; this transaction is for the rest.
 */
import type { Clock } from '../clock';
import { type CartItemInput, type ItemRuleOptions, type PricedItem, priceCartItem } from '../cart/cartItemRules';
import type { CheckoutRows, ReceiptTicket } from './loadReceipt';
import { type CartRow, clearItems, listItems, storedInput } from '../cart/cartStore';
import { loadCartOf, type MainCartOf } from '../cart/loadCartState';
import type { DbOrTx, Tx } from '../db/Db';
import { newId } from '../db/ids';
import type { checkouts, ledgerEntries, payments, promotionRedemptions, tickets } from '../db/schema';
import { runStatement, statement } from '../db/statements';
import { fail } from '../http/ApiFailure';
import { claimShares } from '../cart/rules/syndicateRules';
import { type SettledCart, settleCart } from '../cart/settleCart';
import { type IdempotencyRef, requestHash } from './idempotency';
import { type CardCharge, chargeIntent, type PurchaseIntentRow } from './purchaseIntents';
import { dueCents, issueTickets, lotteryTicketRows } from './issueTickets';
import { lockPurchaseDraws } from './lockPurchaseDraws';
import { NO_ROWS, type PurchaseFinish, writePurchase } from './writePurchase';
import { type OrderRow, orderRowOf } from './orderRow';
import { startRecurring } from '../recurring/startRecurring';

export const DEPOSIT_TOO_SMALL = 'The deposit does not cover the amount due.';
/** Settling a charge after a crash buys only what the cart held when the card was charged. */
export const CART_CHANGED_SINCE_CHARGE = 'The cart changed after the card was charged.';

export type { CardCharge };

export interface PurchaseOrder {
  customerId: string;
  /** The cart bought: its row, or (the main cart) its owner, found under the lock with its state. */
  cart: CartRow | MainCartOf;
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

const lockCustomerStatement = statement<{ id: string }>('lock_customer', 'select id from customers where id = $1 for update');

/**
 * An item whose order is its tickets, one per draw, and nothing else: these are written with the
 * purchase's other rows. The rest (raffle numbers, pre-orders and later weeks scheduled, shares
 * claimed, a membership granted, a recurring purchase started) take statements of their own.
 */
export function isPlainItem(item: PricedItem): boolean {
  return (
    item.offer.offer.type === 'lottery_ticket' &&
    !item.preOrder &&
    !item.syndicate &&
    !item.input.recurring &&
    (item.laterDraws ?? []).length === 0 &&
    item.draws.length > 0 &&
    item.draws.every((draw) => draw.kind === 'lottery')
  );
}

/**
 * A purchase's rows, priced and settled: what both the transaction and a purchase made at once
 * write. `clearCartId`: the cart its finish empties, or null when it was emptied already.
 */
export function purchaseRows(
  now: Date,
  order: Pick<PurchaseOrder, 'customerId' | 'card' | 'idempotency' | 'partnerSlug' | 'channelKey' | 'metadata'>,
  clearCartId: string | null,
  items: PricedItem[],
  settled: SettledCart,
  available: number,
  intent: Pick<PurchaseIntentRow, 'id' | 'customerId' | 'route' | 'idempotencyKey'> | null,
  respond: (written: CheckoutRows) => unknown,
) {
  const totalCents = settled.totalCents;
  const depositCents = order.card?.amountCents ?? 0;
  const payment: typeof payments.$inferSelect | null = order.card
    ? {
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
      }
    : null;
  const checkout: typeof checkouts.$inferSelect = {
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
  };
  const checkoutId = checkout.id;
  const redemption: typeof promotionRedemptions.$inferSelect | null = settled.promotion
    ? { id: newId(), code: settled.promotion.code, customerId: order.customerId, checkoutId, discountCents: settled.promotion.discountCents, createdAt: now }
    : null;
  const ledger: (typeof ledgerEntries.$inferSelect)[] = [
    ...(order.card && payment
      ? [
          {
            id: newId(),
            customerId: order.customerId,
            kind: 'deposit' as const,
            amountCents: depositCents,
            checkoutId,
            paymentId: payment.id,
            ticketId: null,
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
      paymentId: null,
      ticketId: null,
      description: `Purchase of ${items.length} item${items.length === 1 ? '' : 's'}`,
      createdAt: now,
    },
  ];

  const orderRows: OrderRow[] = [];
  const plainTickets: (typeof tickets.$inferSelect)[] = [];
  /** Each item's tickets as the receipt shows them, in item order. */
  const itemTickets: ReceiptTicket[][] = [];
  for (const [position, item] of items.entries()) {
    // A membership is the one product without draws.
    if (!item.draws[0] && item.offer.offer.type !== 'membership') throw new Error('A priced item has no draw');
    const orderRow = orderRowOf(item, {
      checkoutId,
      customerId: order.customerId,
      position,
      status: item.preOrder ? 'pre_order' : 'purchased',
      createdAt: now,
    });
    orderRows.push(orderRow);
    if (isPlainItem(item)) {
      // issueTickets' lottery tickets: one per draw, in one statement with the rest.
      const lottery = lotteryTicketRows(now, order.customerId, orderRow.id, item);
      plainTickets.push(...lottery.rows);
      itemTickets.push(lottery.written);
    } else {
      itemTickets.push([]);
    }
  }
  const rows = { payment, checkout, redemption, ledger, orders: orderRows, tickets: plainTickets };
  const finishing = (written: CheckoutRows): PurchaseFinish => ({
    idempotency: order.idempotency,
    response: respond(written),
    clearCartId,
    intent: intent && payment ? { id: intent.id, customerId: intent.customerId, route: intent.route, idempotencyKey: intent.idempotencyKey, checkoutId, paymentId: payment.id } : null,
  });
  const writtenRows = (): CheckoutRows => ({ checkout, orders: orderRows, tickets: itemTickets.flat(), payment: payment ? { brand: payment.brand, last4: payment.last4 } : null });

  return { rows, finishing, writtenRows, orderRows, itemTickets };
}

export async function completePurchase(
  tx: Tx,
  clock: Clock,
  order: PurchaseOrder,
  respond: (written: CheckoutRows) => unknown,
): Promise<unknown> {
  const now = clock.now();
  // The cart's standing (balance, limits) is read for its owner: it must be this purchase's customer.
  if (order.cart.customerId !== order.customerId) throw new Error('A purchase buys its own customer\'s cart');
  // The customer first; with a card, in the same statement, its pending purchase, which must still
  // be unsettled (a settler may have got there first) and is marked charged.
  let intent: PurchaseIntentRow | null = null;
  if (order.card) intent = await chargeIntent(tx, clock, order.card, order.customerId);
  else await runStatement(tx, lockCustomerStatement, [order.customerId]);
  // The cart, its promotion and the customer's limits, spending and balance, read under the lock.
  const { cart, state } = await loadCartOf(tx, order.cart, now, true);
  if (!cart) fail(order.emptyCode);
  const inputs = order.replaceWith ? [order.replaceWith] : state.items.map(storedInput);
  if (order.expectedItemsHash !== undefined && inputsHash(inputs) !== order.expectedItemsHash) {
    fail('checkout_failure', { message: CART_CHANGED_SINCE_CHARGE });
  }

  // An item that replaces the cart's content is bought as priced here: the cart is emptied first
  // (its promotion with it) and stays empty (the item is never written to it only to be read back and removed again).
  if (order.replaceWith) await clearItems(tx, clock, cart.id);
  const items = await priceInputs(tx, clock, cart, inputs, order.rules);
  if (items.length === 0) fail(order.emptyCode);
  // No draw may close (and be drawn) while this purchase writes tickets into it: a purchase of
  // plain lottery tickets has the one statement that writes them lock their draws first
  // (purchase/writePurchase); any other locks them now (purchase/lockPurchaseDraws).
  const plain = items.every(isPlainItem);
  if (!plain) await lockPurchaseDraws(tx, clock, items);
  // Pre-orders are scheduled, not paid now: what is due leaves them out (shop-core §5).
  // The cart's promotion is judged again and a blocked cart refused (cart/settleCart).
  const settled = await settleCart(tx, clock, order.customerId, { promotion: order.replaceWith ? null : state.promotion, standing: state.standing }, dueCents(items));
  const totalCents = settled.totalCents;
  // Read with the standing under the lock (loadCartState's `true`); no standing is no customer, with nothing in a wallet.
  const balanceBefore = state.standing?.balanceCents ?? 0;

  const depositCents = order.card?.amountCents ?? 0;
  const available = balanceBefore + depositCents;
  if (available < totalCents) {
    fail('insufficient_funds', order.card ? { message: DEPOSIT_TOO_SMALL } : {});
  }
  // A replaced cart was emptied above, and nothing was put in it since.
  const clearCartId = order.replaceWith ? null : cart.id;
  const { rows, finishing, writtenRows, orderRows, itemTickets } = purchaseRows(now, order, clearCartId, items, settled, available, intent, respond);
  if (plain) {
    const finish = finishing(writtenRows());
    const drawIds = [...new Set(items.flatMap((item) => item.draws.map((draw) => draw.id)))].sort();
    if (!(await writePurchase(tx, order.customerId, now, rows, finish, drawIds))) {
      // A draw stopped selling since it was priced: refused with its reason (closed, sold out, drawn).
      await lockPurchaseDraws(tx, clock, items);
      fail('draw_closed', { field: 'drawNo' });
    }
    return finish.response;
  }
  await writePurchase(tx, order.customerId, now, rows, null);
  for (const [position, item] of items.entries()) {
    if (isPlainItem(item)) continue;
    const orderRow = orderRows[position] as OrderRow;
    if (item.syndicate) await claimShares(tx, item.syndicate.key, item.input.details.numShares ?? 0);
    itemTickets[position] = await issueTickets(tx, now, order.customerId, orderRow.id, item);
    // A recurring item goes on as an autoplay or subscription (recurring/autoplayEngine buys its later draws).
    await startRecurring(tx, now, order.customerId, orderRow.id, item);
  }
  const finish = finishing(writtenRows());
  await writePurchase(tx, order.customerId, now, NO_ROWS, finish);
  return finish.response;
}
