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

/** A partial load: these offers and the offers of these causes. */
interface Wanted {
  keys: string[];
  causes: string[];
}

const NOTHING: Wanted = { keys: [], causes: [] };

/**
 * Product offers for the session's pricing id (3.9), with their draws from `entities.draws`: the
 * whole catalogue (`load`), or only the offers a widget shows (`loadOffers`, `?keys=`: a partner
 * page's one offer instead of the whole catalogue's ~62 KB; `loadCauseOffers`, `?causes=`: a cause
 * raffle's offers). Only the latest call's answer is taken; a partial call asks for every key and
 * cause still wanted, so it covers the calls it replaces.
 */
export function createCatalogueStore(context: StoreContext, session: StoreApi<SessionState>): StoreApi<CatalogueState> {
  const { api, now } = context;
  let latest = 0;
  let inFlight: Promise<void> | undefined;
  /** What the latest call asks for (nothing: the whole catalogue). */
  let asking: Wanted = NOTHING;
  /** Causes whose offers are in `offers` for the current pricing id. */
  const loadedCauses = new Set<string>();

  async function fetchOffers(call: number, wanted: Wanted | undefined): Promise<void> {
    store.setState(wanted ? { status: 'loading', errors: [] } : { status: 'loading', errors: [], complete: true });
    try {
      if (!session.getState().pricingId) await session.getState().init();
      const { pricingId, errors } = session.getState();
      if (!pricingId) {
        // Without config there is no pricing id to ask for: show why the session failed.
        if (call === latest) store.setState({ status: 'failed', errors });
        return;
      }
      const searchParams: Record<string, string> = {};
      if (wanted?.keys.length) searchParams['keys'] = wanted.keys.join(',');
      if (wanted?.causes.length) searchParams['causes'] = wanted.causes.join(',');
      const { result, entities } = await api.request<ProductOfferCollection>('productOffers', {
        params: { pricing: pricingId },
        searchParams,
      });
      if (call !== latest) return; // a newer call (another pricing id, more keys or causes) wins
      const answered = new Set(result.offers.map((offer) => offer.key));
      const { offers, draws } = store.getState();
      for (const cause of wanted?.causes ?? []) loadedCauses.add(cause);
      store.setState({
        status: 'succeeded',
        offers: [...(wanted ? offers.filter((offer) => !answered.has(offer.key)) : []), ...inOrder(result.offers, result.orderedKeys)],
        draws: { ...(wanted ? draws : {}), ...((entities?.['draws'] ?? {}) as Record<string, Draw>) },
      });
    } catch (error) {
      if (call !== latest || isAbortError(error)) return;
      store.setState({ status: 'failed', errors: messagesOf(error) });
    } finally {
      if (call === latest) asking = NOTHING;
    }
  }

  function ask(wanted?: Wanted): Promise<void> {
    asking = wanted ?? NOTHING;
    latest += 1;
    inFlight = fetchOffers(latest, wanted);
    return inFlight;
  }

  /** Resolves once the latest call has answered, including calls made while waiting. */
  async function settled(): Promise<void> {
    let call: Promise<void> | undefined;
    while (call !== inFlight) {
      call = inFlight;
      await call;
    }
  }

  const store = createStore<CatalogueState>()((_set, get) => ({
    status: 'idle',
    complete: false,
    offers: [],
    draws: {},
    errors: [],

    load: () => ask(),

    loadOffers(keys) {
      const missing = keys.filter((key) => !get().offer(key) && !asking.keys.includes(key));
      if (!get().complete && missing.length > 0) void ask({ keys: [...new Set([...asking.keys, ...missing])], causes: asking.causes });
      return settled();
    },

    loadCauseOffers(causeKey) {
      if (!get().complete && !loadedCauses.has(causeKey) && !asking.causes.includes(causeKey)) {
        void ask({ keys: asking.keys, causes: [...asking.causes, causeKey] });
      }
      return settled();
    },

    offer: (key) => get().offers.find((offer) => offer.key === key),

    causes: [],
    causesStatus: 'idle',

    async loadCauses(options = {}) {
      if (!options.force && (get().causesStatus === 'succeeded' || get().causesStatus === 'loading')) return;
      store.setState({ causesStatus: 'loading' });
      try {
        const { result } = await api.request<Cause[]>('causes');
        store.setState({ causes: result, causesStatus: 'succeeded' });
      } catch (error) {
        if (isAbortError(error)) return;
        store.setState({ causesStatus: 'failed', errors: messagesOf(error) });
      }
    },

    cause: (key) => get().causes.find((cause) => cause.key === key),

    nextDraw: (offerKey) => nextDraw(get().offer(offerKey), get().draws, now()),
  }));

  // "A change of pricing variant clears ... offers ... and reloads them" (shop-core §4): what was
  // asked for, the whole catalogue or the offers the widgets show.
  session.subscribe((state, previous) => {
    const { status, complete, offers } = store.getState();
    if (!previous.pricingId || state.pricingId === previous.pricingId || status === 'idle') return;
    const keys = [...new Set([...offers.map((offer) => offer.key), ...asking.keys])];
    // A cause may have other offers on the new pricing: its offers are asked for again by cause.
    const causes = [...new Set([...loadedCauses, ...asking.causes])];
    loadedCauses.clear();
    store.setState({ offers: [], draws: {} });
    if (complete) void ask();
    else if (keys.length > 0 || causes.length > 0) void ask({ keys, causes });
  });

  return store;
}
