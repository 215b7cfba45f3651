/**
 * The `@drawkit/sdk` package: the framework-free core of the Drawkit shop. Importing this module does
 * nothing; `createDrawkit(config)` builds a client.
 *
 * @packageDocumentation
 */

// Client
export { createDrawkit } from './createDrawkit';
export { startDiscovery } from './api/startDiscovery';
export type {
  ActionResult,
  ApiClient,
  AutologinStatus,
  CartState,
  CatalogueState,
  DrawkitClient,
  DrawkitConfig,
  DrawkitEvents,
  FavouriteNumbersSaveResult,
  PartnerCartState,
  PartnerState,
  PurchaseResult,
  PurchaseState,
  RefreshTokenLocation,
  RequestOptions,
  SessionChangeReason,
  SessionState,
  StorageAdapter,
  TwoFactorCheck,
} from './clientTypes';

// Account area: details, confirmations, password change, communication preferences, closing (issue 12)
export {
  changePassword,
  closeAccount,
  confirmByLink,
  confirmCustomer,
  loadCommunicationPreferences,
  loadCustomerDetails,
  saveCommunicationPreferences,
  saveCustomerDetails,
  unsubscribeFromMarketing,
} from './account/accountCalls';
export {
  ADDRESS_CONFIRM_FAILED,
  ADDRESS_CONFIRMED,
  CONFIRMATION_BANNER_TEXT,
  DETAILS_UPDATED,
  DETAILS_UPDATED_UNVERIFIED_TITLE,
  EMAIL_CONFIRMED,
  PREFERENCES_SAVED,
  UNSUBSCRIBED,
} from './account/accountMessages';
export { confirmationBannerKind, MY_DETAILS_PATH } from './account/confirmationBanner';
export type { ConfirmationKind } from './account/confirmationBanner';
// Forms: checked with the server's own schemas (zod/mini, in the chunk of the form that calls it)
export { FORM_FIELD_MESSAGES } from '@drawkit/contract';
export { validateForm } from './forms/validateForm';
export type { FormFieldErrors, FormName, FormValues } from './forms/validateForm';
export { COMMUNICATION_CHANNELS, SELECTABLE_REGIONS, SHOWN_COMMUNICATION_CHANNELS, UNSUBSCRIBE_REASONS } from '@drawkit/contract';
export type {
  CommunicationChannel,
  CommunicationPreferences,
  CustomerDetails,
  CustomerDetailsRequest,
  CustomerDetailsUpdateResult,
} from '@drawkit/contract';

// Session: two-factor, kept query parameters, heartbeat and idle sign-out constants
export {
  TWO_FACTOR_CODE_LENGTH,
  TWO_FACTOR_CODE_REQUIRED,
  TWO_FACTOR_RESEND_COOLDOWN_MS,
  validateTwoFactorCode,
} from './session/twoFactor';
export type { TwoFactorState } from './session/twoFactor';
export { KEPT_QUERY_PARAMETERS, channelKeyOf, keptQueryParametersOf, withKeptQueryParameters } from './session/keptQueryParameters';
export type { KeptQueryParameter, KeptQueryParameters } from './session/keptQueryParameters';
export { HEARTBEAT_INTERVAL_MS } from './session/heartbeat';
export { IDLE_CHECK_INTERVAL_MS } from './session/idleSignOut';

// Password and two-factor settings (forgot, reset, forced change, login-and-security)
export {
  FORGOT_PASSWORD_CONFIRMATION,
  LINK_EXPIRED_MESSAGE,
  NEW_PASSWORD_SAVED,
  beginAuthenticatorSetup,
  confirmAuthenticator,
  disableTwoFactor,
  forceChangePassword,
  forgotPassword,
  loadTwoFactorStatus,
  resetPassword,
  switchToEmailTwoFactor,
} from './session/accountSecurity';
export type { ValueResult } from './session/accountSecurity';

// Notification stack (shop-specialised §2, §8)
export {
  NOTIFICATION_AUTO_DISMISS_MS,
  NOTIFICATION_CLOSE_LABEL,
  UNAUTHORISED_NOTIFICATION,
  actionCloses,
  apiMessageTitle,
  createNotificationsStore,
  notificationIcon,
} from './stores/notificationsStore';
export type {
  Notification,
  NotificationAction,
  NotificationIcon,
  NotificationInput,
  NotificationsState,
} from './stores/notificationsStore';

// Draw details, prizes and winners; statistics and tips
export type { DrawsState, Loadable, StatisticsState } from './clientTypes';
export { IDLE_LOADABLE, drawKey } from './stores/drawsStore';

// Past results, full results (batched 1 ms) and live draw-completed updates
export type { FullResultEntry, ResultsList, ResultsPage, ResultsState, ResultsStoreOptions } from './stores/resultsStore';
export { listKey, resultDrawKey } from './stores/resultsStore';
export { PAST_RESULTS_PAGE_SIZE, pageCount, pageNumber, pageOffset } from './stores/resultsPaging';
export type { EventSourceFactory, EventSourceLike } from './stores/drawEventStream';
export type {
  CustomerDrawTicket,
  DrawCompletedEvent,
  DrawPreview,
  DrawResult,
  FullDrawResult,
  ResultCategory,
  ResultKeys,
} from '@drawkit/contract';

// Daily-winners programme (shop-specialised §2–§4, §7 'Membership programme')
export { emptyGiveawayPagination, membershipStore, membershipVisitedName } from './membership/membershipStore';
export { MEMBERSHIP_VISITED_MAX_AGE_SECONDS } from './membership/membershipActions';
export type {
  BenefitsResult,
  GiveawayListName,
  GiveawayPagination,
  MembershipCallOptions,
  MembershipState,
  UnlockRequestStatus,
} from './membership/membershipStore';
export { majorEntryStatusOf, membershipNavigationState, membershipNavigationText, showsMembershipNavigationDot } from './rules/membershipNavigation';
export type { MembershipNavigationInput } from './rules/membershipNavigation';
export { giveawayHasEnded, stickyCallToActionKey, stickyCallToActionText } from './rules/stickyCallToAction';
export type { StickyCallToActionInput } from './rules/stickyCallToAction';
export { canOpenDailyWinnersPage, dailyWinnersCapabilities } from './rules/membershipRoutes';
export { membershipCartItem } from './rules/membershipCartItem';
export type { DailyWinnersPage } from './rules/membershipRoutes';
export {
  DAILY_WINNERS_PROGRAM,
  DEFAULT_PROGRAM_URL,
  GIVEAWAY_DRAW_STATES,
  GIVEAWAY_ENTRY_STATUSES,
  GIVEAWAY_TYPES,
  MEMBERSHIP_ELIGIBILITIES,
  MEMBERSHIP_PAGE_LIMIT,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_RENEWAL_STATUSES,
  MEMBERSHIP_TIERS,
  MEMBERSHIP_UNKNOWN_ERROR,
} from '@drawkit/contract';
export type {
  CustomerMembership,
  FaqItem,
  GiveawayDraw,
  GiveawayDrawnEvent,
  GiveawayDrawState,
  GiveawayEntryStatus,
  GiveawayImages,
  GiveawayListWhen,
  GiveawayPage,
  GiveawayPrize,
  GiveawayType,
  GiveawayWinner,
  JoinMembershipBody,
  MembershipBenefits,
  MembershipEligibility,
  MemberDiscount,
  MembershipRenewal,
  MembershipRenewalStatus,
  MembershipNavigationState,
  MembershipStatus,
  MembershipTier,
  MembershipTierOffer,
  ProgramConfig,
  ProgramContent,
  ProgramNavigationItem,
  StickyCallToActionKey,
  UnlockGiveawayBody,
  UnlockGiveawayResult,
} from '@drawkit/contract';

// Call layer utilities: debounce table, error mapping
export { batch } from './api/batch';
export { DEBOUNCE_MS, debounce } from './api/debounce';
export type { CacheKind } from './api/cacheTable';
export { errorPageStatus, toClientErrorStatus } from './errors/clientErrorStatus';

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

// Cart states and promotions (shop-core §3–§5)
export { PROMOTION_FAILURE } from './stores/cartStore';
export type { AfterAddDecision, PayPalStartOptions, PromotionStatus } from './clientTypes';
export { exceededAmount, remainingSpendLimit } from './rules/spendLimit';
export { BLOCKED_REASON_ACTIONS, VOUCHER_TYPES } from '@drawkit/contract';
export type { BlockedReasonAction, BuildCartRequest, CartPromotionItem, CartSpendLimit, VoucherType } from '@drawkit/contract';

// Formatting
export { formatMoney } from './format/formatMoney';
export { formatJackpot, PRIZE_POOL_UNKNOWN_TEXT } from './format/formatJackpot';
export { formatDrawDate } from './format/formatDrawDate';
export { formatJackpotAmount } from './format/formatJackpot';
export { formatPrizeThousands } from './format/formatPrizeThousands';
export { formatLongDate, formatMonthYear } from './format/formatLongDate';
export { formatCount } from './format/formatCount';
export { relativeDrawDayLabel } from './format/relativeDrawDayLabel';
export { forwardDrawLabel, ordinal } from './format/forwardDrawLabel';
export { DRAW_DAY_NAMES, drawDayNames, drawDaysMask } from './format/drawDayNames';
export type { DrawDayName } from './format/drawDayNames';
export { GAME_TYPE_ORDER, gameTypeFromUrlSuffix, gameTypeUrlSuffix, sortGameTypes } from './format/gameTypeUrlSuffix';
export { numberPlaceholder } from './format/numberPlaceholder';
export { formatCardNumber } from './format/formatCardNumber';

// Ticket and price rules
export { clearSlot, emptyGame, isGameComplete, quickPickGame, toggleNumber } from './rules/ticketRules';
export type { RandomInt } from './rules/ticketRules';
export { ticketPrice } from './rules/ticketPrice';
export { totalDue } from './rules/totalDue';
export { nextDraw } from './rules/nextDraw';
export { purchaseDetails } from './rules/purchaseDetails';
export { browserInfo, challengeWindowSizeFor, normaliseColourDepth } from './rules/cardChallenge';
export { validateTicket } from './rules/validateTicket';
export type { TicketProblem, TicketProblemCode, TicketToValidate, ValidatedGameOffer } from './rules/validateTicket';
export { isEntryComplete, isMultiEntryGameType, MULTI_ENTRY_GAME_TYPES } from './rules/isEntryComplete';
export type { EntryRulesOffer } from './rules/isEntryComplete';
export { fitNumberEntry } from './rules/numberEntry';
export type { NumberEntry } from './rules/numberEntry';
export { moveFavourite } from './rules/moveFavourite';
export { replaceGame } from './rules/replaceGame';
export { quickPickEntry } from './rules/quickPickEntry';
export { defaultPriceEntryCount, entryPrice, multiDrawPrice } from './rules/entryPrice';
export type { PricedGameOffer } from './rules/entryPrice';
export { sharePriceFactor, syndicatePrice } from './rules/syndicatePrice';
export { DEFAULT_STANDARD_GAMES, defaultGameCount } from './rules/defaultGameCount';
export { AUTOPLAY, isRecurring, setRecurring } from './rules/ticketDraft';
export type { TicketDraft } from './rules/ticketDraft';
// The product types a ticket draft may carry, from the contract.
export type { AddCartItemProductType } from '@drawkit/contract';
export { toAddCartItem } from './rules/toAddCartItem';
export { bundleTicketPrice, isPurchasableRaffleDraw, PURCHASABLE_RAFFLE_STATUSES, ticketBundles, toRaffleCartItem } from './rules/raffleCartItem';
export type { RaffleTicketDraft } from './rules/raffleCartItem';
export { syndicateFill, toSyndicateCartItem } from './rules/syndicateCartItem';
export type { SyndicateShareDraft } from './rules/syndicateCartItem';
export { recurringChoice, recurringOptionOf } from './rules/recurringAvailability';
export type { AddCartItemBody } from './rules/toAddCartItem';
export { lotteryListKind, orderLotteryList, orderOfferList, SYNDICATE_LIST_POSITION } from './rules/orderLotteryList';
export type { ListedOffer, LotteryListKind } from './rules/orderLotteryList';
export { sortRafflePrizes } from './rules/sortRafflePrizes';
export type { OrderedRafflePrize } from './rules/sortRafflePrizes';
export { isJackpotLottery, isTopJackpotLottery, JACKPOT_LOTTERIES, TOP_JACKPOT_LOTTERIES } from './rules/jackpotLotteries';

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
  CHALLENGE_WINDOW_SIZES,
  COLOUR_DEPTHS,
  PRODUCT_OFFER_TYPES,
  PRODUCT_TYPES,
  RAFFLE_PURCHASE_STATUSES,
  RECURRING_AVAILABILITIES,
  RECURRING_MODES,
  RESULT_DRAW_STATUSES,
  ROUTES,
  SERVICE_PREFIXES,
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
  AutologinRequest,
  CardInput,
  Cart,
  CartItem,
  CartItemRecurring,
  CartPurchaseRequest,
  Cause,
  ChannelKey,
  FavouriteNumbersRequest,
  FavouriteNumbersResult,
  CheckoutStep,
  CurrencyCode,
  CustomerOverview,
  CustomerToken,
  DepositPurchaseRequest,
  DepositRequest,
  Discovery,
  PreloadedAnswer,
  Draw,
  DrawDetails,
  DivisionResult,
  DivisionWinners,
  DrawPrizes,
  DrawWinners,
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
  LotteryStatistics,
  NumberFrequency,
  PrizeDivision,
  PublicWinner,
  RafflePrize,
  RaffleWinner,
  SetStatistics,
  Tip,
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
  BrowserInfo,
  CardChallenge,
  ChallengeWindowSize,
  ColourDepth,
  PendingDeposit,
  PendingDepositStatus,
  StoredCardDepositRequest,
  StoredFund,
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
  ServiceName,
  SignupRequest,
  TransferRequest,
  TwoFactorAuth,
  TwoFactorMethod,
  TwoFactorStatus,
  AuthenticatorSetup,
  CheckEmailRequest,
  CheckEmailResult,
  SiteConfig,
  UrlAlias,
} from '@drawkit/contract';

// Contract types that exported SDK types refer to.
export type { ComboDefinition, ComboPart, FundVerification, PaymentCode, SyndicateTicket } from '@drawkit/contract';
export type {
  AccountDepositResult,
  BankAccount,
  BankAccountRequest,
  BankAccountType,
  DepositTransaction,
  Withdrawal,
  WithdrawalCode,
  WithdrawalStatus,
} from '@drawkit/contract';
export { BANK_ACCOUNT_MESSAGES, BANK_ACCOUNT_TYPES, WITHDRAWAL_CODES } from '@drawkit/contract';
export { FUND_VERIFICATION_LABELS, PAYMENT_CODES } from '@drawkit/contract';

// Placement: the pre-cart drawer's recommended draws (shop-specialised §7 'Placement').
export { loadPrecartPlacements, precartItems, primePlacementCart } from './placement/loadPrecartPlacements';
export type { PlacementOptions, PlacementSegment } from './placement/loadPrecartPlacements';
export type { Placement, PlacementCartItem, PlacementPrimeResult, RecommendedDraw } from '@drawkit/contract';
export { PLACEMENT_TICKET_DAYS, PRECART_PLACEMENT_KEY } from '@drawkit/contract';

// Limits, wallet deposits and verification (shop-specialised §7 'Limits'; shop-core §7 'Funds', 'Verification').
export { createLimitsStore, limitsStoreOf } from './limits/limitsStore';
export type { LimitChangeResult, LimitsState } from './limits/limitsStore';
export { DEPOSIT_LIMIT_UPDATED_MESSAGE, pendingChangeMessage, spendLimitUpdatedMessage } from './limits/limitMessages';
export { depositFailureMessages, depositFromNewCard, depositFromStoredCard } from './limits/walletDeposit';
export { AMOUNT_MESSAGES, parseDollars, validateAmount } from './limits/amountRules';
export type { WalletDepositReceipt, WalletDepositResult } from './limits/walletDeposit';
export { submitLicenceVerification } from './limits/verification';
export {
  addBankAccount,
  cancelAccountDeposit,
  cancelWithdrawal,
  completeAccountDeposit,
  loadDepositTransaction,
  loadPendingDeposit,
  loadWithdrawal,
  loadWithdrawalMethods,
  removeBankAccount,
  requestWithdrawal,
  startAccountPayPalDeposit,
} from './wallet/walletActions';
export type { WalletResult } from './wallet/walletActions';
export { bankAccountErrors, validateBankAccount } from './wallet/bankAccountForm';
export type { BankAccountField } from './wallet/bankAccountForm';
// Recurring purchases (shop-specialised §3, §7): the contract's wire types, re-exported.
export type {
  FundKind,
  LastAttemptStatus,
  PaymentResolution,
  RecurringAttempt,
  RecurringFund,
  RecurringPurchase,
  RecurringPurchaseDetail,
  RecurringPurchaseMethod,
  RecurringStatus,
  RecurringUpdateRequest,
  ScheduledPurchase,
  ScheduledPurchaseKind,
  ScheduledPurchaseStatus,
} from '@drawkit/contract';
export { isPausedStatus } from '@drawkit/contract';
export { createRecurringStore, recurringStoreOf } from './recurring/recurringStore';
export type { RecurringChangeResult, RecurringItemState, RecurringListKind, RecurringPage, RecurringState } from './recurring/recurringStore';
export { autoplayLabel } from './recurring/autoplayLabel';
export {
  AUTOPLAY_CHANGED_TITLE,
  AUTOPLAY_STATUS_FAILED,
  RECURRING_PAGE_SIZE,
  RECURRING_STATUS_TEXT,
  SCHEDULED_STATUS_TEXT,
} from './recurring/recurringMessages';
export type {
  AccountRestriction,
  CustomerVerification,
  LicenceVerificationRequest,
  LimitPeriod,
  PendingLimitChange,
  PrecommitmentLimit,
  PrecommitmentState,
  SpendLimit,
  SpendLimits,
  SystemSpendLimit,
  VerificationMethod,
  VerificationMethodType,
  VerificationStatus,
} from '@drawkit/contract';
export {
  isVerificationPending,
  LIMIT_COOLING_OFF_DAYS,
  LIMIT_PERIODS,
  VERIFICATION_METHOD_TYPES,
  VERIFICATION_STATUSES,
} from '@drawkit/contract';

// The customer's orders, tickets and transactions (issue 12: shop-core §2 account ticket pages, §7 `GET /transactions`).
export { createOrdersStore, emptyListPage, ordersStoreOf } from './orders/ordersStore';
export type { ListPage, OrderDetailsState, OrderListName, OrdersState } from './orders/ordersStore';
export { ticketOutcome } from './orders/ticketOutcome';
export type { TicketOutcome } from './orders/ticketOutcome';
export type {
  OrderDetails,
  OrderDraw,
  OrderListStatus,
  OrderProductType,
  OrderSummary,
  OrderTicket,
  TicketResult,
  WalletTransaction,
} from '@drawkit/contract';
export { ORDER_LIST_STATUSES, ORDERS_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE } from '@drawkit/contract';
// Identity (issue 12): photo and provider verification, /locate, terms acceptance, social sign-in links.
export { checkVerification, finishProviderVerification, startProviderVerification, uploadVerificationPhotos, validatePhotoFiles } from './identity/verificationActions';
export type { PhotoFile } from './identity/verificationActions';
export {
  acceptLocationTerms,
  acceptTerms,
  idTokenFromFragment,
  linkSocialSignIn,
  listSocialSignIns,
  locate,
  socialSignInUrl,
  unlinkSocialSignIn,
} from './identity/identityActions';
export type {
  Location,
  SocialIdentity,
  SocialProvider,
  TermsAcceptance,
  VerificationProviderOutcome,
  VerificationProviderStart,
  VerificationProviderType,
  VerificationUploadResult,
} from '@drawkit/contract';
// The upload's limits and wording are held back: validatePhotoFiles applies them (the npm bundle's budget).
export { SOCIAL_PROVIDERS, VERIFICATION_PROVIDERS } from '@drawkit/contract';
// Site content (issue 12, part 5): CMS pages, blog, navigation and footer, banner, consent, feedback, bell, migration.
export {
  loadBlogCategories,
  loadBlogPost,
  loadBlogPosts,
  loadCmsFile,
  loadCmsPage,
  loadPreview,
  loadTranslations,
  sendContactMessage,
} from './content/contentCalls';
export type { BlogListing, ContentResult } from './content/contentCalls';
export { createSiteContentStore, siteContentStore } from './content/siteContentStore';
export type { SiteContentState } from './content/siteContentStore';
export { consentCategories, consentCookieName, readConsent, saveConsent } from './content/cookieConsent';
export type { ConsentCategory, ConsentChoice } from './content/cookieConsent';
export {
  chooseSitewideBanner,
  dismissSitewideBanner,
  isSitewideBannerDismissed,
  SITEWIDE_BANNER_DISMISSAL_KEY,
  SITEWIDE_BANNER_LAYER,
} from './content/sitewideBanner';
export type { KeyValueStorage } from './content/sitewideBanner';
export { blogCategoryPath, showsContentLink } from './content/contentLinks';
export { createNotificationFeedStore, notificationFeedStore } from './content/notificationFeedStore';
export type { NotificationFeedState } from './content/notificationFeedStore';
export { createMigrationStore, migrationDismissedName, migrationStore, shouldOpenMigration } from './content/migrationStore';
export type { MigrationStage, MigrationState, MigrationStoreOptions } from './content/migrationStore';
export { createFeedbackStore, feedbackStore } from './content/feedbackStore';
export type { FeedbackEventStatus, FeedbackState, FeedbackStep } from './content/feedbackStore';
export type {
  BlogCategory,
  BlogPost,
  CmsFile,
  CmsPage,
  CmsRoute,
  ContactMessageRequest,
  ContentBlock,
  ContentLink,
  ContentLocale,
  ContentSiteConfig,
  ContentTheme,
  FeedbackRating,
  FeedNotification,
  LinkGroup,
  MigrationResult,
  MigrationStatus,
  NotificationFeed,
  SitewideBanner,
  TranslationItem,
} from '@drawkit/contract';
export {
  BLOG_PAGE_SIZE,
  BLOG_PREVIEW_SIZE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  FEEDBACK_RATINGS,
  MIGRATION_DISMISSAL_DAYS,
  MIGRATION_MAX_ATTEMPTS,
  MIGRATION_POLL_MS,
} from '@drawkit/contract';

// Group play, the lotto party (shop-specialised §2, §3, §7 'Group play'; issue 12).
export { createPartyStore, emptyPartyPagination, partyStoreOf } from './party/partyStore';
export type { PartyCreateFailure, PartyPagination, PartyResult, PartyState } from './party/partyStore';
export { PARTY_CREATE_OPEN_STATE, partyGroupCreationState, partyShareCartItemDescription, sessionSteps } from './party/partyRules';
export type { PartyGroupCreationState } from './party/partyRules';
export type {
  CreatePartyGroupRequest,
  CreatePartySessionRequest,
  LottoPartyConfig,
  LottoPartyGroup,
  LottoPartyGroupByToken,
  LottoPartyInvitation,
  LottoPartyMember,
  LottoPartyOrder,
  LottoPartyOrderDetails,
  LottoPartySession,
  LottoPartySessionDraw,
  LottoPartySessionOrders,
  PartyAutosessionStatus,
  PartyInvitationStatus,
  PartyOrdersStatus,
  PartyPublicityStatus,
  PartyRole,
  PartySessionStatus,
  PartySessionStep,
} from '@drawkit/contract';
export {
  PARTY_CREATE_FAILED_MESSAGE,
  PARTY_CREATE_FAILED_TITLE,
  PARTY_GROUP_PAGE_SIZE,
  PARTY_PUBLICITY_STATUSES,
  PARTY_SESSION_EDIT_FAILED_MESSAGE,
  PARTY_SESSION_PAGE_SIZE,
  PARTY_SESSION_STEPS,
  PARTY_TICKET_LOAD_FAILED_MESSAGE,
} from '@drawkit/contract';
