import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { customers, draws, ledgerEntries, rafflePrizes } from '../../db/schema';
import { walletBalance } from '../../purchase/walletBalance';
import { DEMO_CUSTOMER } from '../../seed/catalogueData';

describe.each(testBackends())('draw results calls on $name', (backend) => {
  const shop = useTestShop(backend);
  const db = () => shop.database.db;
  const get = (path: string) => shop.client.call('GET', path);

  async function lastPaid(lotteryKey: string) {
    const [draw] = await db()
      .select()
      .from(draws)
      .where(and(eq(draws.lotteryKey, lotteryKey), eq(draws.status, 'DRAW_PAID')))
      .orderBy(desc(draws.drawAt))
      .limit(1);
    if (!draw) throw new Error(`no paid draw of ${lotteryKey}`);
    return draw;
  }

  it('scores and pays the seeded past draws on first start: the demo customer’s 3 + PB win is in the ledger', async () => {
    const [demo] = await db().select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    if (!demo) throw new Error('no demo customer');
    const prizes = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.customerId, demo.id), eq(ledgerEntries.kind, 'prize')));
    expect(prizes.map((p) => p.amountCents)).toEqual([2_000]);
    expect(prizes[0]?.ticketId).toBeTruthy();
    expect(prizes[0]?.description).toMatch(/^Prize: Super Jackpot draw \d+$/);
    // The demo wallet still shows $50.00.
    expect(await walletBalance(db(), demo.id)).toBe(5_000);
  });

  it('shows a drawn draw with its status, results and divisions', async () => {
    const draw = await lastPaid('super_jackpot_lottery');
    const response = await get(`/v2/draw/details/super_jackpot_lottery/${draw.drawNo}`);
    expect(response.status, response.text).toBe(200);
    const { result } = response.data;
    expect(result).toMatchObject({ productOfferKey: 'super_jackpot_lottery', kind: 'lottery', status: 'DRAW_PAID', results: draw.results });
    expect(result.draw).toMatchObject({ drawNo: draw.drawNo, status: 'DRAW_PAID' });
    expect(result.divisions).toHaveLength(9);
    expect(result.divisions[0]).toMatchObject({ division: 1, name: '7 + PB', sharesPrizePool: true, prize: null });
    expect(result.divisions[7]).toMatchObject({ division: 8, name: '3 + PB', prize: { amount: 2_000, currency: 'AUD' } });
    expect(result.divisions[7].winners).toBeGreaterThanOrEqual(1);
    // Set names keep their spelling on the wire.
    expect(response.json.result.divisions[0].matches).toEqual({ Numbers: 7, Powerball: 1 });
  });

  it('hides results of a draw that is not drawn yet ("results available for drawn, scored, paid, emailed")', async () => {
    const [open] = await db()
      .select()
      .from(draws)
      .where(and(eq(draws.lotteryKey, 'super_jackpot_lottery'), eq(draws.status, 'DRAW_OPEN')))
      .limit(1);
    const response = await get(`/v2/draw/details/super_jackpot_lottery/${open?.drawNo}`);
    expect(response.status, response.text).toBe(200);
    expect(response.data.result).toMatchObject({ status: 'DRAW_OPEN', results: null });
    expect(response.data.result.divisions.every((d: { winners: unknown }) => d.winners === null)).toBe(true);
  });

  it('answers an unknown draw or offer with 404 and a bad draw number with 422', async () => {
    expect((await get('/v2/draw/details/super_jackpot_lottery/1')).data.messages[0].code).toBe('draw_not_found');
    expect((await get('/v2/draw/details/no_such_offer/1500')).status).toBe(404);
    const bad = await get('/v2/draw/details/super_jackpot_lottery/abc/prizes');
    expect(bad.status).toBe(422);
    expect(bad.data.messages[0].field).toBe('drawNo');
  });

  it('lists winners per division by first name and initial and suburb only', async () => {
    const draw = await lastPaid('super_jackpot_lottery');
    const response = await get(`/v2/draw/details/super_jackpot_lottery/${draw.drawNo}/winners`);
    expect(response.status, response.text).toBe(200);
    const division = response.data.result.divisions.find((d: { name: string }) => d.name === '3 + PB');
    expect(division.people).toContainEqual({ name: 'Demo C.', suburb: 'Brisbane City' });
    expect(response.text).not.toContain(DEMO_CUSTOMER.email);
    expect(response.text).not.toContain(DEMO_CUSTOMER.lastname);
    expect(response.text).not.toContain(DEMO_CUSTOMER.address);
  });

  it('"Raffle prizes are sorted main prize first, then by timestamp and id ascending"', async () => {
    // Prizes added out of order: older than the main prize, and two with the same timestamp.
    const at = new Date('2023-06-01T00:00:00Z');
    await db()
      .insert(rafflePrizes)
      .values([
        { id: 'zz-late', lotteryKey: 'make_a_smile_lottery', name: 'Late prize', valueCents: 100, createdAt: new Date('2030-01-01T00:00:00Z') },
        { id: 'b-same-time', lotteryKey: 'make_a_smile_lottery', name: 'B', valueCents: 100, createdAt: at },
        { id: 'a-same-time', lotteryKey: 'make_a_smile_lottery', name: 'A', valueCents: 100, createdAt: at },
      ]);
    const draw = await lastPaid('make_a_smile_lottery');
    const prizes = await get(`/v2/draw/details/make_a_smile_lottery/${draw.drawNo}/prizes`);
    expect(prizes.status, prizes.text).toBe(200);
    expect(prizes.data.result.kind).toBe('raffle');
    expect(prizes.data.result.prizes.map((p: { prizeId: string }) => p.prizeId)).toEqual([
      'make_a_smile_lottery-prize-1',
      'a-same-time',
      'b-same-time',
      'make_a_smile_lottery-prize-2',
      'make_a_smile_lottery-prize-3',
      'make_a_smile_lottery-prize-4',
      'zz-late',
    ]);
    expect(prizes.data.result.prizes[0]).toMatchObject({ isMainPrize: true, name: 'Gold Coast prize home and $100,000 in gold' });

    const winners = await get(`/v2/draw/details/make_a_smile_lottery/${draw.drawNo}/winners`);
    expect(winners.status, winners.text).toBe(200);
    const list = winners.data.result.raffleWinners as { prize: { prizeId: string }; ticketNo: number | null; winner: unknown }[];
    expect(list.map((w) => w.prize.prizeId)).toEqual(prizes.data.result.prizes.map((p: { prizeId: string }) => p.prizeId));
    // The main prize was drawn first and its ticket is the draw's first winning number.
    expect(list[0]?.ticketNo).toBe(draw.results?.WinningTicket?.[0]);
    expect(list[0]?.winner).toMatchObject({ name: expect.stringMatching(/^[A-Z][a-z]+ [A-Z]\.$/), suburb: expect.any(String) });
    // Prizes added after the draw have no winner.
    expect(list.find((w) => w.prize.prizeId === 'zz-late')).toMatchObject({ ticketNo: null, winner: null });
  });

  it('counts number frequencies per set over the drawn draws', async () => {
    const drawn = await db()
      .select()
      .from(draws)
      .where(and(eq(draws.lotteryKey, 'super_jackpot_lottery'), eq(draws.status, 'DRAW_PAID')));
    const response = await get('/v2/statistics/super_jackpot_lottery');
    expect(response.status, response.text).toBe(200);
    const { result } = response.data;
    expect(result.drawsCounted).toBe(drawn.length);
    const latest = [...drawn].sort((a, b) => b.drawAt.getTime() - a.drawAt.getTime())[0];
    expect(result.lastDrawn).toEqual({ drawNo: latest?.drawNo, drawDate: latest?.drawAt.toISOString(), results: latest?.results });
    const [numbers, powerball] = result.sets;
    expect(numbers).toMatchObject({ name: 'Numbers', min: 1, max: 35 });
    expect(numbers.frequencies).toHaveLength(35);
    expect(powerball.frequencies).toHaveLength(20);
    for (const { number, count, lastDrawnNo } of numbers.frequencies) {
      const hits = drawn.filter((d) => d.results?.Numbers?.includes(number));
      expect(count).toBe(hits.length);
      expect(lastDrawnNo).toBe(hits.length ? Math.max(...hits.map((d) => d.drawNo)) : null);
    }
    const total = (set: { frequencies: { count: number }[] }) => set.frequencies.reduce((sum, f) => sum + f.count, 0);
    expect(total(numbers)).toBe(drawn.length * 7);
    expect(total(powerball)).toBe(drawn.length);
    expect((await get('/v2/statistics/no_such_lottery')).status).toBe(404);
  });

  it('lists the seeded tips', async () => {
    const response = await get('/v2/tips');
    expect(response.status, response.text).toBe(200);
    expect(response.data.result.length).toBeGreaterThanOrEqual(3);
    expect(response.data.result[0]).toEqual({
      id: 'tip-quick-pick',
      lotteryKey: null,
      title: expect.any(String),
      body: expect.any(String),
    });
  });

  it('lets branding be cached for 24 h, tips for 18 minutes and config for the default 60 s', async () => {
    const branding = await get('/v2/branding');
    expect(branding.status).toBe(200);
    expect(branding.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/v2/tips')).headers['cache-control']).toBe('public, max-age=1080');
    expect((await get('/v2/config')).headers['cache-control']).toBe('public, max-age=60');
  });
});
