/**
 * Request schemas, one per route body, parsed at the server's boundary after the body's
 * keys are converted to camelCase. Kept on their own subpath so the SDK bundle never pulls
 * in zod.
 */
import { z } from 'zod';
import { addCartItemSchema } from './cartItem';
import { browserInfoSchema, securityCodeSchema } from './funds';
import { passwordText, REQUIRED_MESSAGE as REQUIRED, requiredText, text } from './text';

export {
  browserInfoSchema,
  challengeNotifySchema,
  depositParamsSchema,
  fundParamsSchema,
  gatewayParamsSchema,
  paymentMethodsQuerySchema,
  securityCodeSchema,
} from './funds';

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
export const loginSchema = z.object({
  email: z.string({ error: REQUIRED }).trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
  password: passwordText().min(1, REQUIRED).max(200),
  favouriteNumbers: z.record(text().max(40), z.array(z.number().int())).optional(),
  /** Two-factor code; its format is judged by the two-factor check ("A 6 digit code is required."). */
  otp: text().trim().max(20).optional(),
  rememberDevice: z.boolean().optional(),
  deviceToken: text().trim().max(200).optional(),
});

export const signupSchema = z.object({
  email: z.string({ error: REQUIRED }).trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
  password: passwordText().min(8, 'Your password must be at least 8 characters long.').max(200),
  firstname: requiredText(80),
  lastname: requiredText(80),
  dateOfBirth: z.iso.date('Please enter a valid date of birth'),
  address: requiredText(200),
  addressLine2: text().max(200).optional(),
  suburb: requiredText(80),
  state: requiredText(10),
  postcode: z.string({ error: REQUIRED }).trim().regex(/^\d{4}$/, 'Please enter a valid post code'),
  country: requiredText(60),
  acceptTerms: z.literal(true, { error: 'You must agree to the terms and conditions to proceed.' }),
  emailOptIn: z.boolean().default(false),
  attribution: z.record(text().max(100), text().max(200)).optional(),
  metadata: z.record(text().max(100), text().max(500)).optional(),
});

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

export const cardInputSchema = z.object({
  number: z
    .string({ error: REQUIRED })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Please enter a valid card number')),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  securityCode: z.string().regex(/^\d{3,4}$/, 'Please enter the card security code'),
  holderName: requiredText(100).refine((v) => (v.match(/\d/g) ?? []).length < 13, "Please enter the card holder's name."),
});

export const depositRequestSchema = z.object({
  amount: moneySchema.refine((m) => m.amount >= 1, 'Please enter an amount equal to or greater than 0.01.'),
  card: cardInputSchema,
});

export const storedCardDepositSchema = z.object({
  amount: depositRequestSchema.shape.amount,
  methodId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Please choose a payment method'),
  securityCode: securityCodeSchema.optional(),
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
  securityCode: securityCodeSchema.optional(),
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
export { orderParamsSchema, orderQuerySchema, ordersQuerySchema, transactionsQuerySchema } from './orders';
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
