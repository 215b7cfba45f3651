/**
 * One purchase, start to end: get the Idempotency-Key (a repeat gets the first answer, and a key
 * whose request died is settled first), charge the card through the gateway BEFORE the
 * transaction when there is a deposit (with a pending purchase committed first; a decline
 * changes nothing), make the purchase at once when nothing it was priced from changed since the
 * key's statement read it (purchase/purchaseAtOnce), or else run the purchase transaction; and
 * refund the charge if that fails.
 */
import type { Clock } from '../clock';
import type { CartItemInput, ItemRuleOptions, PricedItem } from '../cart/cartItemRules';
import type { CartRow } from '../cart/cartStore';
import type { Db } from '../db/Db';
import { fail } from '../http/ApiFailure';
import type { BrowserInfo } from '@drawkit/contract';
import { authoriseCard, DepositPending } from '../payments/authoriseCard';
import type { CardDetails, PaymentGateway } from '../payments/PaymentGateway';
import { acquireIdempotencyKey } from './acquireIdempotencyKey';
import { storedInput } from '../cart/cartStore';
import { loadCartOf, type MainCartOf } from '../cart/loadCartState';
import { completePurchase, DEPOSIT_TOO_SMALL, inputsHash, priceInputs } from './completePurchase';
import { type IdempotencyRef, type ReserveKey, releaseIdempotencyKey, requestHash } from './idempotency';
import { type CartRead, reserveReadingCart } from './reserveReadingCart';
import { dueCents } from './issueTickets';
import { purchaseResponder } from './loadReceipt';
import type { CardCharge, PurchaseAnswer } from './purchaseIntents';
import { afterFailedPayment } from './settleReservation';
import { purchaseAtOnce } from './purchaseAtOnce';
import { assertDepositAllowedFor } from '../limits/depositLimit';

export interface PurchaseDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  publicOrigin: string;
}

export interface PurchaseRequest {
  customerId: string;
  idempotencyKey: string | null;
  /** Route name plus the parsed body (card number masked) make the idempotency hash. */
  route: string;
  hashBody: unknown;
  /** The cart bought: its row, or (the main cart) its owner, found with its state. */
  cart: CartRow | MainCartOf;
  replaceWith: CartItemInput | null;
  rules: ItemRuleOptions;
  emptyCode: 'cart_empty' | 'partner_cart_empty';
  /** A typed card (`card`, optionally saved), or a stored one (`methodId` plus its security code). */
  deposit: {
    amountCents: number;
    currency: string;
    card?: CardDetails;
    saveCard?: boolean | undefined;
    methodId?: string;
    securityCode?: string | undefined;
    browser?: Pick<BrowserInfo, 'challengeWindowSize'> | undefined;
  } | null;
  channelKey: string;
  partnerSlug: string | null;
  metadata: Record<string, unknown>;
  /** What the purchase answers with (built inside the transaction). */
  answer: PurchaseAnswer;
}

/** What a card number turns into before it goes near a hash or a log: brand-neutral last four. */
export function maskCard<T extends { number: string }>(card: T): Omit<T, 'number'> & { last4: string } {
  const { number, ...rest } = card;
  return { ...rest, last4: number.slice(-4) };
}

async function chargeDeposit(
  deps: PurchaseDeps,
  request: PurchaseRequest,
  deposit: NonNullable<PurchaseRequest['deposit']>,
  hash: string,
  idempotencyKey: string,
  reservedWith: CartRead | null,
): Promise<{ charge: CardCharge; cart: CartRow; items: PricedItem[] } | DepositPending> {
  if (deposit.currency !== 'AUD') fail('validation_failed', { field: 'deposit.amount.currency', message: 'Deposits are in AUD.' });
  // Check before charging: the deposit must cover what the wallet does not. One read for the
  // cart, the customer's balance, account and deposit limit (cart/loadCartState), usually the
  // one that reserved the key.
  const { cart, state } = reservedWith ?? (await loadCartOf(deps.db, request.cart, deps.clock.now(), true));
  if (!cart) fail(request.emptyCode);
  const inputs = request.replaceWith ? [request.replaceWith] : state.items.map(storedInput);
  const items = await priceInputs(deps.db, deps.clock, cart, inputs, request.rules);
  if (items.length === 0) fail(request.emptyCode);
  const total = dueCents(items);
  // Read with the standing (loadCartState's `true`); no standing is no customer, with nothing in a wallet.
  const balance = state.standing?.balanceCents ?? 0;
  if (deposit.amountCents < total - balance) fail('insufficient_funds', { message: DEPOSIT_TOO_SMALL, field: 'deposit.amount' });
  // The account and its deposit (precommitment) limit allow this deposit (limits/).
  await assertDepositAllowedFor(deps.db, deps.clock, request.customerId, state.standing, deposit.amountCents, 'deposit.amount');

  let source: Parameters<typeof authoriseCard>[1]['source'];
  if (deposit.methodId) source = { fundId: deposit.methodId, securityCode: deposit.securityCode };
  else if (deposit.card) source = { card: deposit.card, save: deposit.saveCard ?? false };
  else fail('validation_failed', { field: 'deposit.card', message: 'Please enter a card or choose a stored one.' });
  const authorised = await authoriseCard(deps, {
    customerId: request.customerId,
    route: request.route,
    idempotencyKey,
    hash,
    amountCents: deposit.amountCents,
    source,
    browser: deposit.browser,
    field: 'deposit',
    // Enough to finish the purchase without this request, should it die after the charge.
    target: {
      kind: 'purchase',
      purchase: {
        cartId: cart.id,
        ...termsOf(request),
        answer: request.answer,
        itemsHash: inputsHash(inputs),
      },
    },
  });
  return authorised instanceof DepositPending ? authorised : { charge: authorised, cart, items };
}

/** What the purchase buys and how, beyond the cart: the same whether this request or a settlement completes it. */
function termsOf(request: PurchaseRequest) {
  const { replaceWith, rules, emptyCode, channelKey, partnerSlug, metadata } = request;
  return { replaceWith, rules, emptyCode, channelKey, partnerSlug, metadata };
}

export async function runPurchase(deps: PurchaseDeps, request: PurchaseRequest): Promise<unknown> {
  if (!request.idempotencyKey) fail('idempotency_key_missing');
  // A card purchase reads the cart with the buyer's standing before anything is charged.
  if (request.cart.customerId !== request.customerId) throw new Error('A purchase buys its own customer\'s cart');
  const ref: IdempotencyRef = { customerId: request.customerId, key: request.idempotencyKey };
  const hash = requestHash(request.route, request.hashBody);
  // The statement that reserves the key reads the cart too (reserveReadingCart): a card purchase
  // checks its deposit against it, and a purchase made at once is priced from it (or, when a
  // partner purchase replaces its cart's content with one item, empties what it read).
  const reservedWith: { read: CartRead | null } = { read: null };
  const reserve: ReserveKey = async (db, clock, key, route, keyHash) => {
    const first = await reserveReadingCart(db, clock, key, route, keyHash, request.cart);
    reservedWith.read = first.read;
    return first.reservation;
  };
  const acquired = await acquireIdempotencyKey(deps, ref, request.route, hash, { reserve });
  if (acquired.kind === 'replay') return acquired.response;

  let charge: CardCharge | null = null;
  let cart = request.cart;
  // What the deposit was checked against, priced once: a purchase made at once buys it as priced.
  let pricedForCharge: PricedItem[] | null = null;
  try {
    if (request.deposit) {
      const authorised = await chargeDeposit(deps, request, request.deposit, hash, ref.key, reservedWith.read);
      if (authorised instanceof DepositPending) {
        // Nothing was bought: the same request is sent again once the challenge is done.
        await releaseIdempotencyKey(deps.db, ref);
        return authorised;
      }
      // The charge buys the cart it was checked against.
      ({ charge, cart, items: pricedForCharge } = authorised);
    }
    const read = reservedWith.read;
    if (read) {
      const order = { ...termsOf(request), customerId: request.customerId, card: charge, idempotency: ref, intent: charge ? { route: request.route } : null };
      const made = await purchaseAtOnce(deps.db, deps.clock, order, read, purchaseResponder(request.answer), pricedForCharge);
      if (made) return made.answer;
    }
    const card = charge;
    return await deps.db.transaction((tx) =>
      completePurchase(
        tx,
        deps.clock,
        {
          customerId: request.customerId,
          cart,
          ...termsOf(request),
          card,
          idempotency: ref,
        },
        purchaseResponder(request.answer),
      ),
    );
  } catch (error) {
    return await afterFailedPayment(deps, ref, charge, error);
  } finally {
    acquired.done();
  }
}
