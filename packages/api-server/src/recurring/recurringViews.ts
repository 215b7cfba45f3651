/**
 * Recurring purchases and scheduled purchases as the wire shows them (contract recurring.ts),
 * read a page at a time with the offers, cards and draws they name in one query each.
 */
import type {
  RecurringAttempt,
  RecurringFund,
  RecurringPurchase,
  RecurringPurchaseDetail,
  ScheduledPurchase,
} from '@drawkit/contract';
import { money } from '@drawkit/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { draws, funds, lotteries, orders, productOffers, recurringAttempts, recurringPurchaseMethods, recurringPurchases, scheduledPurchases } from '../db/schema';
import type { RecurringRow } from './autoplayEngine';

type ScheduledRow = typeof scheduledPurchases.$inferSelect;
type OfferInfo = { name: string; gameOfferNames: Map<string, string>; monthly: boolean };

async function offerInfo(db: DbOrTx, offerKeys: readonly string[]): Promise<Map<string, OfferInfo>> {
  if (offerKeys.length === 0) return new Map();
  const rows = await db
    .select({ key: productOffers.key, name: productOffers.name, gameTypes: productOffers.gameTypes, everyWeeks: lotteries.everyWeeks })
    .from(productOffers)
    .innerJoin(lotteries, eq(lotteries.key, productOffers.lotteryKey))
    .where(inArray(productOffers.key, [...new Set(offerKeys)]));
  return new Map(
    rows.map((r) => [
      r.key,
      {
        name: r.name,
        gameOfferNames: new Map(r.gameTypes.flatMap((t) => t.gameOffers.map((o) => [o.key, o.name] as const))),
        // A lottery drawn every four weeks or less often is sold as Monthly (shop-specialised §4 autoplay label).
        monthly: r.everyWeeks >= 4,
      },
    ]),
  );
}

/** What pays a customer's recurring purchases when the wallet is short. */
export async function recurringFund(db: DbOrTx, customerId: string): Promise<RecurringFund> {
  const [method] = await db.select().from(recurringPurchaseMethods).where(eq(recurringPurchaseMethods.customerId, customerId));
  if (method?.method === 'wallet') return { kind: 'wallet', id: null, brand: null, last4: null };
  const cards = await db.select().from(funds).where(eq(funds.customerId, customerId));
  const card = cards.find((c) => c.id === method?.fundId) ?? cards.find((c) => c.isDefault);
  return card ? { kind: 'cc', id: card.id, brand: card.brand, last4: card.last4 } : { kind: 'wallet', id: null, brand: null, last4: null };
}

function view(row: RecurringRow, offer: OfferInfo | undefined, fund: RecurringFund): RecurringPurchase {
  const tickets = row.productType === 'raffle_ticket' ? row.numGames : row.productType === 'lottery_ticket' ? 1 : 0;
  return {
    autoplayId: row.id,
    lotteryId: row.lotteryKey,
    productType: row.productType,
    type: row.type,
    status: row.status,
    pausedUntil: row.pausedUntil?.toISOString() ?? null,
    defaultFund: fund,
    lastAttemptStatus: row.lastAttemptStatus,
    lastAttemptMessage: row.lastAttemptMessage,
    productOfferKey: row.offerKey,
    offerName: offer?.name ?? row.offerKey,
    gameOffer: row.gameOffer,
    gameOfferName: offer?.gameOfferNames.get(row.gameOffer) ?? row.gameOffer,
    numberOfGames: row.productType === 'lottery_ticket' ? row.numGames : 0,
    numberOfTickets: tickets,
    numberOfShares: row.productType === 'syndicate_share' ? (row.details.numShares ?? row.numGames) : 0,
    description: describe(row, offer),
    minimumJackpotAmount: money(row.minimumJackpotCents),
    quickpick: row.quickpick,
    causeKey: row.causeKey,
    price: money(row.priceCents),
    nextDrawNo: row.nextDrawNo,
    monthly: offer?.monthly ?? false,
    createdAt: row.createdAt.toISOString(),
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function describe(row: RecurringRow, offer: OfferInfo | undefined): string {
  const name = offer?.name ?? row.offerKey;
  if (row.productType === 'raffle_ticket') return `${name}: ${plural(row.numGames, 'ticket')} every draw`;
  if (row.productType === 'syndicate_share') return `${name}: ${plural(row.details.numShares ?? row.numGames, 'share')} every draw`;
  return `${name}: ${plural(row.numGames, 'game')} every draw`;
}

export async function recurringViews(db: DbOrTx, customerId: string, rows: readonly RecurringRow[]): Promise<RecurringPurchase[]> {
  const offers = await offerInfo(
    db,
    rows.map((r) => r.offerKey),
  );
  const fund = await recurringFund(db, customerId);
  return rows.map((row) => view(row, offers.get(row.offerKey), fund));
}

/** A page of the customer's recurring purchases, newest first. */
export async function recurringPage(
  db: DbOrTx,
  customerId: string,
  filter: { type?: 'autoplay' | 'subscription'; lotteryKeys?: readonly string[] | undefined },
  page: { limit: number; offset: number },
): Promise<{ result: RecurringPurchase[]; pageInfo: { limit: number; offset: number; total: number } }> {
  const conditions: SQL[] = [eq(recurringPurchases.customerId, customerId)];
  if (filter.type) conditions.push(eq(recurringPurchases.type, filter.type));
  if (filter.lotteryKeys) conditions.push(inArray(recurringPurchases.lotteryKey, [...filter.lotteryKeys]));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(recurringPurchases)
    .where(where)
    // Active ones first, cancelled last; newest first within each.
    .orderBy(sql`case when ${recurringPurchases.status} = 'recurring_status_cancelled' then 1 else 0 end`, desc(recurringPurchases.createdAt), desc(recurringPurchases.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(recurringPurchases).where(where);
  return { result: await recurringViews(db, customerId, rows), pageInfo: { ...page, total: Number(count?.n ?? 0) } };
}

export async function scheduledViews(db: DbOrTx, rows: readonly ScheduledRow[]): Promise<ScheduledPurchase[]> {
  if (rows.length === 0) return [];
  const orderRows = await db
    .select({ id: orders.id, offerKey: orders.offerKey, description: orders.description, checkoutId: orders.checkoutId })
    .from(orders)
    .where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))]));
  const orderById = new Map(orderRows.map((o) => [o.id, o]));
  const offers = await offerInfo(
    db,
    orderRows.map((o) => o.offerKey),
  );
  const drawIds = rows.map((r) => r.drawId).filter((id): id is string => id !== null);
  const drawRows = drawIds.length > 0 ? await db.select({ id: draws.id, drawAt: draws.drawAt, drawNo: draws.drawNo }).from(draws).where(inArray(draws.id, drawIds)) : [];
  const drawById = new Map(drawRows.map((d) => [d.id, d]));
  return rows.map((row) => {
    const order = orderById.get(row.orderId);
    const draw = row.drawId ? drawById.get(row.drawId) : undefined;
    return {
      encodedId: row.id,
      status: row.status,
      kind: row.kind,
      lotteryKey: row.lotteryKey ?? '',
      productOfferKey: order?.offerKey ?? '',
      offerName: (order && offers.get(order.offerKey)?.name) ?? order?.offerKey ?? '',
      description: order?.description ?? '',
      drawNo: draw?.drawNo ?? row.drawNo ?? 0,
      drawAt: draw?.drawAt.toISOString() ?? null,
      amount: money(row.amountCents),
      paid: row.paid,
      ticketed: row.ticketId !== null,
      lastAttemptStatus: row.lastAttemptStatus,
      failureReason: row.failureReason,
      checkoutId: order?.checkoutId ?? '',
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** One autoplay or subscription with its numbers, the draws it bought or missed, and its weeks bought ahead. */
export async function recurringDetail(db: DbOrTx, row: RecurringRow): Promise<RecurringPurchaseDetail> {
  const [base] = await recurringViews(db, row.customerId, [row]);
  const attempts = await db
    .select({ drawNo: draws.drawNo, drawAt: draws.drawAt, outcome: recurringAttempts.outcome, message: recurringAttempts.message, checkoutId: recurringAttempts.checkoutId })
    .from(recurringAttempts)
    .innerJoin(draws, eq(draws.id, recurringAttempts.drawId))
    .where(eq(recurringAttempts.recurringId, row.id))
    .orderBy(desc(draws.drawNo))
    .limit(20);
  const [origin] = await db.select({ checkoutId: orders.checkoutId }).from(orders).where(eq(orders.id, row.orderId));
  const scheduled = await db.select().from(scheduledPurchases).where(eq(scheduledPurchases.orderId, row.orderId)).orderBy(asc(scheduledPurchases.drawNo));
  return {
    ...base!,
    games: row.games as RecurringPurchaseDetail['games'],
    checkoutId: origin?.checkoutId ?? '',
    attempts: attempts.map((a): RecurringAttempt => ({ ...a, drawAt: a.drawAt.toISOString() })),
    scheduled: await scheduledViews(db, scheduled),
  };
}
