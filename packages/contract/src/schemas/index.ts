/**
 * Request schemas, one per route body, parsed at the server's boundary after the body's
 * keys are converted to camelCase. Kept on their own subpath so the SDK bundle never pulls
 * in zod.
 */
import { z } from 'zod';
import { addCartItemSchema } from './cartItem';
import { browserInfoSchema } from './funds';
import { cardInputSchema, type loginSchema, securityCodeSchema, type signupSchema } from './forms';
import { REQUIRED_MESSAGE as REQUIRED, requiredText, text } from './text';

export {
  browserInfoSchema,
  challengeNotifySchema,
  depositParamsSchema,
  fundParamsSchema,
  gatewayParamsSchema,
  paymentMethodsQuerySchema,
} from './funds';
export {
  cardInputSchema,
  emailSchema,
  FORM_FIELD_MESSAGES,
  FORM_SCHEMAS,
  type FormName,
  loginSchema,
  newPasswordSchema,
  securityCodeSchema,
  signupSchema,
  storedCardCodeSchema,
} from './forms';

export { hasCharactersNotAllowed, passwordText, requiredText, text, TEXT_NOT_ALLOWED_MESSAGE } from './text';

export const moneySchema = z.object({
  amount: z.number().int().nonnegative(),
  currency: z.enum(['AUD', 'GBP']),
});

export {
  addCartItemSchema,
  gameNumbersSchema,
  lotteryTicketItemSchema,
  membershipItemSchema,
  multiDrawTicketItemSchema,
  raffleTicketItemSchema,
  syndicateShareItemSchema,
} from './cartItem';
/** Optional: a browser refreshes with its HttpOnly cookie instead (the route says what is missing). */
export const refreshSchema = z.object({
  refreshToken: text().min(1, REQUIRED).max(500).optional(),
});

export const purchaseMetadataSchema = z
  .object({
    pageUrl: text().max(2000).optional(),
    platform: z.literal('Web').optional(),
    anonymousId: text().max(100).optional(),
    fbp: text().max(200).optional(),
    fbc: text().max(200).optional(),
    utmCampaign: text().max(200).optional(),
    utmMedium: text().max(200).optional(),
    utmSource: text().max(200).optional(),
    utmTerm: text().max(200).optional(),
    utmContent: text().max(200).optional(),
  })
  .partial();

export const purchaseDetailsSchema = z.object({
  channelKey: requiredText(40),
  partnerKey: text().max(80).optional(),
  metadata: purchaseMetadataSchema.optional(),
});

export const cartPurchaseSchema = purchaseDetailsSchema.extend({
  purchaseData: z.object({ paymentMethod: z.literal('wallet') }).optional(),
});

export const depositRequestSchema = z.object({
  amount: moneySchema.refine((m) => m.amount >= 1, 'Please enter an amount equal to or greater than 0.01.'),
  card: cardInputSchema,
});

export const storedCardDepositSchema = z.object({
  amount: depositRequestSchema.shape.amount,
  methodId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Please choose a payment method'),
  securityCode: z.optional(securityCodeSchema),
  browser: browserInfoSchema.optional(),
});

/** A deposit by a new card, or by a stored one (`methodId`). */
export const depositPurchaseSchema = z.object({
  deposit: z.union([
    depositRequestSchema.extend({ browser: browserInfoSchema.optional(), saveCard: z.boolean().optional() }).strict(),
    storedCardDepositSchema.strict(),
  ]),
  purchase: purchaseDetailsSchema,
});

export const addCardSchema = z.object({ card: cardInputSchema, makeDefault: z.boolean().optional() });
export const fundDepositSchema = z.object({
  amount: depositRequestSchema.shape.amount,
  securityCode: z.optional(securityCodeSchema),
  browser: browserInfoSchema.optional(),
});
export const payPalDepositSchema = z.object({
  amount: depositRequestSchema.shape.amount,
  /** Absent: an account deposit, money into the wallet with no cart to buy (`/my-account/deposit`). */
  purchase: purchaseDetailsSchema.optional(),
  partnerSlug: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This partner was not found.').optional(),
  returnUrl: text()
    .max(2000)
    .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, 'The return address is not a web address.')
    .optional(),
});

export const partnerCartSchema = z.object({
  cartReference: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/).optional(),
  cartItem: addCartItemSchema.optional(),
});

export const partnerPurchaseSchema = z.object({
  cartItem: addCartItemSchema.optional(),
  // The browser data sizes a card challenge as on the storefront's deposit purchase.
  deposit: depositRequestSchema.extend({ browser: browserInfoSchema.optional() }).nullable(),
  purchase: purchaseDetailsSchema,
});

export type { AddCartItemInput } from './cartItem';
export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
export type CartPurchaseInput = z.infer<typeof cartPurchaseSchema>;
export type DepositPurchaseInput = z.infer<typeof depositPurchaseSchema>;
export type PartnerCartInput = z.infer<typeof partnerCartSchema>;
export type PartnerPurchaseInput = z.infer<typeof partnerPurchaseSchema>;

export {
  autologinSchema,
  autologinTokenSchema,
  changePasswordSchema,
  emailOrTokenSchema,
  forceChangePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  transferSchema,
  twoFactorCodeSchema,
} from './auth';
export type { AutologinInput } from './auth';

export {
  anonCartItemParamsSchema,
  cartItemParamsSchema,
  cartRefParamsSchema,
  checkoutParamsSchema,
  cartReplayParamsSchema,
  discoverQuerySchema,
  drawDetailsParamsSchema,
  emptyBodySchema,
  lotteryKeyParamsSchema,
  partnerSlugParamsSchema,
  placementQuerySchema,
  pricingParamsSchema,
  productOffersQuerySchema,
  upcomingDrawsQuerySchema,
} from './params';
export {
  archivedResultsParamsSchema,
  drawEventsQuerySchema,
  fullResultBatchQuerySchema,
  fullResultParamsSchema,
  pastResultsQuerySchema,
  resultKeysParamsSchema,
} from './results';
export { causeParamsSchema, causesQuerySchema, favouriteNumbersSchema } from './causes';

/** Body of `POST /cart/promotion` and `POST /anon-cart/{cartRef}/promotion` (codes are matched without case). */
export const applyPromotionSchema = z.object({
  promotionCode: requiredText(40).toUpperCase(),
});

/** Body of `POST /cart/build` and `POST /anon-cart/{ref}/build`. */
export const buildCartSchema = z.object({
  cartItems: z.array(addCartItemSchema).min(1, 'Add at least one item.').max(50),
});
export { giveawayParamsSchema, giveawaysQuerySchema, joinMembershipSchema, membershipRenewalSchema, unlockGiveawaySchema } from './membership';
export type { GiveawaysQuery, JoinMembershipInput } from './membership';
export {
  bankAccountSchema,
  BSB_PATTERN,
  INTERNATIONAL_ACCOUNT_NUMBER_PATTERN,
  NATIONAL_ACCOUNT_NUMBER_PATTERN,
  SWIFT_PATTERN,
  transactionParamsSchema,
  withdrawalBodySchema,
  withdrawalParamsSchema,
  withdrawParamsSchema,
} from './wallet';
export {
  CURRENCY_FORMAT_MESSAGE,
  dollarAmountSchema,
  licenceVerificationSchema,
  limitPeriodSchema,
  MINIMUM_AMOUNT_MESSAGE,
  precommitmentBodySchema,
  spendLimitBodySchema,
  spendLimitIdParamsSchema,
  spendLimitPeriodParamsSchema,
} from './limits';
export { orderParamsSchema, orderQuerySchema, ordersQuerySchema, pageLimitSchema, pageOffsetSchema, transactionsQuerySchema } from './orders';
export type { OrdersQuery } from './orders';
export {
  closeAccountSchema,
  communicationPreferencesBodySchema,
  communicationPreferencesParamsSchema,
  confirmLinkParamsSchema,
  customerDetailsSchema,
  INVALID_PHONE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  INVALID_REGION_MESSAGE,
  unsubscribeParamsSchema,
} from './account';
export type { CommunicationPreferencesInput, CustomerDetailsInput } from './account';

export {
  autoplayPauseSchema,
  minimumJackpotSchema,
  quickpickSchema,
  recurringPageQuerySchema,
  recurringParamsSchema,
  recurringPurchaseMethodQuerySchema,
  recurringStatusSchema,
  recurringUpdateSchema,
  subscriptionsQuerySchema,
} from './recurring';
export {
  placementPrimeSchema,
  socialAuthenticationSchema,
  socialUnlinkSchema,
  termsAcceptanceSchema,
  verificationCallbackSchema,
  operatorReasonSchema,
  verificationRefusalSchema,
} from './identity';
export type { PlacementPrimeInput, SocialAuthenticationInput } from './identity';
export {
  cmsFileParamsSchema,
  contactMessageSchema,
  contentCollectionParamsSchema,
  contentItemParamsSchema,
  contentItemsQuerySchema,
  contentPagesQuerySchema,
  contentPreviewQuerySchema,
  feedbackEventSchema,
  notificationsReadSchema,
  writableCollectionParamsSchema,
} from './content';
export {
  createPartyGroupSchema,
  createPartySessionSchema,
  joinPartySessionSchema,
  partyDrawParamsSchema,
  partyIdParamsSchema,
  partyInviteSchema,
  partyOrdersQuerySchema,
  partyPageQuerySchema,
  partyShowDetailsQuerySchema,
  partyTokenParamsSchema,
  updatePartySessionSchema,
} from './party';
