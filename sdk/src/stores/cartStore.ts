import type { AddCartItemRequest, Cart, Envelope } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ActionResult, CartState, SessionState } from '../clientTypes';
import { isApiError } from '../errors/ApiError';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { ANON_CART_MAX_AGE_SECONDS } from '../storage/storageNames';
import { readStored } from '../storage/storedSession';
import { clientFailureMessages, emptiedCart, type StoreContext } from './storeContext';

/** How long a fetched or changed cart is trusted before `load()` asks again (shop-core §9: "cart 20 s"). */
export const CART_CACHE_MS = 20_000;

/** Shown when a cart change fails without a 4xx message to show (shop-specialised §8). */
export const CART_UPDATE_FAILURE = 'Sorry, there was an unexpected error while updating your cart. Please try again.';

/**
 * The shopper's cart (shop-core §4, §7). Anonymous visitors get an anonymous cart whose token is
 * kept 14 days; it is created if none is stored or the stored one returns 404, and any other
 * failure to fetch it removes the token. Signed-in customers use `/cart/items`.
 */
export function createCartStore(context: StoreContext, session: StoreApi<SessionState>): StoreApi<CartState> {
  const { api, storage, names, emit, now } = context;
  const signedIn = () => session.getState().isAuthenticated;

  async function createAnonymous(): Promise<Cart> {
    const { result } = await api.request<Cart>('anonCartCreate');
    storage.set(names.anonCart, result.cartReference, ANON_CART_MAX_AGE_SECONDS);
    return result;
  }

  async function fetchAnonymous(): Promise<Cart> {
    const ref = readStored(storage, names.anonCart);
    if (!ref) return createAnonymous();
    try {
      return (await api.request<Cart>('anonCartGet', { params: { ref } })).result;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return createAnonymous();
      // "Anonymous cart fetch failure removes the token" (shop-core §8); no answer at all is not a failure of the cart.
      if (isApiError(error)) storage.remove(names.anonCart);
      throw error;
    }
  }

  /** Runs a change against the anonymous cart, creating the cart first when there is none. */
  async function onAnonymous(change: (ref: string) => Promise<Envelope<Cart>>, recreateOn404: boolean): Promise<Envelope<Cart>> {
    const ref = readStored(storage, names.anonCart) ?? (await createAnonymous()).cartReference;
    try {
      return await change(ref);
    } catch (error) {
      // The stored cart expired on the server: start a new one and try once more.
      if (!recreateOn404 || !isApiError(error) || error.code !== 'cart_not_found') throw error;
      return change((await createAnonymous()).cartReference);
    }
  }

  function replace(cart: Cart): void {
    store.setState({ cart, status: 'succeeded', pending: false, errors: [], expiresAt: now() + CART_CACHE_MS });
    emit('cart-change', { cart });
  }

  async function change(run: () => Promise<Envelope<Cart>>): Promise<ActionResult> {
    store.setState({ pending: true, errors: [] });
    try {
      const { result } = await run();
      // A change answered with 204 carries no cart: fetch it.
      if (result) replace(result);
      else {
        await store.getState().load({ force: true });
        store.setState({ pending: false });
      }
      return { ok: true };
    } catch (error) {
      if (isAbortError(error)) {
        store.setState({ pending: false });
        return { ok: false, messages: [] };
      }
      const messages = clientFailureMessages(error, CART_UPDATE_FAILURE, 'cart_update_failed');
      store.setState({ pending: false, errors: messages });
      return { ok: false, messages };
    }
  }

  const store = createStore<CartState>()((set, get) => ({
    status: 'idle',
    pending: false,
    cart: null,
    errors: [],
    expiresAt: 0,

    async load(options = {}) {
      if (!options.force && get().cart && now() < get().expiresAt) return;
      set({ status: 'loading' });
      try {
        replace(signedIn() ? (await api.request<Cart>('cartGet')).result : await fetchAnonymous());
      } catch (error) {
        if (isAbortError(error)) set({ status: get().cart ? 'succeeded' : 'idle' });
        else set({ status: 'failed', errors: messagesOf(error) });
      }
    },

    addItem: (item: AddCartItemRequest) =>
      change(() =>
        signedIn()
          ? api.request<Cart>('cartAddItem', { body: item })
          : onAnonymous((ref) => api.request<Cart>('anonCartAddItem', { params: { ref }, body: item }), true),
      ),

    updateItem: (id, item) =>
      change(() =>
        signedIn()
          ? api.request<Cart>('cartUpdateItem', { params: { id }, body: item })
          : onAnonymous((ref) => api.request<Cart>('anonCartUpdateItem', { params: { ref, id }, body: item }), false),
      ),

    removeItem: (id) =>
      change(() =>
        signedIn()
          ? api.request<Cart>('cartDeleteItem', { params: { id } })
          : onAnonymous((ref) => api.request<Cart>('anonCartDeleteItem', { params: { ref, id } }), false),
      ),

    count: () => get().cart?.cartItems.length ?? 0,

    async convertAnonymous() {
      const ref = readStored(storage, names.anonCart);
      if (!ref) return;
      try {
        await api.request<Cart>('anonCartConvert', { params: { ref }, body: {} });
      } catch {
        // An expired or already-converted cart has nothing left to hand over.
      } finally {
        storage.remove(names.anonCart); // "on login it is converted and the token cleared"
      }
    },

    clear() {
      const { cart } = get();
      set({ cart: cart && emptiedCart(cart), pending: false, errors: [], expiresAt: 0 });
      const current = get().cart;
      if (current) emit('cart-change', { cart: current });
    },
  }));

  return store;
}
