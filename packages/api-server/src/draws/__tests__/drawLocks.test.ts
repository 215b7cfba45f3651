/**
 * Purchases lock the draws they buy into, and the engine's close step takes the conflicting
 * lock: a draw cannot close (and then be drawn and scored) under a purchase that is writing
 * tickets into it, and a purchase into a draw that closed meanwhile is refused.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, superJackpotItem, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { PARTNER_ORIGIN, useTestShop } from '../../__tests__/helpers/testShop';
import { priceCartItem, toCartItemInput } from '../../cart/cartItemRules';
import type { Clock } from '../../clock';
import { newId } from '../../db/ids';
import { ledgerEntries, ticketResults, tickets } from '../../db/schema';
import { isApiFailure } from '../../http/ApiFailure';
import { lockPurchaseDraws } from '../../purchase/lockPurchaseDraws';
import { seedPurchase } from '../../seed/seedPastTickets';
import { closeExpiredDraws } from '../closeExpiredDraws';
import { createDrawEngine } from '../drawEngine';
import { drawById, insertCustomer, nextOpenDraw } from './drawFixtures';

const at = (date: Date): Clock => ({ now: () => date });
const CLOSED = { code: 'draw_closed', message: 'This draw is closed. Please choose another draw.' };
const PAST = { code: 'draw_past', message: 'This draw has already taken place. Please choose another draw.' };
const pick = (message: { code: string; message: string }) => ({ code: message.code, message: message.message });

describe.each(testBackends())('draw locks on $name', (backend) => {
  const shop = useTestShop(backend);
  const db = () => shop.database.db;

  it('refuses, under the lock, a purchase whose draw closed after it was priced', async () => {
    const draw = await nextOpenDraw(db(), 'monday_lotto', shop.clock.now());
    const beforeStop = at(new Date(draw.stopAt.getTime() - 1000));
    const priced = await priceCartItem(
      db(),
      beforeStop,
      toCartItemInput({ productType: 'lottery_ticket', lotteryKey: 'monday_lotto', gameType: 'standard', gameOffer: 'monday_lotto_standard', games: [{ Numbers: [1, 2, 3, 4, 5, 6] }], numDraws: 1, quickpick: false, drawNo: draw.drawNo }),
    );
    expect(priced.draws.map((d) => d.id)).toEqual([draw.id]);
    await closeExpiredDraws(db(), at(draw.stopAt));
    const refused = await db()
      .transaction((tx) => lockPurchaseDraws(tx, beforeStop, [priced]))
      .then(() => null, (error: unknown) => error);
    expect(isApiFailure(refused)).toBe(true);
    expect((refused as { messages: unknown[] }).messages[0]).toMatchObject({ ...CLOSED, field: 'drawNo' });
  });

  it.skipIf(backend.name !== 'postgres')('makes the close step wait for a purchase writing into the draw, whose ticket is then scored', async () => {
    const draw = await nextOpenDraw(db(), 'wednesday_lotto', shop.clock.now());
    const beforeStop = at(new Date(draw.stopAt.getTime() - 1000));
    const customerId = await insertCustomer(db(), { firstname: 'Lock', lastname: 'Test', suburb: 'Brisbane' });
    const priced = await priceCartItem(
      db(),
      beforeStop,
      toCartItemInput({ productType: 'lottery_ticket', lotteryKey: 'wednesday_lotto', gameType: 'standard', gameOffer: 'wednesday_lotto_standard', games: [{ Numbers: [1, 2, 3, 4, 5, 6] }], numDraws: 1, quickpick: false }),
    );
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let ticketId = '';
    const purchase = db().transaction(async (tx) => {
      await lockPurchaseDraws(tx, beforeStop, [priced]);
      locked();
      await released;
      ticketId = await seedPurchase(tx, {
        customerId,
        draw,
        offerKey: 'wednesday_lotto',
        gameOffer: 'wednesday_lotto_standard',
        productType: 'lottery_ticket',
        games: [{ Numbers: [1, 2, 3, 4, 5, 6] }],
        priceCents: 85,
        at: beforeStop.now(),
      });
    });
    await lockTaken;
    let closedAt = 0;
    const closing = closeExpiredDraws(db(), at(draw.stopAt)).then((n) => {
      closedAt = Date.now();
      return n;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closedAt).toBe(0);
    expect((await drawById(db(), draw.id)).status).toBe('DRAW_OPEN');
    const committedAt = Date.now();
    release();
    await purchase;
    expect(await closing).toBeGreaterThanOrEqual(1);
    expect(closedAt).toBeGreaterThanOrEqual(committedAt);
    await createDrawEngine(db(), shop.clock).tick(draw.drawAt);
    const [result] = await db().select().from(ticketResults).where(eq(ticketResults.ticketId, ticketId));
    expect(result).toBeDefined();
  });

  it('leaves no ticket unscored when purchases race the engine closing and drawing their draw', async () => {
    const draw = await nextOpenDraw(db(), 'super_jackpot_lottery', shop.clock.now());
    shop.clock.set(new Date(draw.stopAt.getTime() - 1000));
    const sessions = await Promise.all(Array.from({ length: 8 }, () => signUp(shop.client)));
    for (const session of sessions) {
      await db().insert(ledgerEntries).values({ id: newId(), customerId: session.customerId, kind: 'adjustment', amountCents: 1_000, description: 'Test credit' });
    }
    const purchases = sessions.map((session) =>
      shop.client.call('POST', '/v2/cart/partner/demo-partner/purchase', {
        appKey: 'demo-partner',
        origin: PARTNER_ORIGIN,
        session,
        idempotencyKey: uniqueKey('lock'),
        body: { cartItem: superJackpotItem({ drawNo: draw.drawNo }, 2), deposit: null, purchase: { channelKey: 'demo_partner_web' } },
      }),
    );
    const engine = createDrawEngine(db(), shop.clock);
    const [answers] = await Promise.all([Promise.all(purchases), engine.tick(draw.drawAt)]);
    await engine.tick(draw.drawAt);
    expect((await drawById(db(), draw.id)).status).toBe('DRAW_PAID');
    for (const answer of answers) {
      // Refused with the draw's state at the time: closed, or already drawn.
      if (answer.status !== 200) expect([CLOSED, PAST], answer.text).toContainEqual(pick(answer.json.messages[0]));
    }
    const bought = answers.filter((a) => a.status === 200).length;
    const sold = await db()
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.drawId, draw.id), sql`${tickets.customerId} in (${sql.join(sessions.map((s) => sql`${s.customerId}`), sql`, `)})`));
    expect(sold).toHaveLength(bought);
    const unscored = await db()
      .select({ id: tickets.id })
      .from(tickets)
      .leftJoin(ticketResults, eq(ticketResults.ticketId, tickets.id))
      .where(and(eq(tickets.drawId, draw.id), isNull(ticketResults.ticketId)));
    expect(unscored).toEqual([]);
  });
});
