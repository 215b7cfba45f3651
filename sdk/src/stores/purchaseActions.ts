/**
 * What the purchase store does, loaded on first use (see purchaseStore.ts): the purchase calls,
 * card challenge details and stored-card management stay out of a page's first download until
 * the shopper pays or opens their payment methods.
 */
import type {
  ApiMessage,
  Cart,
  CartPurchaseRequest,
  DepositPurchaseRequest,
  PartnerCart,
  PartnerPurchaseRequest,
  PaymentMethod,
  PendingDeposit,
  PayPalDepositRequest,
  Receipt,
  RouteName,
  StoredFund,
} from '@drawkit/contract';
import { CHECKOUT_NOT_FOUND_MESSAGE, DEPOSIT_FAILURE_FALLBACK, PARTNER_CART_EMPTY_MESSAGE } from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';
import type { ActionResult, PurchaseResult, PurchaseState } from '../clientTypes';
import { isApiError } from '../errors/ApiError';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { browserInfo } from '../rules/cardChallenge';
import { purchaseDetails } from '../rules/purchaseDetails';
import { totalDue } from '../rules/totalDue';
import { createAttemptKeys } from './attemptKeys';
import type { PendingPurchase, PurchaseActions, PurchaseBody, PurchaseStores } from './purchaseStore';
import type { StoreContext } from './storeContext';

/** The page a purchase is made on, for metadata and the channel key; none outside a browser. */
function currentPageUrl(): string | undefined {
  return (globalThis as { location?: { href?: string } }).location?.href;
}

/** A purchase answer is a receipt, or (partner purchase, shop-specialised §7) just its id. */
function checkoutIdOf(result: unknown): string | undefined {
  if (typeof result === 'string' || typeof result === 'number') return String(result);
  const id = (result as { checkoutId?: unknown } | null)?.checkoutId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** A 202 deposit_pending answer: a card challenge (or PayPal approval) to finish first. */
function pendingOf(result: unknown, messages: ApiMessage[]): PendingDeposit | undefined {
  const pending = result as Partial<PendingDeposit> | null;
  if (messages.some((m) => m.code === 'deposit_pending') && typeof pending?.depositId === 'string') return pending as PendingDeposit;
  return undefined;
}

function isReceipt(result: unknown): result is Receipt {
  return checkoutIdOf(result) !== undefined && Array.isArray((result as { orders?: unknown }).orders);
}

export function createPurchaseActions(
  context: StoreContext,
  stores: PurchaseStores,
  store: StoreApi<PurchaseState>,
  pending: PendingPurchase,
): PurchaseActions {
  const { api, emit } = context;
  const set = store.setState;
  const attempts = createAttemptKeys();

  const walletBalance = () => {
    const customer = stores.session.getState().customer;
    return customer?.availableFunds ?? customer?.balance ?? null;
  };
  const walletPurchase = () => stores.session.getState().config?.walletPurchase ?? false;

  async function fetchReceipt(checkoutId: string): Promise<Receipt> {
    return (await api.request<Receipt>('checkout', { params: { checkoutId } })).result;
  }

  function failed(messages: ApiMessage[]): PurchaseResult {
    set({ status: 'failed', errors: messages });
    return { ok: false, messages };
  }

  async function buy(
    route: RouteName,
    body: PurchaseBody,
    params: Record<string, string>,
    clearCart: () => void,
  ): Promise<PurchaseResult> {
    const fingerprint = `${route} ${JSON.stringify(params)} ${JSON.stringify(body)}`;
    set({ status: 'loading', errors: [] });
    let result: unknown;
    try {
      let messages: ApiMessage[] | undefined;
      ({ result, messages } = await api.request<unknown>(route, { params, body, idempotencyKey: attempts.keyFor(fingerprint) }));
      const deposit = pendingOf(result, messages ?? []);
      if (deposit) {
        // The attempt stays open: once the challenge is done the same request (and key) finishes it.
        pending.waiting = { route, body, params, clearCart };
        set({ status: 'idle', pendingDeposit: deposit });
        return { ok: false, messages: messages ?? [], pending: deposit };
      }
      pending.waiting = null;
      set({ pendingDeposit: null });
      attempts.settle(fingerprint);
    } catch (error) {
      pending.waiting = null;
      set({ pendingDeposit: null });
      attempts.settle(fingerprint, error);
      if (isAbortError(error)) {
        set({ status: 'idle' });
        return { ok: false, messages: [] };
      }
      // "Deposit failure shows the first server message, else ..." (shop-core §8).
      const first = isApiError(error) ? error.messages[0] : undefined;
      return failed(first ? [first] : [{ message: DEPOSIT_FAILURE_FALLBACK, code: 'checkout_failure', level: 'error' }]);
    }

    // Bought: from here on the cart is spent whatever happens to the receipt.
    clearCart();
    const checkoutId = checkoutIdOf(result);
    let receipt: Receipt | undefined;
    let receiptError: unknown;
    if (isReceipt(result)) receipt = result;
    else if (checkoutId) {
      try {
        receipt = await fetchReceipt(checkoutId);
      } catch (error) {
        receiptError = error;
      }
    }
    if (checkoutId && receipt) emit('purchase-complete', { checkoutId, total: receipt.total });
    await stores.session.getState().loadCustomer(); // the wallet balance moved
    if (!receipt) return failed(messagesOf(receiptError, CHECKOUT_NOT_FOUND_MESSAGE));
    set({ status: 'succeeded', receipt, errors: [] });
    return { ok: true, receipt };
  }

  async function act(call: () => Promise<unknown>, reload = true): Promise<ActionResult> {
    try {
      await call();
      if (reload) await loadPaymentMethods();
      return { ok: true };
    } catch (error) {
      if (isAbortError(error)) return { ok: false, messages: [] };
      return { ok: false, messages: messagesOf(error) };
    }
  }

  async function cartToBuy(): Promise<Cart | null> {
    if (!stores.cart.getState().cart) await stores.cart.getState().load();
    return stores.cart.getState().cart;
  }

  async function loadPaymentMethods(): Promise<void> {
    try {
      const { result } = await api.request<PaymentMethod[]>('paymentMethods');
      set({ paymentMethods: result });
    } catch (error) {
      if (!isAbortError(error)) set({ errors: messagesOf(error) });
    }
  }

  return {
    loadPaymentMethods,

    payWithWallet() {
      const body: CartPurchaseRequest = { ...purchaseDetails(currentPageUrl()), purchaseData: { paymentMethod: 'wallet' } };
      return buy('cartPurchase', body, {}, () => stores.cart.getState().clear());
    },

    async payWithCard(card, options) {
      const cart = await cartToBuy();
      const body: DepositPurchaseRequest = {
        deposit: {
          amount: totalDue(cart, walletBalance(), walletPurchase()),
          card,
          browser: browserInfo(),
          ...(options?.saveCard ? { saveCard: true } : {}),
        },
        purchase: purchaseDetails(currentPageUrl()),
      };
      return buy('depositPurchase', body, {}, () => stores.cart.getState().clear());
    },

    async payWithStoredCard(methodId, securityCode) {
      const cart = await cartToBuy();
      const body: DepositPurchaseRequest = {
        deposit: {
          amount: totalDue(cart, walletBalance(), walletPurchase()),
          methodId,
          ...(securityCode ? { securityCode } : {}),
          browser: browserInfo(),
        },
        purchase: purchaseDetails(currentPageUrl()),
      };
      return buy('depositPurchase', body, {}, () => stores.cart.getState().clear());
    },

    resumePurchase() {
      if (!pending.waiting) return Promise.resolve({ ok: false, messages: [] });
      const { route, body, params, clearCart } = pending.waiting;
      return buy(route, body, params, clearCart);
    },

    async startPayPal(options = {}) {
      const { partnerSlug, returnUrl } = options;
      // A partner purchase pays its partner cart, with the partner's key, as payPartner does.
      const partnerCart = partnerSlug && stores.partnerCart.getState().slug === partnerSlug ? stores.partnerCart.getState().cart : null;
      if (partnerSlug && !partnerCart?.cartItems.length) {
        return { ok: false, messages: [{ message: PARTNER_CART_EMPTY_MESSAGE, code: 'partner_cart_empty', level: 'error' }] };
      }
      const cart = partnerCart ?? (await cartToBuy());
      const { partner } = stores.partner.getState();
      const body: PayPalDepositRequest = {
        amount: totalDue(cart, walletBalance(), walletPurchase()),
        purchase: purchaseDetails(currentPageUrl(), partnerSlug && partner?.slug === partnerSlug ? partner.key : undefined),
        ...(partnerSlug ? { partnerSlug } : {}),
        ...(returnUrl ? { returnUrl } : {}),
      };
      try {
        const { result } = await api.request<PendingDeposit>('payPalDeposit', { body });
        return { ok: true, deposit: result };
      } catch (error) {
        // "Deposit failure shows the first server message, else ..." (shop-core §8).
        const first = isApiError(error) ? error.messages[0] : undefined;
        return { ok: false, messages: first ? [first] : [{ message: DEPOSIT_FAILURE_FALLBACK, code: 'checkout_failure', level: 'error' }] };
      }
    },

    completePayPalDeposit(depositId, options = {}) {
      // The server knows which cart the deposit pays for; here only the one shown is emptied.
      const clearCart = options.partnerSlug ? () => stores.partnerCart.getState().clear() : () => stores.cart.getState().clear();
      return buy('depositComplete', {}, { depositId }, clearCart);
    },

    cancelPayPalDeposit(depositId) {
      return act(() => api.request<PendingDeposit>('depositCancel', { params: { depositId } }), false);
    },

    addCard(card, options) {
      const gateway = options?.gateway ?? 'sandbox';
      return act(() => api.request<StoredFund>('addCard', { params: { gateway }, body: { card, makeDefault: options?.makeDefault ?? false } }));
    },

    makeDefaultCard(id) {
      return act(() => api.request<StoredFund>('fundDefault', { params: { id } }));
    },

    deleteCard(id) {
      return act(() => api.request<null>('fundDelete', { params: { id } }));
    },

    async payPartner(slug, card) {
      const { cart } = stores.partnerCart.getState();
      const partnerCart: PartnerCart | null = stores.partnerCart.getState().slug === slug ? cart : null;
      if (!partnerCart?.cartItems.length) {
        // "Attempted to purchase an empty partner cart" (shop-specialised §5).
        return failed([{ message: PARTNER_CART_EMPTY_MESSAGE, code: 'partner_cart_empty', level: 'error' }]);
      }
      const { partner } = stores.partner.getState();
      const body: PartnerPurchaseRequest = {
        // The browser data asks for the challenge window that fits, as the storefront's card payments do.
        deposit: card ? { amount: totalDue(partnerCart, walletBalance(), walletPurchase()), card, browser: browserInfo() } : null,
        purchase: purchaseDetails(currentPageUrl(), partner?.slug === slug ? partner.key : undefined),
      };
      return buy('partnerPurchase', body, { slug }, () => stores.partnerCart.getState().clear());
    },

    async loadReceipt(checkoutId) {
      set({ status: 'loading', receiptStatus: 'fetching', errors: [], receipt: null });
      try {
        set({ status: 'succeeded', receiptStatus: 'succeeded', receipt: await fetchReceipt(checkoutId) });
      } catch (error) {
        if (isAbortError(error)) set({ status: 'idle', receiptStatus: 'idle' });
        // "A checkout-failure code sets the error state; other failure codes only stop fetching."
        else if (isApiError(error) && error.code === 'checkout_failure') set({ status: 'failed', receiptStatus: 'error', errors: error.messages });
        else set({ status: 'idle', receiptStatus: 'stopped' });
      }
    },
  };
}
