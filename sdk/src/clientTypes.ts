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
  Cart,
  CustomerOverview,
  Discovery,
  Draw,
  Envelope,
  LoadStatus,
  LoginRequest,
  Partner,
  PartnerCart,
  PartnerStatus,
  PaymentMethod,
  ProductOffer,
  Receipt,
  RouteName,
  SignupRequest,
  SiteConfig,
} from '@drawkit/contract';
import type { StoreApi } from 'zustand/vanilla';

/** Where the client keeps tokens and cart references (cookies in browsers, memory elsewhere). */
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
  fetch?: typeof globalThis.fetch;
  subvariant?: string;
  /** Storage names are prefixed with this, so two embeds on one page keep apart. Default `drawkit`. */
  storagePrefix?: string;
}

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
}

export interface SessionState {
  status: LoadStatus;
  isAuthenticated: boolean;
  customerId: string | null;
  customerToken: string | null;
  sessionId: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  pricingId: string;
  segmentName: string;
  isNewSignup: boolean;
  customer: CustomerOverview | null;
  config: SiteConfig | null;
  capabilities: Capabilities | null;
  /** Messages of the last failed login or signup, for the form. */
  errors: ApiMessage[];
  /** Loads config and capabilities and restores a stored session. Safe to call more than once. */
  init(): Promise<void>;
  login(request: LoginRequest): Promise<ActionResult>;
  signup(request: SignupRequest): Promise<ActionResult>;
  logout(): Promise<void>;
  loadCustomer(): Promise<void>;
  /** Whether the customer's (or default) segment has a capability. */
  can(capability: string): boolean;
}

export interface CatalogueState {
  status: LoadStatus;
  offers: ProductOffer[];
  /** Draws by drawId. */
  draws: Record<string, Draw>;
  errors: ApiMessage[];
  load(): Promise<void>;
  offer(key: string): ProductOffer | undefined;
  /** The offer's next open draw, if any. */
  nextDraw(offerKey: string): Draw | undefined;
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
}

export interface PartnerCartState {
  status: LoadStatus;
  pending: boolean;
  slug: string | null;
  cart: PartnerCart | null;
  errors: ApiMessage[];
  /** Loads (or, after sign-in, takes over) the partner cart for `slug`. */
  load(slug: string): Promise<void>;
  /** Replaces the partner cart's content with one item. */
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
  /** Deposits the shortfall (or the whole total) from a card and buys the cart. */
  payWithCard(card: CardInput): Promise<PurchaseResult>;
  /** Buys the partner cart for `slug`, with a card deposit or from the wallet when `card` is null. */
  payPartner(slug: string, card: CardInput | null): Promise<PurchaseResult>;
  loadReceipt(checkoutId: string): Promise<void>;
  reset(): void;
}

/** Expected failures come back as results the UI can show, not exceptions (STYLE 8). */
export type ActionResult = { ok: true } | { ok: false; messages: ApiMessage[] };
export type PurchaseResult = { ok: true; receipt: Receipt } | { ok: false; messages: ApiMessage[] };

export interface DrawkitEvents {
  /** The cart or partner cart changed (items, totals). */
  'cart-change': { cart: Cart | PartnerCart };
  'purchase-complete': { checkoutId: string; total: Receipt['total'] };
  /** A refresh failed: the session was cleared. */
  unauthorised: Record<string, never>;
  'session-change': { isAuthenticated: boolean };
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
  on<E extends keyof DrawkitEvents>(event: E, listener: (detail: DrawkitEvents[E]) => void): () => void;
}
