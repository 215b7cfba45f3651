import type { RecurringPurchaseOption } from '@drawkit/contract';

/** The recurring purchase a game type is sold with: its own, else the offer's. */
export function recurringOptionOf(
  offer: { recurringPurchase: RecurringPurchaseOption },
  gameType?: { recurringPurchase?: RecurringPurchaseOption },
): RecurringPurchaseOption {
  return gameType?.recurringPurchase ?? offer.recurringPurchase;
}

/**
 * "A product offers autoplay only if availability is not never and its type is autoplay; it
 * requires it if always" (shop-specialised §4). A subscription (type not autoplay) that is
 * `always` is still required: it is bought as a recurring purchase of its own type.
 */
export function recurringChoice(option: RecurringPurchaseOption): { offered: boolean; required: boolean } {
  const required = option.availability === 'always';
  return { offered: option.availability !== 'never' && (option.type === 'autoplay' || required), required };
}
