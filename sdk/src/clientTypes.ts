/**
 * The shape of the Drawkit client. `createDrawkit(config)` returns a `DrawkitClient`: the call
 * layer plus one zustand vanilla store per domain, each store holding its state and its
 * actions. Widgets read stores through `useSyncExternalStore`; nothing here imports React.
 */
import type {
  AddCartItemRequest,
  ApiMessage,
  Capabilities,
  CardInput,
  Cause,
  Cart,
  ChannelKey,
  CustomerOverview,
  Discovery,
  Draw,
  DrawDetails,
  DrawPrizes,
  DrawWinners,
  Envelope,
  LoadStatus,
  LoginRequest,
  LotteryStatistics,
  Partner,
  PartnerCart,
  PartnerStatus,
  PaymentMethod,
  PendingDeposit,
  ProductOffer,
  Receipt,
  RouteName,
  ServiceName,
  SignupRequest,
  SiteConfig,
  Tip,
  TwoFactorAuth,
  SocialProvider,
} from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';
import type { KeptQueryParameters } from './session/keptQueryParameters';
import type { TwoFactorState } from './session/twoFactor';
import type { NotificationsState } from './stores/notificationsStore';
import type { ResultsState } from './stores/resultsState';

/**
 * Where the client keeps cart references, the remembered-device token, pricing and segment
 * (cookies in browsers, memory elsewhere), and, when the refresh token is not kept in the shop's
 * HttpOnly cookie (`refreshTokenIn: 'storage'`), the session's tokens.
 */
export interface StorageAdapter {
  get(name: string): string | undefined;
  /** `maxAgeSeconds` follows the spec's cookie lifetimes (anonymous cart token 14 days). */
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

export interface DrawkitConfig {
  /** Full URL of `GET /discover`, e.g. `http://localhost:8080/discover`. Required: "discovery service url is not set". */
  discoveryUrl: string;
  /** The app key registered for this site or partner. Required. */
  appKey: string;
  storage?: StorageAdapter;
  /**
   * Where the refresh token lives. `'cookie'`: the shop sets it as an HttpOnly cookie that no
   * page script can read (Partitioned for an embed on another site); the client keeps the access
   * token, customer token and session in memory only, and `init()` restores a sign-in after a
   * reload by refreshing with that cookie. `'storage'`: every token is kept in `storage` and
   * refreshed with the spec's form field `refresh_token` (servers, workers, tests).
   * Default: `'cookie'` in a browser (there is a `document`) when no `storage` is passed, else `'storage'`.
   */
  refreshTokenIn?: RefreshTokenLocation;
  fetch?: typeof globalThis.fetch;
  subvariant?: string;
  /** Storage names are prefixed with this, so two embeds on one page keep apart. Default `drawkit`. */
  storagePrefix?: string;
  /**
   * Hears about failures worth reporting to an error service (shop-specialised §8): 5xx answers,
   * answers without a body and client errors other than 408/418 (see `toClientErrorStatus`).
   * Aborted requests and the server's explained 4xx answers are never reported.
   */
  onError?: (error: Error, details: { url: string }) => void;
  /** GET the heartbeat page every 60 s while the user is active (shop-core §7). Default: the site config's `heartbeat`. */
  heartbeat?: boolean;
  /** The blank page the heartbeat GETs. Default `/heartbeat` on the origin of `discoveryUrl`. */
  heartbeatUrl?: string;
  /** Idle sign-out limit in seconds. Default: the site config's `sessionTimeoutSeconds`, else 3600 (shop-core §9). */
  sessionTimeoutSeconds?: number;
  /** Open the pre-cart drawer after an add instead of going to /cart (shop-core §4). Default: the site config's `precartDrawer`. */
  precartDrawer?: boolean;
}

/** See `DrawkitConfig.refreshTokenIn`. */
export type RefreshTokenLocation = 'cookie' | 'storage';

export interface RequestOptions {
  /** Path parameters for the route's `:name` segments. */
  params?: Record<string, string | number>;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** Sent snake_case as JSON, or form-urlencoded when the route is a form route. */
  body?: unknown;
  /** Sent as the `Idempotency-Key` header. */
  idempotencyKey?: string;
  /** Forwards a caller's request id as `X-Request-Id`; a new one per call otherwise. */
  requestId?: string;
  /** Empties the response cache before the call (the spec's `clear_cache`; `searchParams.clear_cache` works too). */
  clearCache?: boolean;
  /** The service family to call (its base URL comes from discovery). Default: the route's own, else `main`. */
  service?: ServiceName;
  signal?: AbortSignal;
}

/** The call layer: one ky instance with the spec's headers, case conversion, envelope and refresh. */
export interface ApiClient {
  /** Resolves service URLs through `GET /discover` (once). */
  discover(): Promise<Discovery>;
  /** Calls a route of `ROUTES`; resolves to the camelCased envelope; rejects with a `DrawkitError`. */
  request<T>(route: RouteName, options?: RequestOptions): Promise<Envelope<T>>;
  /** Empties the GET response cache (e.g. after a change of pricing variant). */
  clearCache(): void;
  /**
   * Starts loading what the client's writes are sent with (ky, which a signed-out shopper's reads
   * do without), unless it is loaded: call it when the shopper starts to act, so their first
   * write does not wait for a download. Resolves once loaded; never rejects (a write tries a
   * failed download again).
   */
  prepareWrites(): Promise<void>;
}

export interface SessionState {
  status: LoadStatus;
  isAuthenticated: boolean;
  customerId: string | null;
  customerToken: string | null;
  sessionId: string | null;
  /** Held in memory only when the refresh token is in the shop's cookie (`refreshTokenIn: 'cookie'`). */
  accessToken: string | null;
  /** Null when the refresh token is in the shop's HttpOnly cookie, where no script can read it. */
  refreshToken: string | null;
  pricingId: string;
  segmentName: string;
  isNewSignup: boolean;
  customer: CustomerOverview | null;
  config: SiteConfig | null;
  capabilities: Capabilities | null;
  /** Messages of the last failed login or signup, for the form. */
  errors: ApiMessage[];
  /** The two-factor step of the sign-in in progress (login or autologin). */
  twoFactor: TwoFactorState;
  /** The autologin screen (shop-core §4): loading, 2fa, verifying, error, success; idle before any. */
  autologinStatus: AutologinStatus;
  /** The utm parameters kept from the landing page (shop-core §9). */
  keptQueryParameters: KeptQueryParameters;
  /** "APP when utm_source is app, otherwise web" (shop-core §9). */
  channelKey: ChannelKey;
  /**
   * Loads config and capabilities and restores a session: from storage, or (refresh token in the
   * shop's cookie) by refreshing with the cookie. Safe to call more than once.
   */
  init(): Promise<void>;
  /** `POST /login` (3.2) with credentials and favourite numbers; debounced 500 ms. A 401 `2fa_required` opens `twoFactor`. */
  login(request: LoginRequest): Promise<ActionResult>;
  /** `POST /check-email {emailOrToken}`: whether and how the account asks for a second factor. */
  checkEmail(emailOrToken: string): Promise<TwoFactorCheck>;
  /**
   * Sends the two-factor code of the waiting login or autologin. Fewer than 6 digits gives
   * "A 6 digit code is required." without calling the server.
   */
  submitCode(code: string, options?: { rememberDevice?: boolean }): Promise<ActionResult>;
  /** Asks for a new emailed code; refused for 60 s after use and while the account is locked. */
  resendCode(): Promise<ActionResult>;
  /** Whether the resend link works now. */
  canResendCode(): boolean;
  /** Leaves the two-factor step (back to the credentials form). */
  cancelTwoFactor(): void;
  /** `POST /autologin {token, code?}` from an emailed link; debounced 500 ms. Drives `autologinStatus`. */
  autologin(token: string, code?: string): Promise<ActionResult>;
  /** `POST /transfer` (form): takes over a session handed from another app. */
  transfer(token: string): Promise<ActionResult>;
  /**
   * `POST /social-authentication`: signs in the customer who linked the provider identity the
   * id token proves. A two-factor account opens `twoFactor` like a login does.
   */
  socialSignIn(provider: SocialProvider, idToken: string): Promise<ActionResult>;
  /** The host reports user activity (input, navigation); drives the heartbeat and idle sign-out. */
  markActive(): void;
  /** Keeps the utm parameters of a landing address (and so the channel key). */
  keepQueryParameters(url: string | URL | URLSearchParams): void;
  signup(request: SignupRequest): Promise<ActionResult>;
  logout(): Promise<void>;
  /**
   * Clears the session here after `DELETE /customer` closed the account (the server already ended
   * every session, so there is no `GET /logout`): "account closure resets the customer and clears cookies".
   */
  accountClosed(): void;
  loadCustomer(): Promise<void>;
  /**
   * `PUT /favourite-numbers`: saves the customer's one set of favourite numbers and updates
   * `customer.favouriteNumbers`; the result says whether an earlier set was replaced.
   */
  saveFavouriteNumbers(favouriteNumbers: Record<string, number[]>): Promise<FavouriteNumbersSaveResult>;
  /** Whether the customer's (or default) segment has a capability. */
  can(capability: string): boolean;
}

export interface CatalogueState {
  status: LoadStatus;
  /**
   * Whether `load()` asked for the whole catalogue: `offers` is then every offer on sale once
   * `status` is 'succeeded'. False while only `loadOffers` has asked for some.
   */
  complete: boolean;
  offers: ProductOffer[];
  /** Draws by drawId. */
  draws: Record<string, Draw>;
  errors: ApiMessage[];
  /** Loads the whole catalogue (again). */
  load(): Promise<void>;
  /**
   * Loads only these offers and their draws (`?keys=`), added to `offers` and `draws`: what a
   * widget that knows its offers asks for. Asks nothing for offers already here, or when the whole
   * catalogue is loaded or on its way. A key the shop does not sell stays absent.
   */
  loadOffers(keys: readonly string[]): Promise<void>;
  /**
   * Loads only the offers raising money for this cause and their draws (`?causes=`), added to
   * `offers` and `draws`: what a cause's raffle widget asks for. Asks nothing when this cause's
   * offers are already here or asked for, or when the whole catalogue is loaded or on its way.
   */
  loadCauseOffers(causeKey: string): Promise<void>;
  offer(key: string): ProductOffer | undefined;
  /** The offer's next open draw, if any. */
  nextDraw(offerKey: string): Draw | undefined;
  /** Causes (`GET /causes`), loaded by `loadCauses()`. */
  causes: Cause[];
  causesStatus: LoadStatus;
  /** Loads every cause once (again with `force`). */
  loadCauses(options?: { force?: boolean }): Promise<void>;
  cause(key: string): Cause | undefined;
}

/** One thing a store loads and how its load went (load states of shop-core §4). */
export interface Loadable<T> {
  status: LoadStatus;
  /** The last answer; kept while a reload is in flight. */
  data: T | null;
  errors: ApiMessage[];
}

/** Draw details, prizes and winners, keyed `{productOfferKey}/{drawNo}` (see `drawKey`). */
export interface DrawsState {
  /** `GET /draw/details/{productOfferKey}/{drawNo}`. */
  details: Record<string, Loadable<DrawDetails>>;
  /** `GET /draw/details/{productOfferKey}/{drawNo}/prizes`. */
  prizes: Record<string, Loadable<DrawPrizes>>;
  /** `GET /draw/details/{productOfferKey}/{drawNo}/winners`. */
  winners: Record<string, Loadable<DrawWinners>>;
  loadDetails(productOfferKey: string, drawNo: number): Promise<void>;
  loadPrizes(productOfferKey: string, drawNo: number): Promise<void>;
  loadWinners(productOfferKey: string, drawNo: number): Promise<void>;
}

/** "Statistics and tips: fetching or loaded" (shop-specialised §4). */
export interface StatisticsState {
  /** `GET /statistics/{lotteryKey}` by lottery key. */
  byLottery: Record<string, Loadable<LotteryStatistics>>;
  /** `GET /tips`, cached 18 minutes by the call layer (shop-core §9). */
  tips: Loadable<Tip[]>;
  loadStatistics(lotteryKey: string): Promise<void>;
  loadTips(): Promise<void>;
  /** Forgets everything (a change of pricing variant does this, shop-core §4). */
  clear(): void;
}

export interface PartnerState {
  status: PartnerStatus;
  partner: Partner | null;
  errors: ApiMessage[];
  load(slug: string): Promise<void>;
}

export interface CartState {
  status: LoadStatus;
  /** An add, update or delete is in flight. */
  pending: boolean;
  cart: Cart | null;
  errors: ApiMessage[];
  /** Epoch ms until which `load()` keeps the cart it has (20 s after each change, shop-core §9). */
  expiresAt: number;
  /** Fetches the customer's cart, or the anonymous cart (creating it when missing or 404). `force` ignores the 20 s expiry. */
  load(options?: { force?: boolean }): Promise<void>;
  addItem(item: AddCartItemRequest): Promise<ActionResult>;
  updateItem(id: string, item: AddCartItemRequest): Promise<ActionResult>;
  removeItem(id: string): Promise<ActionResult>;
  /** Item count for badges. */
  count(): number;
  /** After sign-in: the customer takes over the anonymous cart (`POST /anon-cart/{ref}/convert`) and its token is cleared. */
  convertAnonymous(): Promise<void>;
  /** Empties the cart after a purchase; the next `load()` fetches it again. */
  clear(): void;
  /** Several items at once (`POST /cart/build`), debounced 500 ms (shop-core §9). */
  buildCart(items: AddCartItemRequest[]): Promise<ActionResult>;
  /** Promotion apply or remove in flight, done, or failed (`promotion_not_added` message in `promotionErrors`). */
  promotionStatus: PromotionStatus;
  promotionErrors: ApiMessage[];
  /** `POST /cart/promotion` or `/anon-cart/{cartRef}/promotion`, debounced 500 ms (shop-core §7). */
  applyPromotion(code: string): Promise<ActionResult>;
  /** Deletes the cart's promotion item. */
  removePromotion(): Promise<ActionResult>;
  /** Puts a past checkout's items back in the customer's cart (`/cart/replay/{replayID}`). */
  replay(replayId: string): Promise<ActionResult>;
  /** Items the server removed (closed draws, a promotion that no longer applies), until dismissed: closeable messages (shop-core §4). */
  autoRemoved: Cart['autoRemovedItems'];
  dismissAutoRemoved(id: string): void;
  /** shop-core §3 `isPrecartDrawerOpen`: opened after an add or build when `config.precartDrawer` (else the site config's) is on. */
  isPrecartDrawerOpen: boolean;
  /** The ids of the items the add or build that opened the pre-cart drawer put in the cart. */
  precartItemIds?: string[];
  closePrecartDrawer(): void;
  /**
   * What the app does after a successful add or build (shop-core §4): the pre-cart drawer when the
   * add opened it (the prompt is on), else go to /cart carrying utm parameters.
   */
  afterAdd(): AfterAddDecision;
  /** Forgets the cart (a change of pricing variant); `load({force: true})` fetches it again. */
  reset(): void;
}

export type PromotionStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** Options of `purchase.startPayPal`. */
export interface PayPalStartOptions {
  /** Pay this partner's cart (the partner purchase) instead of the main cart. */
  partnerSlug?: string;
  /** Where PayPal's approval or cancel returns; default the storefront's `/checkout/deposit/{depositId}/...`. */
  returnUrl?: string;
}
export type AfterAddDecision = { kind: 'drawer' } | { kind: 'navigate'; path: string };

export interface PartnerCartState {
  status: LoadStatus;
  pending: boolean;
  slug: string | null;
  cart: PartnerCart | null;
  errors: ApiMessage[];
  /**
   * Loads (or, after sign-in, takes over) the partner cart for `slug`; call it once
   * `session.init()` has settled. A signed-out shopper without a stored partner cart has none
   * yet: nothing is asked, `cart` stays null and `setItem` makes one with their first ticket.
   */
  load(slug: string): Promise<void>;
  /** Replaces the partner cart's content with one item (making the cart if there is none yet). */
  setItem(slug: string, item: AddCartItemRequest): Promise<ActionResult>;
  clear(): void;
}

export interface PurchaseState {
  status: LoadStatus;
  paymentMethods: PaymentMethod[];
  receipt: Receipt | null;
  errors: ApiMessage[];
  loadPaymentMethods(): Promise<void>;
  /** Buys the customer's cart from the wallet. */
  payWithWallet(): Promise<PurchaseResult>;
  /** Deposits the shortfall (or the whole total) from a card and buys the cart; `saveCard` also stores it. */
  payWithCard(card: CardInput, options?: { saveCard?: boolean }): Promise<PurchaseResult>;
  /** The same, from a stored card (`deposit.methodId`), with its security code when its gateway requires one. */
  payWithStoredCard(methodId: string, securityCode?: string): Promise<PurchaseResult>;
  /** A card challenge or PayPal approval waiting for the shopper (code deposit_pending). */
  pendingDeposit: PendingDeposit | null;
  /** Once the challenge window is done: sends the waiting purchase again with its Idempotency-Key. */
  resumePurchase(): Promise<PurchaseResult>;
  /** Forgets a waiting challenge (the shopper closed its window); the next attempt starts afresh. */
  dismissPending(): void;
  /**
   * Starts a sandbox PayPal deposit of the total due; open `approvalUrl` to approve it. With
   * `partnerSlug` it pays that partner cart, and with `returnUrl` (a page of this app's origins)
   * PayPal's return lands there with `drawkit_deposit` and `drawkit_paypal` (success or cancel).
   */
  startPayPal(options?: PayPalStartOptions): Promise<{ ok: true; deposit: PendingDeposit } | { ok: false; messages: ApiMessage[] }>;
  /** The PayPal success return: credits the wallet, then buys the cart (the partner cart given `partnerSlug`). */
  completePayPalDeposit(depositId: string, options?: { partnerSlug?: string }): Promise<PurchaseResult>;
  /** The PayPal cancel return. */
  cancelPayPalDeposit(depositId: string): Promise<ActionResult>;
  /** Stores a card (tokenised by the gateway) and reloads the payment methods. */
  addCard(card: CardInput, options?: { gateway?: string; makeDefault?: boolean }): Promise<ActionResult>;
  makeDefaultCard(id: string): Promise<ActionResult>;
  deleteCard(id: string): Promise<ActionResult>;
  /**
   * Receipt states (shop-specialised §4): fetching, error with messages, or cleared. "A
   * checkout-failure code sets the error state; other failure codes only stop fetching" (stopped).
   */
  receiptStatus: 'idle' | 'fetching' | 'succeeded' | 'error' | 'stopped';
  /** Buys the partner cart for `slug`, with a card deposit or from the wallet when `card` is null. */
  payPartner(slug: string, card: CardInput | null): Promise<PurchaseResult>;
  loadReceipt(checkoutId: string): Promise<void>;
  reset(): void;
}

/** How saving favourite numbers went: `replaced` when an earlier set was overwritten. */
export type FavouriteNumbersSaveResult = { ok: true; replaced: boolean } | { ok: false; messages: ApiMessage[] };
/** Expected failures come back as results the UI can show, not exceptions (STYLE 8). */
export type ActionResult = { ok: true } | { ok: false; messages: ApiMessage[] };
export type PurchaseResult =
  | { ok: true; receipt: Receipt }
  /** `pending`: a card challenge to show before the purchase can finish (see `resumePurchase`). */
  | { ok: false; messages: ApiMessage[]; pending?: PendingDeposit };
export type TwoFactorCheck = { ok: true; twoFactorAuth: TwoFactorAuth } | { ok: false; messages: ApiMessage[] };
/** The autologin screen's states (shop-core §4), `idle` before any autologin. */
export type AutologinStatus = 'idle' | 'loading' | '2fa' | 'verifying' | 'error' | 'success';
/** Why the session changed. */
export type SessionChangeReason = 'login' | 'signup' | 'autologin' | 'transfer' | 'social' | 'logout' | 'idle' | 'unauthorised' | 'account-closed';

export interface DrawkitEvents {
  /** The cart or partner cart changed (items, totals). */
  'cart-change': { cart: Cart | PartnerCart };
  /** The session's pricing variant changed: cart, offers, statistics and results were cleared and reload (shop-core §4). */
  'pricing-change': { pricingId: string; previous: string };
  'purchase-complete': { checkoutId: string; total: Receipt['total'] };
  /** A refresh failed: the session was cleared. */
  unauthorised: Record<string, never>;
  'session-change': { isAuthenticated: boolean; reason?: SessionChangeReason };
  /** The signed-in identity ended (refresh failed, logout, idle): analytics should reset who the user is. */
  'identity-reset': Record<string, never>;
}

export interface DrawkitClient {
  readonly config: Readonly<DrawkitConfig>;
  readonly api: ApiClient;
  readonly session: StoreApi<SessionState>;
  readonly catalogue: StoreApi<CatalogueState>;
  readonly partner: StoreApi<PartnerState>;
  readonly cart: StoreApi<CartState>;
  readonly partnerCart: StoreApi<PartnerCartState>;
  readonly purchase: StoreApi<PurchaseState>;
  /** Draw details, prizes and winners per offer and draw number. */
  readonly draws: StoreApi<DrawsState>;
  /** Number statistics per lottery, and tips. */
  readonly statistics: StoreApi<StatisticsState>;
  /** The notification stack (shop-specialised §2): cleared on every session change; the 401 notice on `unauthorised`. */
  readonly notifications: StoreApi<NotificationsState>;
  /** Past results, full results of a draw (batched 1 ms) and live draw-completed updates. */
  readonly results: StoreApi<ResultsState>;
  on<E extends keyof DrawkitEvents>(event: E, listener: (detail: DrawkitEvents[E]) => void): () => void;
  /** Stops the session timers (heartbeat, idle check) that `session.init()` or a sign-in started. */
  dispose(): void;
}
