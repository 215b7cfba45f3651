/**
 * The body of an add-to-cart or update call, one branch per product type (discriminated by
 * `productType`). Every branch carries the lottery and its optional extras; the server checks
 * every rule and every price again (see api-server cart/cartItemRules).
 */
import { z } from 'zod';
import { REQUIRED_MESSAGE as REQUIRED, requiredText, text } from './text';
const optionalKey = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.').optional();

export const gameNumbersSchema = z.record(
  z.string().regex(/^[A-Z][A-Za-z]*$/, 'Number set names start with a capital letter'),
  z.array(z.number().int().nullable()).max(50),
);

/** Fields every product type may send. */
const commonFields = {
  lotteryKey: requiredText(80),
  productOfferKey: optionalKey,
  /** A number of draws, or 'autoplay' (1 draw with recurring enabled) (shop-core §5). */
  numDraws: z.union([z.number().int().min(1).max(52), z.literal('autoplay')]).default(1),
  drawNo: z.number().int().positive().optional(),
  firstDrawNo: z.number().int().positive().optional(),
  drawOffset: z.number().int().min(0).max(52).optional(),
  quickpick: z.boolean().default(false),
  affiliateCode: text().max(80).optional(),
  causeKey: optionalKey,
  recurringPurchase: z.object({ enabled: z.boolean() }).optional(),
  scheduledPurchase: z.object({ type: z.literal('pre_order') }).optional(),
};

const lotteryFields = {
  ...commonFields,
  gameType: requiredText(40),
  gameOffer: requiredText(80),
  games: z.array(gameNumbersSchema).min(1).max(200),
  days: z.number().int().min(1).max(127).optional(),
  numWeeks: z.number().int().min(1).max(52).optional(),
  entryCount: z.number().int().min(1).max(200).optional(),
};

export const lotteryTicketItemSchema = z.object({ productType: z.literal('lottery_ticket'), ...lotteryFields });
export const multiDrawTicketItemSchema = z.object({ productType: z.literal('multi_draw_ticket'), ...lotteryFields });

export const raffleTicketItemSchema = z.object({
  productType: z.literal('raffle_ticket'),
  ...commonFields,
  gameType: text().max(40).optional(),
  gameOffer: text().max(80).optional(),
  /** One empty game per ticket is accepted too (the spine's form). */
  games: z.array(gameNumbersSchema).max(200).optional(),
  numRaffleTickets: z.number().int().min(1).max(200).optional(),
  bundleKey: optionalKey,
});

export const syndicateShareItemSchema = z.object({
  productType: z.literal('syndicate_share'),
  ...commonFields,
  gameType: text().max(40).optional(),
  gameOffer: text().max(80).optional(),
  games: z.array(gameNumbersSchema).max(0).optional(),
  syndicateKey: z.string({ error: REQUIRED }).regex(/^[A-Za-z0-9_-]{1,100}$/, 'This is not a valid identifier.'),
  numShares: z.number({ error: REQUIRED }).int().min(1).max(1000),
});

/** A month of a membership programme's paid tier, bought through the cart (shop-specialised §3 ProductOffer type membership). */
export const membershipItemSchema = z.object({
  productType: z.literal('membership'),
  ...commonFields,
  numDraws: z.literal(1, { error: 'A membership is bought one month at a time.' }).default(1),
  gameType: text().max(40).optional(),
  gameOffer: text().max(80).optional(),
  // Checked by the server once it knows the product is a membership ('A membership carries no numbers.').
  games: z.array(gameNumbersSchema).max(200).optional(),
  membershipProgram: z.literal('daily_winners', { error: 'membershipProgram must be daily_winners.' }).optional(),
  membershipOffer: optionalKey,
});

export const addCartItemSchema = z.discriminatedUnion('productType', [
  lotteryTicketItemSchema,
  multiDrawTicketItemSchema,
  raffleTicketItemSchema,
  syndicateShareItemSchema,
  membershipItemSchema,
]);

export type AddCartItemInput = z.infer<typeof addCartItemSchema>;
