import type { AddCartItemRequest, PartnerCart, PartnerCartRequest } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ActionResult, PartnerCartState, SessionState } from '../clientTypes';
import { isApiError } from '../errors/ApiError';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { ANON_CART_MAX_AGE_SECONDS } from '../storage/storageNames';
import { readStored } from '../storage/storedSession';
import { CART_UPDATE_FAILURE } from './cartStore';
import { clientFailureMessages, emptiedCart, type StoreContext } from './storeContext';

/**
 * The partner cart of a `/purchase/{slug}` page (shop-specialised §7). Anonymous visitors use
 * `POST /anon-cart/partner/{slug}` with the reference stored per slug, from their first ticket on;
 * once signed in, `POST /cart/partner/{slug}` passes that reference so the server hands the cart over.
 */
export function createPartnerCartStore(context: StoreContext, session: StoreApi<SessionState>): StoreApi<PartnerCartState> {
  const { api, storage, names, emit } = context;

  async function send(slug: string, item: AddCartItemRequest | undefined, cartReference = readStored(storage, names.partnerCart(slug))): Promise<PartnerCart> {
    const refName = names.partnerCart(slug);
    const body: PartnerCartRequest = {};
    if (cartReference) body.cartReference = cartReference;
    if (item) body.cartItem = item;

    if (session.getState().isAuthenticated) {
      const { result } = await api.request<PartnerCart>('partnerCart', { params: { slug }, body });
      if (cartReference) storage.remove(refName); // the customer's cart now holds it
      return result;
    }
    let result: PartnerCart;
    try {
      ({ result } = await api.request<PartnerCart>('anonPartnerCart', { params: { slug }, body }));
    } catch (error) {
      // The stored cart is gone: start again without it.
      if (!cartReference || !isApiError(error) || error.status !== 404) throw error;
      storage.remove(refName);
      delete body.cartReference;
      ({ result } = await api.request<PartnerCart>('anonPartnerCart', { params: { slug }, body }));
    }
    storage.set(refName, result.cartReference, ANON_CART_MAX_AGE_SECONDS);
    return result;
  }

  function received(slug: string, cart: PartnerCart): void {
    store.setState({ slug, cart, status: 'succeeded', pending: false, errors: [] });
    emit('cart-change', { cart });
  }

  const store = createStore<PartnerCartState>()((set, get) => ({
    status: 'idle',
    pending: false,
    slug: null,
    cart: null,
    errors: [],

    async load(slug) {
      // A first visit has no partner cart to show: it is made with the first ticket (setItem),
      // not for every page view, most of which never buy.
      const cartReference = readStored(storage, names.partnerCart(slug));
      if (!session.getState().isAuthenticated && !cartReference) {
        set({ status: 'succeeded', slug, cart: null, pending: false, errors: [] });
        return;
      }
      set({ status: 'loading', slug, errors: [] });
      try {
        received(slug, await send(slug, undefined, cartReference));
      } catch (error) {
        if (isAbortError(error)) set({ status: 'idle' });
        else set({ status: 'failed', errors: messagesOf(error) });
      }
    },

    async setItem(slug, item): Promise<ActionResult> {
      set({ pending: true, slug, errors: [] });
      try {
        received(slug, await send(slug, item));
        return { ok: true };
      } catch (error) {
        if (isAbortError(error)) {
          set({ pending: false });
          return { ok: false, messages: [] };
        }
        const messages = clientFailureMessages(error, CART_UPDATE_FAILURE, 'cart_update_failed');
        set({ pending: false, errors: messages });
        return { ok: false, messages };
      }
    },

    clear() {
      // "purchased clears the cart" (shop-specialised §4): keep its reference, drop its content.
      const { cart } = get();
      set({ pending: false, errors: [], cart: cart && emptiedCart(cart) });
      const current = get().cart;
      if (current) emit('cart-change', { cart: current });
    },
  }));

  return store;
}
