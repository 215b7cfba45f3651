/**
 * Membership as a product (shop-specialised §3: ProductOffer type membership): a month of the
 * Premium tier, sold by the seeded `membership` offer through the cart. It has no draws and no
 * numbers; its price is the offer's, never the client's. Buying it (inside the purchase
 * transaction) makes the customer a Premium member for a month more and enters them in every
 * open giveaway.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartItemInput, ItemRuleOptions, PricedItem } from '../cart/pricedItem';
import type { OfferWithLottery } from '../catalogue/catalogueQueries';
import type { DbOrTx, Tx } from '../db/Db';
import { newId } from '../db/ids';
import { customerMemberships, lotteries, productOffers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import { ensureEntries, guaranteeOpenEntries } from './giveawayEntries';
import { isEligible } from './membershipRecords';
import { PREMIUM_MONTHS_PER_PURCHASE, PROGRAM } from './programConfig';

async function membershipOffer(db: DbOrTx, input: CartItemInput): Promise<OfferWithLottery> {
  const key = input.details.productOfferKey ?? null;
  const rows = await db
    .select({ offer: productOffers, lottery: lotteries })
    .from(productOffers)
    .innerJoin(lotteries, eq(lotteries.key, productOffers.lotteryKey))
    .where(and(eq(productOffers.lotteryKey, input.lotteryKey), key === null ? undefined : eq(productOffers.key, key)))
    .orderBy(asc(productOffers.ranking));
  const found = rows.find((row) => row.offer.type === 'membership');
  if (!found) fail('validation_failed', { field: 'productType', message: 'This product is not sold as a membership.' });
  return found;
}

export async function priceMembershipItem(db: DbOrTx, input: CartItemInput, options: ItemRuleOptions): Promise<PricedItem> {
  const offer = await membershipOffer(db, input);
  if (options.allowedOfferKeys && !options.allowedOfferKeys.includes(offer.offer.key)) {
    fail('offer_unavailable', { field: 'lotteryKey', message: 'This partner does not sell this product.' });
  }
  if (offer.offer.availability !== 'available' || offer.offer.suspended) fail('offer_unavailable', { field: 'lotteryKey' });
  if (input.games.length > 0) fail('validation_failed', { field: 'games', message: 'A membership carries no numbers.' });
  if (input.recurring) fail('recurring_unavailable', { field: 'recurringPurchase' });
  if (options.customerId && !(await isEligible(db, options.customerId))) fail('membership_ineligible', { field: 'productType' });
  const gameType = offer.offer.gameTypes[0];
  const gameOffer = gameType?.gameOffers[0];
  if (!gameType || !gameOffer) throw new Error(`Membership offer ${offer.offer.key} has no price`);
  const unitPriceCents = gameOffer.pricePerGame.amount;
  return {
    input: {
      ...input,
      gameType: gameType.key,
      gameOffer: gameOffer.key,
      numDraws: 1,
      drawNo: null,
      details: { ...input.details, productOfferKey: offer.offer.key, membershipProgram: PROGRAM, causeKey: null, recurringType: null, preOrder: false },
    },
    offer,
    gameType,
    gameOffer,
    draws: [],
    numGames: 1,
    unitPriceCents,
    totalPriceCents: unitPriceCents,
    description: `${offer.offer.name}: 1 month`,
    causeKey: null,
    syndicate: null,
    preOrder: false,
  };
}

/**
 * A paid month of Premium: the customer is a Premium member until a month after now (or after the
 * month they have), renewed monthly from the wallet from then on (premiumRenewal).
 */
export async function grantPremium(tx: Tx, now: Date, customerId: string): Promise<void> {
  const at = now.toISOString();
  const months = `${PREMIUM_MONTHS_PER_PURCHASE} month`;
  await tx
    .insert(customerMemberships)
    .values({
      id: newId(),
      customerId,
      program: PROGRAM,
      status: 'member',
      tier: 'premium',
      premiumUntil: sql`${at}::timestamptz + ${months}::interval`,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [customerMemberships.customerId, customerMemberships.program],
      set: {
        status: 'member',
        tier: 'premium',
        premiumUntil: sql`greatest(coalesce(${customerMemberships.premiumUntil}, ${at}::timestamptz), ${at}::timestamptz) + ${months}::interval`,
        // Buying Premium anew starts a monthly membership (renewal on); buying a month more keeps the member's choice.
        renewalEnabled: sql`case when ${customerMemberships.tier} = 'premium' and ${customerMemberships.premiumUntil} > ${at}::timestamptz
          then ${customerMemberships.renewalEnabled} else true end`,
        renewalFailure: null,
        updatedAt: now,
      },
    });
  await ensureEntries(tx, now, customerId);
  await guaranteeOpenEntries(tx, now, customerId);
}
