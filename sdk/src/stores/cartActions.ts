/**
 * What the customer cart does, loaded on first use (see cartStore.ts): the calls, the anonymous
 * cart's token handling, the shop-core §9 debounces and promotions stay out of a page's first
 * download (a partner's purchase element uses the partner cart) until the shopper changes the cart.
 *
 * The store has already done each action's synchronous part (cache check, `pending`, a trimmed
 * promotion code); these run the rest. The debounced functions are made once, here, so every
 * call of an action shares one.
 */
import type { AddCartItemRequest, ApiMessage, Cart, Envelope } from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';
import { DEBOUNCE_MS, debounce } from '../api/debounce';
import type { ActionResult, CartState, SessionState } from '../clientTypes';
import { isApiError } from '../errors/ApiError';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { ANON_CART_MAX_AGE_SECONDS } from '../storage/storageNames';
import { readStored } from '../storage/storedSession';
import { CART_CACHE_MS, CART_UPDATE_FAILURE, PROMOTION_FAILURE, type CartActions, type CartStoreOptions } from './cartStore';
import { clientFailureMessages, type StoreContext } from './storeContext';

export function createCartActions(
  context: StoreContext,
  session: StoreApi<SessionState>,
  options: CartStoreOptions,
  store: StoreApi<CartState>,
): CartActions {
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
    // The server reports an auto-removed item once; keep it until the shopper closes the message.
    const known = new Set(store.getState().autoRemoved.map((item) => item.id));
    const autoRemoved = [...store.getState().autoRemoved, ...cart.autoRemovedItems.filter((item) => !known.has(item.id))];
    store.setState({ cart, status: 'succeeded', pending: false, errors: [], expiresAt: now() + CART_CACHE_MS, autoRemoved });
    emit('cart-change', { cart });
  }

  async function change(run: () => Promise<Envelope<Cart>>, onFailure = CART_UPDATE_FAILURE): Promise<ActionResult> {
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
      const messages = clientFailureMessages(error, onFailure, 'cart_update_failed');
      store.setState({ pending: false, errors: messages });
      return { ok: false, messages };
    }
  }

  /** After an add or build: the pre-cart drawer opens when it is enabled (shop-core §4). */
  async function added(result: Promise<ActionResult>): Promise<ActionResult> {
    const before = new Set(store.getState().cart?.cartItems.map((item) => item.id));
    const outcome = await result;
    if (outcome.ok && (options.precartDrawer ?? session.getState().config?.precartDrawer)) {
      // What the drawer shows as added: the items this add or build put in the cart.
      const precartItemIds = (store.getState().cart?.cartItems ?? []).map((item) => item.id).filter((id) => !before.has(id));
      store.setState({ isPrecartDrawerOpen: true, precartItemIds });
    }
    return outcome;
  }

  async function fetchNow(): Promise<void> {
    try {
      replace(signedIn() ? (await api.request<Cart>('cartGet')).result : await fetchAnonymous());
    } catch (error) {
      if (isAbortError(error)) store.setState({ status: store.getState().cart ? 'succeeded' : 'idle' });
      else store.setState({ status: 'failed', errors: messagesOf(error) });
    }
  }

  const fetchDebounced = debounce(DEBOUNCE_MS.cartFetch, fetchNow);

  const addDebounced = debounce(
    DEBOUNCE_MS.cartAddItem,
    (item: AddCartItemRequest) =>
      change(() =>
        signedIn()
          ? api.request<Cart>('cartAddItem', { body: item })
          : onAnonymous((ref) => api.request<Cart>('anonCartAddItem', { params: { ref }, body: item }), true),
      ),
    // Repeats of the same item collapse; two different items are two adds.
    (item) => JSON.stringify(item),
  );

  const buildDebounced = debounce(DEBOUNCE_MS.cartBuild, (items: AddCartItemRequest[]) =>
    change(() =>
      signedIn()
        ? api.request<Cart>('cartBuild', { body: { cartItems: items } })
        : onAnonymous((ref) => api.request<Cart>('anonCartBuild', { params: { ref }, body: { cartItems: items } }), true),
    ),
  );

  async function promotionChange(run: () => Promise<Envelope<Cart>>): Promise<ActionResult> {
    store.setState({ promotionStatus: 'pending', promotionErrors: [] });
    const outcome = await change(run, PROMOTION_FAILURE);
    if (outcome.ok) store.setState({ promotionStatus: 'succeeded', promotionErrors: [] });
    else {
      // The promotion's own error shows beside its input, not as a cart error.
      const messages: ApiMessage[] = outcome.messages;
      store.setState({ promotionStatus: messages.length ? 'failed' : 'idle', promotionErrors: messages, errors: [] });
    }
    return outcome;
  }

  const promotionDebounced = debounce(DEBOUNCE_MS.promotion, (code: string) =>
    promotionChange(() =>
      signedIn()
        ? api.request<Cart>('cartPromotion', { body: { promotionCode: code } })
        : onAnonymous((ref) => api.request<Cart>('anonCartPromotion', { params: { ref }, body: { promotionCode: code } }), false),
    ),
  );

  const deleteItem = (id: string) => () =>
    signedIn()
      ? api.request<Cart>('cartDeleteItem', { params: { id } })
      : onAnonymous((ref) => api.request<Cart>('anonCartDeleteItem', { params: { ref, id } }), false);

  return {
    // A forced load (after sign-in, after a change without a body) runs now; others gather for 500 ms.
    load: (force) => (force ? fetchNow() : fetchDebounced()),

    addItem: (item) => added(addDebounced(item)),

    buildCart: (items) => added(buildDebounced(items)),

    updateItem: (id, item) =>
      change(() =>
        signedIn()
          ? api.request<Cart>('cartUpdateItem', { params: { id }, body: item })
          : onAnonymous((ref) => api.request<Cart>('anonCartUpdateItem', { params: { ref, id }, body: item }), false),
      ),

    removeItem: (id) => change(deleteItem(id)),

    applyPromotion: (code) => promotionDebounced(code),

    removePromotion: (itemId) => promotionChange(deleteItem(itemId)),

    replay: (replayId) => change(() => api.request<Cart>('cartReplay', { params: { replayId }, body: {} })),

    logInToReplay: { ok: false, messages: [{ message: 'Please log in to buy these tickets again.', code: 'unauthorised', level: 'error' }] },

    async convertAnonymous(ref) {
      try {
        await api.request<Cart>('anonCartConvert', { params: { ref }, body: {} });
      } catch {
        // An expired or already-converted cart has nothing left to hand over.
      } finally {
        storage.remove(names.anonCart); // "on login it is converted and the token cleared"
      }
    },
  };
}
