/**
 * The `@drawkit/sdk` package: the framework-free core of the Drawkit shop. Importing this module does
 * nothing; `createDrawkit(config)` builds a client.
 *
 * @packageDocumentation
 */

// Client
export { createDrawkit } from './createDrawkit';
export type {
  ActionResult,
  ApiClient,
  CartState,
  CatalogueState,
  DrawkitClient,
  DrawkitConfig,
  DrawkitEvents,
  PartnerCartState,
  PartnerState,
  PurchaseResult,
  PurchaseState,
  RequestOptions,
  SessionState,
  StorageAdapter,
} from './clientTypes';

// Storage
export { createCookieStorage } from './storage/createCookieStorage';
export type { CookieStorageOptions } from './storage/createCookieStorage';
export { createMemoryStorage } from './storage/createMemoryStorage';
export { ANON_CART_MAX_AGE_SECONDS, DEFAULT_SESSION_TIMEOUT_SECONDS } from './storage/storageNames';

// Errors
export { DrawkitError, isDrawkitError } from './errors/DrawkitError';
export type { DrawkitErrorKind } from './errors/brand';
export { ApiError, isApiError } from './errors/ApiError';
export type { ApiErrorOptions } from './errors/ApiError';
export { NetworkError, isNetworkError } from './errors/NetworkError';
export { AuthError, isAuthError } from './errors/AuthError';
export { ValidationError, isValidationError } from './errors/ValidationError';
export { ConfigurationError, isConfigurationError } from './errors/ConfigurationError';
export { isAbortError } from './errors/toDrawkitError';

// Cache lifetimes and user-facing wording the widgets may show
export { CACHE_TTL_MS, DEFAULT_CACHE_TTL_MS } from './api/responseCache';
export { CART_CACHE_MS, CART_UPDATE_FAILURE } from './stores/cartStore';

// Formatting
export { formatMoney } from './format/formatMoney';
export { formatJackpot, PRIZE_POOL_UNKNOWN_TEXT } from './format/formatJackpot';
export { formatDrawDate } from './format/formatDrawDate';

// Ticket and price rules
export { clearSlot, emptyGame, isGameComplete, quickPickGame, toggleNumber } from './rules/ticketRules';
export type { RandomInt } from './rules/ticketRules';
export { ticketPrice } from './rules/ticketPrice';
export { totalDue } from './rules/totalDue';
export { nextDraw } from './rules/nextDraw';
export { purchaseDetails } from './rules/purchaseDetails';

// The wire contract, so widgets and apps import only from '@drawkit/sdk'. The enum tables are
// exported because the contract's union types are derived from them.
export {
  AVAILABILITIES,
  BASE_CURRENCY,
  CAPABILITY_NAMES,
  CHECKOUT_STEPS,
  DRAW_STATUSES,
  ERROR_CODES,
  GAME_TYPE_KEYS,
  PAYMENT_METHOD_TYPES,
  PRODUCT_OFFER_TYPES,
  PRODUCT_TYPES,
  RAFFLE_PURCHASE_STATUSES,
  RECURRING_AVAILABILITIES,
  RECURRING_MODES,
  RESULT_DRAW_STATUSES,
  ROUTES,
  isRaffleDraw,
  money,
} from '@drawkit/contract';
export type {
  AddCartItemRequest,
  AddressFields,
  ApiMessage,
  Availability,
  BrandingEntry,
  Capabilities,
  CapabilityName,
  CapabilitySegment,
  CardInput,
  Cart,
  CartItem,
  CartItemRecurring,
  CartPurchaseRequest,
  Cause,
  ChannelKey,
  CheckoutStep,
  CurrencyCode,
  CustomerOverview,
  CustomerToken,
  DepositPurchaseRequest,
  DepositRequest,
  Discovery,
  Draw,
  DrawStatus,
  EntryPrice,
  Envelope,
  ErrorCode,
  GameNumbers,
  GameOffer,
  GameType,
  GameTypeKey,
  LoadStatus,
  LoginRequest,
  LoginResult,
  LotteryDraw,
  MessageLevel,
  Money,
  NumberSet,
  PageInfo,
  Partner,
  PartnerCart,
  PartnerCartRequest,
  PartnerPurchaseRequest,
  PartnerStatus,
  PaymentMethod,
  PaymentMethodType,
  ProductOffer,
  ProductOfferCollection,
  ProductOfferType,
  ProductType,
  PurchaseDetails,
  PurchaseMetadata,
  RaffleDraw,
  RaffleDrawData,
  RafflePurchaseStatus,
  Receipt,
  ReceiptOrder,
  RecurringAvailability,
  RecurringMode,
  RecurringPurchaseOption,
  RefreshResult,
  Restriction,
  RouteName,
  SignupRequest,
  SiteConfig,
  UrlAlias,
} from '@drawkit/contract';
