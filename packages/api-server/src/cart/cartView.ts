/**
 * The wire form of a cart. Every item is priced afresh by the cart rules; an item that can no
 * longer be bought (its draw closed, its offer withdrawn) is removed and reported once in
 * `autoRemovedItems`.
 */
import type { Cart, CartItem, PartnerCart } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { isApiFailure } from '../http/ApiFailure';
import { type ItemRuleOptions, type PricedItem, priceCartItem } from './cartItemRules';
import { type BlockReasons, blockReasonsFor, NO_BLOCKS } from './blockReasons';
import { type CartItemRow, type CartRow, removeItem, storedInput } from './cartStore';
import { type CartState, loadCartState } from './loadCartState';
import { type CartPromotionRow, judgePromotion, type PromotionRow, promotionItemView, removeCartPromotion } from './promotions';

export function cartItemView(id: string, item: PricedItem): CartItem {
  const { input, offer, draws, syndicate } = item;
  const first = draws[0];
  const productType = offer.offer.type;
  return {
    id,
    description: item.description,
    quantity: 1,
    unitPrice: money(item.unitPriceCents),
    totalPrice: money(item.totalPriceCents),
    productType,
    lotteryKey: input.lotteryKey,
    lottery: offer.lottery.name,
    gameType: input.gameType,
    gameOffer: input.gameOffer,
    games: input.games,
    numDraws: input.numDraws,
    numGames: item.numGames,
    quickpick: input.quickpick,
    drawDate: first ? first.drawAt.toISOString() : '',
    drawNo: first ? first.drawNo : 0,
    drawEncodedIds: draws.map((d) => d.id),
    favourite: false,
    hasFavouriteNumbers: input.games.some((g) => (g.Favourites?.length ?? 0) > 0),
    recurringPurchase: {
      enabled: input.recurring,
      type: input.recurring ? (input.details.recurringType ?? 'autoplay') : null,
      availability: (item.gameType.recurringPurchase ?? offer.offer.recurringPurchase).availability,
    },
    causeKey: item.causeKey,
    numRaffleTickets: productType === 'raffle_ticket' ? item.numGames : null,
    productOfferKey: offer.offer.key,
    syndicateKey: syndicate?.key ?? null,
    syndicateName: syndicate?.name ?? null,
    numShares: syndicate ? (input.details.numShares ?? null) : null,
    scheduledPurchase: item.preOrder ? { type: 'pre_order' } : null,
    days: input.details.days ?? null,
    numWeeks: input.details.numWeeks ?? null,
    entryCount: input.details.entryCount ?? null,
    bundleKey: input.details.bundleKey ?? null,
    // shop-core §3 cart item: membershipProgram, membershipOffer, membershipOfferName.
    ...(productType === 'membership'
      ? { membershipProgram: input.details.membershipProgram ?? null, membershipOffer: offer.offer.key, membershipOfferName: offer.offer.name }
      : {}),
    ...(item.memberDiscount
      ? {
          memberDiscount: {
            description: item.memberDiscount.description,
            percentOff: item.memberDiscount.percentOff,
            amount: money(item.memberDiscount.cents),
          },
        }
      : {}),
  };
}

export interface PricedCart {
  cart: CartRow;
  items: { row: CartItemRow; priced: PricedItem }[];
  removed: { id: string; description: string; reason: string }[];
  totalCents: number;
  /** Pre-orders: scheduled, paid when their draw opens (shop-core §5: total due leaves them out). */
  preOrderCents: number;
  /** The cart's promotion and what it takes off now (already taken off `totalCents`). */
  promotion: { row: CartPromotionRow; promotion: PromotionRow; discountCents: number } | null;
  blocks: BlockReasons;
}

/** Prices every item, removing the ones that can no longer be bought. */
export async function priceCart(db: DbOrTx, clock: Clock, cart: CartRow, options: ItemRuleOptions = {}): Promise<PricedCart> {
  return priceCartState(db, clock, cart, await loadCartState(db, cart, clock.now()), options);
}

/** priceCart, from the cart's state read already (cart/loadCartState). */
export async function priceCartState(db: DbOrTx, clock: Clock, cart: CartRow, state: CartState, options: ItemRuleOptions = {}): Promise<PricedCart> {
  const items: PricedCart['items'] = [];
  const removed: PricedCart['removed'] = [];
  for (const row of state.items) {
    try {
      items.push({ row, priced: await priceCartItem(db, clock, storedInput(row), { customerId: cart.customerId, ...options }) });
    } catch (error) {
      if (!isApiFailure(error)) throw error;
      await removeItem(db, clock, cart.id, row.id);
      removed.push({ id: row.id, description: `${row.lotteryKey}: ${row.games.length} games`, reason: error.message });
    }
  }
  const itemsCents = items.reduce((sum, i) => sum + i.priced.totalPriceCents, 0);
  const preOrderCents = items.reduce((sum, i) => sum + (i.priced.preOrder ? i.priced.totalPriceCents : 0), 0);
  // The promotion discounts what is due now; one that no longer applies leaves the cart, reported once.
  let promotion: PricedCart['promotion'] = null;
  const applied = state.promotion;
  if (applied) {
    const judged = judgePromotion(applied.promotion, itemsCents - preOrderCents, clock.now(), applied.redeemed);
    if (judged.ok) {
      promotion = { row: applied.row, promotion: applied.promotion, discountCents: judged.discountCents };
    } else {
      await removeCartPromotion(db, cart.id, applied.row.id);
      removed.push({ id: applied.row.id, description: applied.promotion.description, reason: judged.message });
    }
  }
  const totalCents = itemsCents - (promotion?.discountCents ?? 0);
  return {
    cart,
    items,
    removed,
    totalCents,
    preOrderCents,
    promotion,
    blocks: cart.customerId ? await blockReasonsFor(db, clock, cart.customerId, state.standing, totalCents - preOrderCents) : NO_BLOCKS,
  };
}

export function cartView(priced: PricedCart): Cart {
  return {
    cartReference: priced.cart.id,
    customerId: priced.cart.customerId,
    cartItems: priced.items.map(({ row, priced: item }) => cartItemView(row.id, item)),
    autoRemovedItems: priced.removed,
    cartTotal: money(priced.totalCents),
    preOrderTotal: money(priced.preOrderCents),
    requiresUnattendedPaymentMethod: priced.items.some(({ priced: item }) => item.input.recurring),
    blockedReasons: priced.blocks.reasons,
    showRegulation: false,
    blockedReasonActions: priced.blocks.actions,
    promotionItems: priced.promotion
      ? [promotionItemView(priced.promotion.row, priced.promotion.promotion, priced.promotion.discountCents)]
      : [],
    spendLimit: priced.blocks.spendLimit,
  };
}

export async function loadCartView(db: DbOrTx, clock: Clock, cart: CartRow): Promise<Cart> {
  return cartView(await priceCart(db, clock, cart));
}

export async function loadPartnerCartView(
  db: DbOrTx,
  clock: Clock,
  cart: CartRow,
  partner: { slug: string; productOfferKeys: string[] },
): Promise<PartnerCart> {
  const priced = await priceCart(db, clock, cart, { allowedOfferKeys: partner.productOfferKeys });
  return { ...cartView(priced), partnerSlug: partner.slug };
}
