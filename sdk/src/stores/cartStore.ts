import type { AddCartItemRequest, ApiMessage } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ActionResult, AfterAddDecision, CartState, SessionState } from '../clientTypes';
import { withKeptQueryParameters } from '../session/keptQueryParameters';
import { readStored } from '../storage/storedSession';
import { emptiedCart, type StoreContext } from './storeContext';

/** How long a fetched or changed cart is trusted before `load()` asks again (shop-core §9: "cart 20 s"). */
export const CART_CACHE_MS = 20_000;

/** Shown when a cart change fails without a 4xx message to show (shop-specialised §8). */
export const CART_UPDATE_FAILURE = 'Sorry, there was an unexpected error while updating your cart. Please try again.';

/** Shown when a promotion fails without a message of its own; the server's `promotion_not_added` message wins (shop-specialised §5). */
export const PROMOTION_FAILURE = 'This promotion code could not be added to your cart.';

export interface CartStoreOptions {
  /** `config.precartDrawer`: open the pre-cart drawer after an add rather than going to /cart. Unset: the site config's `precartDrawer`. */
  precartDrawer?: boolean | undefined;
}

/**
 * The work behind the store's async actions (cartActions.ts), after the store has done their
 * synchronous part: `load` past the cache check, `applyPromotion` with a trimmed, non-empty code,
 * `removePromotion` with the promotion item's id, `convertAnonymous` with the stored token.
 */
export interface CartActions {
  load(force: boolean): Promise<void>;
  addItem(item: AddCartItemRequest): Promise<ActionResult>;
  buildCart(items: AddCartItemRequest[]): Promise<ActionResult>;
  updateItem(id: string, item: AddCartItemRequest): Promise<ActionResult>;
  removeItem(id: string): Promise<ActionResult>;
  applyPromotion(code: string): Promise<ActionResult>;
  removePromotion(itemId: string): Promise<ActionResult>;
  replay(replayId: string): Promise<ActionResult>;
  /** A visitor's answer to `replay`: only a signed-in customer has past checkouts. */
  logInToReplay: ActionResult;
  convertAnonymous(ref: string): Promise<void>;
}

/**
 * The shopper's cart (shop-core §4, §7). Anonymous visitors get an anonymous cart whose token is
 * kept 14 days; it is created if none is stored or the stored one returns 404, and any other
 * failure to fetch it removes the token. Signed-in customers use `/cart/items`. Fetches, builds
 * and promotions wait 500 ms and adds 1000 ms for repeats (shop-core §9 debounce table).
 *
 * Every client has this store, but a partner's purchase element uses the partner cart until the
 * shopper acts: the state and synchronous parts are here, the calls in cartActions.ts, imported on
 * the first action so they are not part of its first download.
 */
export function createCartStore(
  context: StoreContext,
  session: StoreApi<SessionState>,
  options: CartStoreOptions = {},
): StoreApi<CartState> {
  const { storage, names, emit, now } = context;
  const signedIn = () => session.getState().isAuthenticated;

  let loading: Promise<CartActions> | null = null;
  const actions = (): Promise<CartActions> => {
    loading ??= import('./cartActions').then(
      (m) => m.createCartActions(context, session, options, store),
      (error: unknown) => {
        // A failed chunk download is tried again on the next action.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  const store = createStore<CartState>()((set, get) => ({
    status: 'idle',
    pending: false,
    cart: null,
    errors: [],
    expiresAt: 0,
    promotionStatus: 'idle',
    promotionErrors: [],
    autoRemoved: [],
    isPrecartDrawerOpen: false,

    async load(loadOptions = {}) {
      if (!loadOptions.force && get().cart && now() < get().expiresAt) return;
      set({ status: 'loading' });
      return (await actions()).load(loadOptions.force === true);
    },

    async addItem(item) {
      set({ pending: true, errors: [] });
      return (await actions()).addItem(item);
    },

    async buildCart(items) {
      set({ pending: true, errors: [] });
      return (await actions()).buildCart(items);
    },

    async updateItem(id, item) {
      set({ pending: true, errors: [] });
      return (await actions()).updateItem(id, item);
    },

    async removeItem(id) {
      set({ pending: true, errors: [] });
      return (await actions()).removeItem(id);
    },

    async applyPromotion(code) {
      const trimmed = code.trim();
      if (!trimmed) {
        const messages: ApiMessage[] = [{ message: 'Please enter a promotion code.', code: 'required', level: 'error', field: 'promotion_code' }];
        set({ promotionStatus: 'failed', promotionErrors: messages });
        return { ok: false, messages };
      }
      set({ promotionStatus: 'pending', promotionErrors: [] });
      return (await actions()).applyPromotion(trimmed);
    },

    async removePromotion() {
      const item = get().cart?.promotionItems?.[0];
      if (!item) return { ok: true };
      set({ promotionStatus: 'pending', promotionErrors: [], pending: true, errors: [] });
      return (await actions()).removePromotion(item.id);
    },

    async replay(replayId) {
      // A visitor's answer comes with the actions: a past checkout is bought again from the orders
      // pages, signed in, so its message need not come with every page's first download.
      if (!signedIn()) return (await actions()).logInToReplay;
      set({ pending: true, errors: [] });
      return (await actions()).replay(replayId);
    },

    dismissAutoRemoved: (id) => set({ autoRemoved: get().autoRemoved.filter((item) => item.id !== id) }),

    closePrecartDrawer: () => set({ isPrecartDrawerOpen: false }),

    // The add that just succeeded opened the drawer if the prompt is on (cartActions.ts decides).
    afterAdd: (): AfterAddDecision =>
      get().isPrecartDrawerOpen ? { kind: 'drawer' } : { kind: 'navigate', path: withKeptQueryParameters('/cart', session.getState().keptQueryParameters) },

    count: () => get().cart?.cartItems.length ?? 0,

    async convertAnonymous() {
      const ref = readStored(storage, names.anonCart);
      if (!ref) return;
      return (await actions()).convertAnonymous(ref);
    },
    clear() {
      const { cart } = get();
      set({ cart: cart && emptiedCart(cart), pending: false, errors: [], expiresAt: 0, promotionStatus: 'idle', promotionErrors: [] });
      const current = get().cart;
      if (current) emit('cart-change', { cart: current });
    },

    reset() {
      set({
        status: 'idle',
        cart: null,
        pending: false,
        errors: [],
        expiresAt: 0,
        promotionStatus: 'idle',
        promotionErrors: [],
        autoRemoved: [],
        isPrecartDrawerOpen: false,
      });
    },
  }));

  return store;
}
