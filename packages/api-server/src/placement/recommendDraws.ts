import {
  PLACEMENT_MAX_DRAWS,
  PLACEMENT_TICKET_DAYS,
  type Placement,
  type PlacementCartItem,
  type ProductType,
  type RecommendedDraw,
} from '@drawkit/contract';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { catalogueDrawView } from '../catalogue/listProductOffers';
import { loadOffers } from '../catalogue/catalogueQueries';
import { openDraws } from '../draws/openDraws';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The product types a draw recommendation can be for, in the order their slots are listed. */
const RECOMMENDED_TYPES: readonly ProductType[] = ['lottery_ticket', 'raffle_ticket'];

/**
 * The pre-cart recommendations: the next draw on sale of each other offer (its lottery is not in
 * the cart), drawn within the next 7 days ("Placement ticket-day count 7", shop-specialised §9),
 * soonest first, one slot per product type with at most three draws. Offers sharing a lottery
 * are recommended once, as the best-ranked.
 */
export async function recommendDraws(
  db: DbOrTx,
  clock: Clock,
  key: string,
  cart: readonly PlacementCartItem[],
  /** Lotteries not to recommend besides the cart's (the asking page's own). */
  exclude: ReadonlySet<string> = new Set(),
): Promise<Placement[]> {
  const inCart = new Set([...cart.map((item) => item.lotteryKey), ...exclude]);
  const offers = (await loadOffers(db, { availableOnly: true })).filter(
    ({ offer }) => !offer.suspended && !inCart.has(offer.lotteryKey) && RECOMMENDED_TYPES.includes(offer.type),
  );
  const lotteryKeys = [...new Set(offers.map(({ offer }) => offer.lotteryKey))];
  const until = clock.now().getTime() + PLACEMENT_TICKET_DAYS * DAY_MS;
  const nextDraw = new Map<string, Awaited<ReturnType<typeof openDraws>>[number]>();
  // Soonest first, so the first draw seen per lottery is its next one.
  for (const draw of await openDraws(db, clock, lotteryKeys)) {
    if (!nextDraw.has(draw.lotteryKey) && draw.drawAt.getTime() <= until) nextDraw.set(draw.lotteryKey, draw);
  }

  const seen = new Set<string>();
  const candidates: { type: ProductType; at: number; ranking: number; view: RecommendedDraw }[] = [];
  for (const { offer, lottery } of offers) {
    const draw = nextDraw.get(offer.lotteryKey);
    if (!draw || seen.has(offer.lotteryKey)) continue;
    seen.add(offer.lotteryKey);
    candidates.push({
      type: offer.type,
      at: draw.drawAt.getTime(),
      ranking: offer.ranking,
      view: { productOfferKey: offer.key, name: offer.name, url: offer.url, lotteryKey: offer.lotteryKey, draw: catalogueDrawView(draw, lottery) },
    });
  }
  candidates.sort((a, b) => a.at - b.at || a.ranking - b.ranking);

  return RECOMMENDED_TYPES.flatMap((productType) => {
    const draws = candidates.filter((c) => c.type === productType).slice(0, PLACEMENT_MAX_DRAWS).map((c) => c.view);
    return draws.length > 0 ? [{ key, config: { productType }, draws }] : [];
  });
}
