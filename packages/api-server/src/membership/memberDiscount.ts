/**
 * Member discounts (the programme config's `discounts`): a member whose tier has a discount for
 * a product pays less for it. The discount comes off the item's price where every item is priced
 * (cart/cartItemRules `priceCartItem`), so the cart shows, the purchase charges and the order
 * records the same discounted price; promotions then apply to the discounted total.
 */
import type { MemberDiscount, MembershipTier, ProductType } from '@drawkit/contract';
import type { PricedItem } from '../cart/pricedItem';
import type { DbOrTx } from '../db/Db';
import { effectiveTier, findMembership } from './membershipRecords';
import { PROGRAM_CONFIG } from './programConfig';

/** What a discount took off an item, kept on the priced item for the cart view. */
export type { AppliedDiscount } from '../cart/pricedItem';

const appliesTo = (discount: MemberDiscount, productType: ProductType): boolean =>
  productType !== 'membership' && (discount.productTypes === undefined || discount.productTypes.includes(productType));

/** The tier's discount for a product type, or null (the largest when several apply). */
export function discountFor(tier: MembershipTier, productType: ProductType, discounts: readonly MemberDiscount[] = PROGRAM_CONFIG.discounts): MemberDiscount | null {
  const matching = discounts.filter((d) => d.tier === tier && appliesTo(d, productType));
  return matching.reduce<MemberDiscount | null>((best, d) => (best && best.percentOff >= d.percentOff ? best : d), null);
}

/** A unit price less a percentage, to the nearest cent. */
export function discountedCents(cents: number, percentOff: number): number {
  return cents - Math.round((cents * percentOff) / 100);
}

/** The item as a member of `tier` pays for it: unit price discounted, total the unit times the draws. */
export function discountItem(item: PricedItem, discount: MemberDiscount): PricedItem {
  if (item.unitPriceCents <= 0) return item;
  const draws = Math.round(item.totalPriceCents / item.unitPriceCents);
  const unitPriceCents = discountedCents(item.unitPriceCents, discount.percentOff);
  const totalPriceCents = unitPriceCents * draws;
  return {
    ...item,
    unitPriceCents,
    totalPriceCents,
    memberDiscount: { description: discount.description, percentOff: discount.percentOff, cents: item.totalPriceCents - totalPriceCents },
  };
}

/** Applies the customer's member discount to a priced item, if their membership has one for it. */
export async function applyMemberDiscount(db: DbOrTx, now: Date, customerId: string, item: PricedItem): Promise<PricedItem> {
  const productType = item.offer.offer.type;
  // Only read the membership when some discount could apply to this product.
  if (!PROGRAM_CONFIG.discounts.some((d) => appliesTo(d, productType))) return item;
  const membership = await findMembership(db, customerId);
  if (membership?.status !== 'member') return item;
  const discount = discountFor(effectiveTier(membership, now), productType);
  return discount ? discountItem(item, discount) : item;
}
