/**
 * A purchase of a recurring item (cart `recurringPurchase.enabled`, or `numDraws: 'autoplay'`)
 * starts an autoplay or a subscription: the item as bought, from the draw after the ones the
 * purchase paid for. Written in the purchase transaction, so the two exist together or not at all.
 */
import type { PricedItem } from '../cart/cartItemRules';
import type { Tx } from '../db/Db';
import { newId } from '../db/ids';
import { recurringPurchases } from '../db/schema';

export async function startRecurring(tx: Tx, now: Date, customerId: string, orderId: string, item: PricedItem): Promise<string | null> {
  const type = item.offer.offer.type;
  if (!item.input.recurring || type === 'membership') return null;
  const lastPaid = Math.max(0, ...item.draws.map((d) => d.drawNo), ...(item.laterDraws ?? []).map((d) => d.drawNo));
  const id = newId();
  await tx.insert(recurringPurchases).values({
    id,
    customerId,
    // A combined recurring purchase runs as an autoplay (shop-specialised §9 recurring modes).
    type: item.input.details.recurringType === 'subscription' ? 'subscription' : 'autoplay',
    orderId,
    productType: type,
    offerKey: item.offer.offer.key,
    lotteryKey: item.input.lotteryKey,
    gameType: item.input.gameType,
    gameOffer: item.input.gameOffer,
    games: item.syndicate ? [] : item.input.games,
    numGames: item.numGames,
    quickpick: item.input.quickpick,
    causeKey: item.causeKey,
    details: item.input.details,
    status: 'recurring_status_active',
    priceCents: item.unitPriceCents,
    nextDrawNo: lastPaid + 1,
    lastAttemptStatus: 'purchased',
    createdAt: now,
    updatedAt: now,
  });
  return id;
}
