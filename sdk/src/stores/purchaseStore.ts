import type {
  ApiMessage,
  Cart,
  CartPurchaseRequest,
  DepositPurchaseRequest,
  PartnerCart,
  PartnerPurchaseRequest,
  PaymentMethod,
  Receipt,
  RouteName,
} from '@drawkit/contract';
import { DEPOSIT_FAILURE_FALLBACK, ERROR_CODES } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CartState, PartnerCartState, PartnerState, PurchaseResult, PurchaseState, SessionState } from '../clientTypes';
import { isApiError } from '../errors/ApiError';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { purchaseDetails } from '../rules/purchaseDetails';
import { totalDue } from '../rules/totalDue';
import { createAttemptKeys } from './attemptKeys';
import type { StoreContext } from './storeContext';

export interface PurchaseStores {
  session: StoreApi<SessionState>;
  cart: StoreApi<CartState>;
  partner: StoreApi<PartnerState>;
  partnerCart: StoreApi<PartnerCartState>;
}

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

function isReceipt(result: unknown): result is Receipt {
  return checkoutIdOf(result) !== undefined && Array.isArray((result as { orders?: unknown }).orders);
}

/**
 * Paying (shop-core §7): from the wallet (`POST /cart/purchase`), by card deposit then purchase
 * (`POST /deposit_purchase`), or for a partner cart (`POST /cart/partner/{slug}/purchase`), each
 * with an `Idempotency-Key` per attempt. Declines and other expected failures resolve
 * `{ok: false, messages}`.
 */
export function createPurchaseStore(context: StoreContext, stores: PurchaseStores): StoreApi<PurchaseState> {
  const { api, emit } = context;
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
    store.setState({ status: 'failed', errors: messages });
    return { ok: false, messages };
  }

  async function buy(
    route: RouteName,
    body: CartPurchaseRequest | DepositPurchaseRequest | PartnerPurchaseRequest,
    params: Record<string, string>,
    clearCart: () => void,
  ): Promise<PurchaseResult> {
    const fingerprint = `${route} ${JSON.stringify(params)} ${JSON.stringify(body)}`;
    store.setState({ status: 'loading', errors: [] });
    let result: unknown;
    try {
      ({ result } = await api.request<unknown>(route, { params, body, idempotencyKey: attempts.keyFor(fingerprint) }));
      attempts.settle(fingerprint);
    } catch (error) {
      attempts.settle(fingerprint, error);
      if (isAbortError(error)) {
        store.setState({ status: 'idle' });
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
    if (!receipt) return failed(messagesOf(receiptError, ERROR_CODES.checkout_not_found.message));
    store.setState({ status: 'succeeded', receipt, errors: [] });
    return { ok: true, receipt };
  }

  async function cartToBuy(): Promise<Cart | null> {
    if (!stores.cart.getState().cart) await stores.cart.getState().load();
    return stores.cart.getState().cart;
  }

  const store = createStore<PurchaseState>()((set) => ({
    status: 'idle',
    paymentMethods: [],
    receipt: null,
    errors: [],

    async loadPaymentMethods() {
      try {
        const { result } = await api.request<PaymentMethod[]>('paymentMethods');
        set({ paymentMethods: result });
      } catch (error) {
        if (!isAbortError(error)) set({ errors: messagesOf(error) });
      }
    },

    payWithWallet() {
      const body: CartPurchaseRequest = { ...purchaseDetails(currentPageUrl()), purchaseData: { paymentMethod: 'wallet' } };
      return buy('cartPurchase', body, {}, () => stores.cart.getState().clear());
    },

    async payWithCard(card) {
      const cart = await cartToBuy();
      const body: DepositPurchaseRequest = {
        deposit: { amount: totalDue(cart, walletBalance(), walletPurchase()), card },
        purchase: purchaseDetails(currentPageUrl()),
      };
      return buy('depositPurchase', body, {}, () => stores.cart.getState().clear());
    },

    async payPartner(slug, card) {
      const { cart } = stores.partnerCart.getState();
      const partnerCart: PartnerCart | null = stores.partnerCart.getState().slug === slug ? cart : null;
      if (!partnerCart?.cartItems.length) {
        // "Attempted to purchase an empty partner cart" (shop-specialised §5).
        return failed([{ message: ERROR_CODES.partner_cart_empty.message, code: 'partner_cart_empty', level: 'error' }]);
      }
      const { partner } = stores.partner.getState();
      const body: PartnerPurchaseRequest = {
        deposit: card ? { amount: totalDue(partnerCart, walletBalance(), walletPurchase()), card } : null,
        purchase: purchaseDetails(currentPageUrl(), partner?.slug === slug ? partner.key : undefined),
      };
      return buy('partnerPurchase', body, { slug }, () => stores.partnerCart.getState().clear());
    },

    async loadReceipt(checkoutId) {
      set({ status: 'loading', errors: [], receipt: null });
      try {
        set({ status: 'succeeded', receipt: await fetchReceipt(checkoutId) });
      } catch (error) {
        if (isAbortError(error)) set({ status: 'idle' });
        else set({ status: 'failed', errors: messagesOf(error) });
      }
    },

    reset() {
      set({ status: 'idle', receipt: null, errors: [] });
    },
  }));

  return store;
}
