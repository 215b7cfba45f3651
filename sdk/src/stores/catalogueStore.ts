import type { Cause, Draw, ProductOffer, ProductOfferCollection } from '@drawkit/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CatalogueState, SessionState } from '../clientTypes';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';
import { nextDraw } from '../rules/nextDraw';
import type { StoreContext } from './storeContext';

function inOrder(offers: ProductOffer[], orderedKeys: string[] | undefined): ProductOffer[] {
  if (!orderedKeys?.length) return offers;
  const rank = new Map(orderedKeys.map((key, i) => [key, i]));
  return [...offers].sort((a, b) => (rank.get(a.key) ?? Infinity) - (rank.get(b.key) ?? Infinity));
}

/** Product offers for the session's pricing id (3.9), with their draws from `entities.draws`. */
export function createCatalogueStore(context: StoreContext, session: StoreApi<SessionState>): StoreApi<CatalogueState> {
  const { api, now } = context;
  let latest = 0;

  return createStore<CatalogueState>()((set, get) => ({
    status: 'idle',
    offers: [],
    draws: {},
    errors: [],

    async load() {
      const call = ++latest;
      set({ status: 'loading', errors: [] });
      try {
        if (!session.getState().pricingId) await session.getState().init();
        const { pricingId, errors } = session.getState();
        if (!pricingId) {
          // Without config there is no pricing id to ask for: show why the session failed.
          set({ status: 'failed', errors });
          return;
        }
        const { result, entities } = await api.request<ProductOfferCollection>('productOffers', { params: { pricing: pricingId } });
        if (call !== latest) return; // a newer load (another pricing id) wins
        set({
          status: 'succeeded',
          offers: inOrder(result.offers, result.orderedKeys),
          draws: (entities?.['draws'] ?? {}) as Record<string, Draw>,
        });
      } catch (error) {
        if (call !== latest || isAbortError(error)) return;
        set({ status: 'failed', errors: messagesOf(error) });
      }
    },

    offer: (key) => get().offers.find((offer) => offer.key === key),

    causes: [],
    causesStatus: 'idle',

    async loadCauses(options = {}) {
      if (!options.force && (get().causesStatus === 'succeeded' || get().causesStatus === 'loading')) return;
      set({ causesStatus: 'loading' });
      try {
        const { result } = await api.request<Cause[]>('causes');
        set({ causes: result, causesStatus: 'succeeded' });
      } catch (error) {
        if (isAbortError(error)) return;
        set({ causesStatus: 'failed', errors: messagesOf(error) });
      }
    },

    cause: (key) => get().causes.find((cause) => cause.key === key),

    nextDraw: (offerKey) => nextDraw(get().offer(offerKey), get().draws, now()),
  }));
}
