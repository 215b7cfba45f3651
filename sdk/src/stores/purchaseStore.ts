/**
 * Paying (shop-core §7): from the wallet (`POST /cart/purchase`), by card deposit then purchase
 * (`POST /deposit_purchase`), or for a partner cart (`POST /cart/partner/{slug}/purchase`), each
 * with an `Idempotency-Key` per attempt. Declines and other expected failures resolve
 * `{ok: false, messages}`.
 *
 * Nothing is paid before the shopper acts, so the store's state is here and its work is in
 * purchaseActions.ts, imported on the first action: it is not part of a page's first download.
 */
import type { CartPurchaseRequest, DepositPurchaseRequest, PartnerPurchaseRequest, RouteName } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CartState, PartnerCartState, PartnerState, PurchaseState, SessionState } from '../clientTypes';
import type { StoreContext } from './storeContext';

export interface PurchaseStores {
  session: StoreApi<SessionState>;
  cart: StoreApi<CartState>;
  partner: StoreApi<PartnerState>;
  partnerCart: StoreApi<PartnerCartState>;
}

/** A purchase body; completing a PayPal deposit sends none. */
export type PurchaseBody = CartPurchaseRequest | DepositPurchaseRequest | PartnerPurchaseRequest | Record<string, never>;

/** The purchase waiting on a card challenge; shared so the synchronous `dismissPending`/`reset` can forget it. */
export interface PendingPurchase {
  waiting: { route: RouteName; body: PurchaseBody; params: Record<string, string>; clearCart: () => void } | null;
}

/** The store's actions (PurchaseState without its data and synchronous parts). */
export type PurchaseActions = Omit<
  PurchaseState,
  'status' | 'paymentMethods' | 'receipt' | 'errors' | 'pendingDeposit' | 'receiptStatus' | 'dismissPending' | 'reset'
>;

export function createPurchaseStore(context: StoreContext, stores: PurchaseStores): StoreApi<PurchaseState> {
  const pending: PendingPurchase = { waiting: null };
  let loading: Promise<PurchaseActions> | null = null;
  const actions = (): Promise<PurchaseActions> => {
    loading ??= import('./purchaseActions').then((m) => m.createPurchaseActions(context, stores, store, pending));
    return loading;
  };

  const store = createStore<PurchaseState>()((set) => ({
    status: 'idle',
    paymentMethods: [],
    receipt: null,
    errors: [],
    pendingDeposit: null,
    receiptStatus: 'idle',

    loadPaymentMethods: async () => (await actions()).loadPaymentMethods(),
    payWithWallet: async () => (await actions()).payWithWallet(),
    payWithCard: async (card, options) => (await actions()).payWithCard(card, options),
    payWithStoredCard: async (methodId, securityCode) => (await actions()).payWithStoredCard(methodId, securityCode),
    resumePurchase: async () => (await actions()).resumePurchase(),
    startPayPal: async (options) => (await actions()).startPayPal(options),
    completePayPalDeposit: async (depositId, options) => (await actions()).completePayPalDeposit(depositId, options),
    cancelPayPalDeposit: async (depositId) => (await actions()).cancelPayPalDeposit(depositId),
    addCard: async (card, options) => (await actions()).addCard(card, options),
    makeDefaultCard: async (id) => (await actions()).makeDefaultCard(id),
    deleteCard: async (id) => (await actions()).deleteCard(id),
    payPartner: async (slug, card) => (await actions()).payPartner(slug, card),
    loadReceipt: async (checkoutId) => (await actions()).loadReceipt(checkoutId),

    dismissPending() {
      pending.waiting = null;
      set({ pendingDeposit: null, status: 'idle' });
    },

    reset() {
      pending.waiting = null;
      set({ status: 'idle', receiptStatus: 'idle', receipt: null, errors: [], pendingDeposit: null });
    },
  }));

  return store;
}
