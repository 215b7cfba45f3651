import { createApiClient } from './api/createApiClient';
import type { DrawkitClient, DrawkitConfig, DrawkitEvents } from './clientTypes';
import { createEmitter } from './events/createEmitter';
import type { SessionTimers } from './session/sessionTimers';
import { createCookieStorage } from './storage/createCookieStorage';
import { refreshTokenLocationOf } from './storage/refreshTokenLocation';
import { storageNames } from './storage/storageNames';
import { withoutSessionSecrets } from './storage/withoutSessionSecrets';
import { createCartStore } from './stores/cartStore';
import { createCatalogueStore } from './stores/catalogueStore';
import { createPartnerCartStore } from './stores/partnerCartStore';
import { createPartnerStore } from './stores/partnerStore';
import { createPurchaseStore } from './stores/purchaseStore';
import { createDrawsStore } from './stores/drawsStore';
import { createStatisticsStore } from './stores/statisticsStore';
import { createNotificationsStore, UNAUTHORISED_NOTIFICATION } from './stores/notificationsStore';
import { createSessionStore, type SessionController } from './stores/sessionStore';
import type { StoreContext } from './stores/storeContext';
import { browserEventSource } from './stores/browserEventSource';
import { createResultsStore } from './stores/resultsStore';

/**
 * Creates one Drawkit client: the call layer, a store per domain and an event emitter. Nothing
 * is fetched until an action is called (`session.getState().init()`, `cart.getState().load()`).
 * A misconfigured client rejects its first call with a `ConfigurationError` saying what to fix.
 */
export function createDrawkit(config: DrawkitConfig): DrawkitClient {
  const emitter = createEmitter<DrawkitEvents>();
  const names = storageNames(config.storagePrefix);
  const refreshTokenIn = refreshTokenLocationOf(config);
  const kept = config.storage ?? createCookieStorage();
  const storage = refreshTokenIn === 'cookie' ? withoutSessionSecrets(kept, names) : kept;
  // The session controller is created after the call layer, which reads it lazily.
  let session: SessionController | undefined;
  const sessionState = () => {
    if (!session) throw new Error('The Drawkit session is not ready yet.');
    return session.store.getState();
  };

  const api = createApiClient({
    config,
    refreshTokenIn,
    identity: () => sessionState(),
    onTokensRefreshed: (tokens) => session?.applyRefreshedTokens(tokens),
    onUnauthorised: () => {
      // shop-core §4: "the session is cleared, an identify reset is sent" (clearSession emits identity-reset).
      session?.clearSession('unauthorised');
      emitter.emit('unauthorised', {});
    },
  });

  const context: StoreContext = { api, storage, names, emit: emitter.emit, now: () => Date.now() };
  // The heartbeat and the idle sign-out load once they have something to do: a sign-in to watch,
  // or a heartbeat turned on. A shopper's first visit to a partner page needs neither, and their
  // code stays out of the partner's first download.
  let timers: Promise<SessionTimers> | undefined;
  let disposed = false;
  function startTimers(): void {
    const state = sessionStore.getState();
    if (disposed || timers || !(state.isAuthenticated || (config.heartbeat ?? state.config?.heartbeat))) return;
    timers = import('./session/sessionTimers').then(({ createSessionTimers }) => {
      const started = createSessionTimers({
        config,
        session: sessionStore,
        activity: controller.activity,
        signOutIdle: () => void controller.signOut('idle'),
      });
      if (!disposed) started.start();
      return started;
    });
    timers.catch(() => (timers = undefined)); // a chunk that failed to load is tried again at the next sign-in
  }

  session = createSessionStore(context, {
    afterInit: startTimers,
    async afterSignIn() {
      startTimers();
      await cart.getState().convertAnonymous();
      const { slug } = partnerCart.getState();
      await Promise.all([cart.getState().load({ force: true }), slug ? partnerCart.getState().load(slug) : undefined]);
    },
    afterSignOut() {
      // What was the customer's is no longer shown; the next load starts an anonymous cart.
      cart.getState().reset();
      partnerCart.setState({ status: 'idle', cart: null, pending: false, errors: [] });
      purchase.getState().reset();
    },
  });
  const sessionStore = session.store;
  const controller = session;
  const catalogue = createCatalogueStore(context, sessionStore);
  const partner = createPartnerStore(context);
  const cart = createCartStore(context, sessionStore, { precartDrawer: config.precartDrawer });
  const partnerCart = createPartnerCartStore(context, sessionStore);
  const purchase = createPurchaseStore(context, { session: sessionStore, cart, partner, partnerCart });
  const draws = createDrawsStore(context);
  const statistics = createStatisticsStore(context, sessionStore);
  const notifications = createNotificationsStore();
  const results = createResultsStore(context, sessionStore, { appKey: config.appKey, eventSource: browserEventSource() });
  // "A change of pricing variant clears cart, offers, statistics and results and reloads them" (shop-core §4).
  // The catalogue and statistics stores clear themselves; results stores listen for 'pricing-change'.
  sessionStore.subscribe((state, previous) => {
    if (!previous.pricingId || state.pricingId === previous.pricingId) return;
    api.clearCache();
    const hadCart = cart.getState().status !== 'idle';
    cart.getState().reset();
    if (hadCart) void cart.getState().load({ force: true });
    emitter.emit('pricing-change', { pricingId: state.pricingId, previous: previous.pricingId });
  });
  // "All notifications clear when the login state changes"; a failed refresh then shows the 401 notice.
  emitter.on('session-change', () => notifications.getState().clear());
  emitter.on('unauthorised', () => {
    notifications.getState().notify({ ...UNAUTHORISED_NOTIFICATION, level: 'error', actions: [{ label: 'Ok, got it' }] });
  });

  return {
    config,
    api,
    session: sessionStore,
    catalogue,
    partner,
    cart,
    partnerCart,
    purchase,
    draws,
    statistics,
    notifications,
    results,
    on: emitter.on,
    dispose() {
      disposed = true;
      void timers?.then((started) => started.stop(), () => undefined);
    },
  };
}
