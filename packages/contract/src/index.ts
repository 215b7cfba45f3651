export type { CurrencyCode, Money } from './money';
export { BASE_CURRENCY, money } from './money';
export type {
  Availability,
  CapabilityName,
  ChannelKey,
  CheckoutStep,
  DrawStatus,
  GameTypeKey,
  LedgerKind,
  LoadStatus,
  PartnerStatus,
  PaymentMethodType,
  ProductOfferType,
  ProductType,
  RafflePurchaseStatus,
  RecurringAvailability,
  RecurringMode,
} from './enums';
export {
  AVAILABILITIES,
  CAPABILITY_NAMES,
  CHECKOUT_STEPS,
  DRAW_STATUSES,
  GAME_TYPE_KEYS,
  LEDGER_KINDS,
  PAYMENT_METHOD_TYPES,
  PRODUCT_OFFER_TYPES,
  PRODUCT_TYPES,
  RAFFLE_PURCHASE_STATUSES,
  RECURRING_AVAILABILITIES,
  RECURRING_MODES,
  RESULT_DRAW_STATUSES,
} from './enums';
export type { ErrorCode } from './errorCodes';
export { DEPOSIT_FAILURE_FALLBACK, ERROR_CODES, isErrorCode } from './errorCodes';
export type { ApiMessage, Envelope, ErrorEnvelope, MessageLevel, PageInfo } from './envelope';
export { camelCase, PRESERVED_KEYS, snakeCase, toCamelKeys, toSnakeKeys } from './caseConvert';
export { HEADERS, isValidStoredId, signaturePayload, STORED_ID_PATTERN, TIMESTAMP_TOLERANCE_SECONDS } from './headers';
export type { ApiVersionName, ServiceName } from './apiVersions';
export { API_VERSIONS, SERVICE_PREFIXES } from './apiVersions';
export type { HttpMethod, RouteName, RouteSpec } from './routes';
export { buildPath, ROUTES } from './routes';
export type {
  BrandingEntry,
  Capabilities,
  CapabilitySegment,
  Cause,
  Discovery,
  Draw,
  EntryPrice,
  GameOffer,
  GameType,
  LotteryDraw,
  NumberSet,
  Partner,
  ProductOffer,
  ProductOfferCollection,
  RaffleDraw,
  RaffleDrawData,
  RecurringPurchaseOption,
  Restriction,
  SiteConfig,
  UrlAlias,
} from './catalogue';
export { isRaffleDraw } from './catalogue';
export type {
  AddCartItemRequest,
  Cart,
  CartItem,
  CartItemRecurring,
  ConvertCartRequest,
  GameNumbers,
  PartnerCart,
  PartnerCartRequest,
} from './cart';
export type {
  AddressFields,
  CustomerOverview,
  CustomerToken,
  LoginRequest,
  LoginResult,
  RefreshResult,
  SignupRequest,
} from './customer';
export type {
  CardInput,
  CartPurchaseRequest,
  DepositPurchaseRequest,
  DepositRequest,
  PartnerPurchaseRequest,
  PaymentMethod,
  PurchaseDetails,
  PurchaseMetadata,
  Receipt,
  ReceiptOrder,
} from './purchase';
