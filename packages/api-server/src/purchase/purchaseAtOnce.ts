/**
 * A purchase made at once: one statement, outside any transaction, instead of the purchase
 * transaction's five (BEGIN, the customer's lock, the cart's state read again under it, the
 * write, COMMIT). It is priced from what the purchase's first statement read
 * (purchase/reserveReadingCart), and its statement writes only if none of that has changed since:
 * the customer row, their wallet balance row (which every purchase and every other movement of
 * money changes, through the ledger's triggers) and the cart's items, each by its version (xmin),
 * locked as it is checked (purchase/writePurchase: writePurchaseAtOnce). Otherwise it writes
 * nothing and the purchase transaction (purchase/completePurchase) runs as before, reading
 * everything again under the lock: so anything this path does not handle, it leaves to that one.
 *
 * What it handles: plain lottery tickets (completePurchase.isPlainItem), not blocked, that the
 * wallet (and the card's deposit) covers, bought from a cart without a promotion: the cart as it
 * is (the main cart, or one named by its id), or a partner purchase's one item that replaces the
 * cart's content (the items read are emptied, as the transaction's clearItems does).
 */
import type { Clock } from '../clock';
import type { ItemRuleOptions, PricedItem } from '../cart/cartItemRules';
import { settleCart } from '../cart/settleCart';
import type { DbOrTx } from '../db/Db';
import { ApiFailure } from '../http/ApiFailure';
import { isPlainItem, priceInputs, type PurchaseOrder, purchaseRows } from './completePurchase';
import { dueCents } from './issueTickets';
import type { CheckoutRows } from './loadReceipt';
import type { CartRead } from './reserveReadingCart';
import { storedInput } from '../cart/cartStore';
import { writePurchaseAtOnce } from './writePurchase';

export type AtOnceOrder = Pick<PurchaseOrder, 'customerId' | 'card' | 'idempotency' | 'replaceWith' | 'partnerSlug' | 'channelKey' | 'metadata'> & {
  rules: ItemRuleOptions;
  /** The card's pending purchase (authoriseCard), when there is a card. */
  intent: { route: string } | null;
};

/**
 * The purchase's answer when it was made at once; null when it is the purchase transaction's to
 * make. `priced`: the read's items as a card purchase already priced them to check its deposit.
 */
export async function purchaseAtOnce(
  db: DbOrTx,
  clock: Clock,
  order: AtOnceOrder,
  read: CartRead,
  respond: (written: CheckoutRows) => unknown,
  priced: PricedItem[] | null = null,
): Promise<{ answer: unknown } | null> {
  const { cart, state, versions } = read;
  if (!cart || !versions || !state.standing || state.promotion) return null;
  const inputs = order.replaceWith ? [order.replaceWith] : state.items.map(storedInput);
  if (inputs.length === 0) return null;
  const now = clock.now();
  try {
    const items = priced ?? (await priceInputs(db, clock, cart, inputs, order.rules));
    if (items.length === 0 || !items.every(isPlainItem)) return null;
    const settled = await settleCart(db, clock, order.customerId, { promotion: null, standing: state.standing }, dueCents(items));
    const available = (state.standing.balanceCents ?? 0) + (order.card?.amountCents ?? 0);
    if (available < settled.totalCents) return null;
    const intent = order.card && order.intent
      ? { id: order.card.intentId, customerId: order.customerId, route: order.intent.route, idempotencyKey: order.idempotency.key }
      : null;
    // The write empties the cart of the items read (writePurchaseAtOnce), bought or replaced.
    const made = purchaseRows(now, order, cart.id, items, settled, available, intent, respond);
    const finish = made.finishing(made.writtenRows());
    const drawIds = [...new Set(items.flatMap((item) => item.draws.map((draw) => draw.id)))].sort();
    const charge = order.card ? { reference: order.card.reference, brand: order.card.brand, last4: order.card.last4 } : null;
    const itemIds = state.items.map((item) => item.id);
    return (await writePurchaseAtOnce(db, order.customerId, now, made.rows, finish, drawIds, versions, itemIds, charge)) ? { answer: finish.response } : null;
  } catch (error) {
    // A refusal (a rule, a limit, a closed draw) is the purchase transaction's to give, from what it reads under the lock.
    if (error instanceof ApiFailure) return null;
    throw error;
  }
}
