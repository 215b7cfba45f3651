import { createDrawEventBus, type DrawEventBus, superJackpotItem } from '@drawkit/api-server/testing';
import type { FullDrawResult } from '@drawkit/sdk';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { injectEventSource, type InjectEventSourceClass } from '../../__tests__/injectEventSource';
import { createShopClient, lastRequest, NEXT_SUPER_JACKPOT_DRAW, openRealShop, renderWithShop, signInAs } from '../../__tests__/realShop';
import { buyAs, runDrawEngine, setResultsAhead } from '../../__tests__/shopDraws';
import { DrawResultView } from '../DrawResultView';
import { Results } from '../Results';

let bus: DrawEventBus | undefined;
// The shop's live-results bus is kept, so the draw engine can tell it of the draws it moves.
const shop = openRealShop({ drawEvents: (database) => (bus = createDrawEventBus(database.db)) });

const SUPER_JACKPOT = 'super_jackpot_lottery';
/** Bought tickets in the next draw, and saw it drawn with numbers set ahead (beforeAll below). */
const BUYER = 'demo-account@drawkit.test';
const DRAWN = { Numbers: [1, 8, 13, 20, 24, 30, 35], Powerball: [9] };

let EventSource: InjectEventSourceClass;
beforeAll(async () => {
  EventSource = injectEventSource(shop);
  // Clients read the browser's EventSource when created: every client of this file gets the shop's stream.
  vi.stubGlobal('EventSource', EventSource);
  // Thursday's draw (1534) with known numbers and a $20,590,000 jackpot, the buyer's games in it:
  // a standard game with 3 numbers and the Powerball ("3 + PB", division 8, $20), and a System 8
  // holding 6 of the numbers, whose 8 lines win "6 + PB" twice and "5 + PB" six times.
  const draw = await setResultsAhead(shop, SUPER_JACKPOT, NEXT_SUPER_JACKPOT_DRAW, { results: DRAWN, prizePoolCents: 2_059_000_000 });
  await buyAs(shop, BUYER, [
    superJackpotItem({ drawNo: NEXT_SUPER_JACKPOT_DRAW, games: [{ Numbers: [1, 2, 3, 4, 5, 8, 13], Powerball: [9] }] }),
    superJackpotItem({
      drawNo: NEXT_SUPER_JACKPOT_DRAW,
      gameType: 'reduced_system',
      gameOffer: 'super_jackpot_lottery_system_8',
      games: [{ Numbers: [1, 2, 3, 8, 13, 20, 24, 30], Powerball: [9] }],
    }),
  ]);
  await runDrawEngine(shop, new Date(draw.drawAt.getTime() + 60_000), bus);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** The offer's past draws the shop lists, newest first (what the page should show). */
async function pastDraws(offerKey: string): Promise<{ drawNo: number }[]> {
  const answer = await shop.client.call('GET', `/v2/draws/pricing/standard/past?product_offer_key=${offerKey}&limit=50`);
  expect(answer.status, answer.text).toBe(200);
  return answer.data.result;
}

describe('Results', () => {
  it('shows the latest draw: winning numbers as balls per set, the jackpot, divisions with winners and amounts', async () => {
    renderWithShop(shop, <Results offerKey={SUPER_JACKPOT} />);
    const latest = await screen.findByRole('article', { name: `Draw ${NEXT_SUPER_JACKPOT_DRAW} results` });
    expect(within(latest).getByText('Numbers: 1, 8, 13, 20, 24, 30, 35.')).toBeInTheDocument();
    expect(within(latest).getByText('Powerball: 9.')).toBeInTheDocument();
    expect(latest.querySelectorAll('.drawkit-ball--powerball')).toHaveLength(1);
    // "from 1 million up, the amount in millions rounded down to one decimal".
    expect(within(latest).getByText('$20.5 Million')).toBeInTheDocument();
    // Division 8 "3 + PB" pays a fixed $20.00: the buyer's standard game is its one winner.
    const rows = within(latest).getAllByRole('row');
    const division8 = rows.find((row) => row.querySelector('td')?.textContent === '8');
    expect(division8 && within(division8).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['8', '3 + PB', '1', '$20.00']);
    // Nobody matched all 7 and the Powerball: the jackpot row says so.
    expect(within(rows[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '7 + PB', '0', 'Jackpot']);
  });

  it('"Past results default page size 5", paging from page 1; a page below 1 is page 1', async () => {
    const past = await pastDraws(SUPER_JACKPOT);
    const pages = Math.ceil(past.length / 5);
    expect(pages).toBeGreaterThan(1);
    const { user, requests } = renderWithShop(shop, <Results offerKey={SUPER_JACKPOT} page={0} />);
    const list = await screen.findByRole('region', { name: 'Past results' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(within(list).getByText(`Page 1 of ${pages}`)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(`Draw ${past[0]?.drawNo}`);
    const first = lastRequest(requests, 'GET', /\/past$/);
    expect(first.query.get('limit')).toBe('5');
    expect(first.query.get('offset')).toBe('0');
    await user.click(within(list).getByRole('button', { name: 'Next' }));
    expect(await within(list).findByText(`Page 2 of ${pages}`)).toBeInTheDocument();
    expect(await within(list).findByText(new RegExp(`^Draw ${past[5]?.drawNo} `))).toBeInTheDocument();
    expect(requests.some((r) => r.path.endsWith('/past') && r.query.get('offset') === '5')).toBe(true);
  });

  it("marks a signed-in customer's own games with their matches and winnings, a system game by its winning lines", async () => {
    const { client } = createShopClient(shop);
    await signInAs(client, BUYER);
    renderWithShop(shop, <Results offerKey={SUPER_JACKPOT} />, { client });
    const mine = await screen.findByRole('region', { name: 'Your tickets' });
    // Under the draw's h3 by default.
    expect(within(mine).getByRole('heading', { level: 4, name: 'Your tickets' })).toBeInTheDocument();
    const tickets = within(mine).getAllByRole('listitem').filter((item) => item.classList.contains('drawkit-my-ticket'));
    expect(tickets).toHaveLength(2);
    const standard = tickets.find((ticket) => within(ticket).queryByText('Matched 3 Numbers, 1 Powerball · Division 8')) as HTMLElement;
    expect(standard).toBeDefined();
    expect(standard).toHaveTextContent('You won $20.00');
    expect(standard.querySelectorAll('.drawkit-ball--matched')).toHaveLength(4);
    // System 8: 2 × $7,500 ("6 + PB") and 6 × $150 ("5 + PB").
    const system = tickets.find((ticket) => ticket !== standard) as HTMLElement;
    expect(within(system).getByText('Matched 6 Numbers, 1 Powerball · Division 3 on 2 lines, Division 5 on 6 lines')).toBeInTheDocument();
    expect(system).toHaveTextContent('You won $15,900.00');
    expect(system.querySelectorAll('.drawkit-ball--matched')).toHaveLength(7);
  });

  it('keeps its headings one below the page\'s: the draw and "Past results" at the level given, the draw\'s parts one below', async () => {
    const { client } = createShopClient(shop);
    await signInAs(client, BUYER);
    renderWithShop(shop, <Results offerKey={SUPER_JACKPOT} headingLevel={2} />, { client });
    const mine = await screen.findByRole('region', { name: 'Your tickets' });
    expect(within(mine).getByRole('heading', { level: 3, name: 'Your tickets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Super Jackpot draw \d+$/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Past results' })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 4 })).toEqual([]);
  });

  it('lists a raffle draw\'s winners by prize, main prize first, as the shop drew them', async () => {
    const [latest] = await pastDraws('make_a_smile_lottery');
    const full = await shop.client.call('GET', `/v2/draw/full_result/make_a_smile_lottery/${latest?.drawNo}`);
    const winners: FullDrawResult['raffleWinners'] = full.data.result.raffleWinners;
    expect(winners.length).toBeGreaterThan(0);
    renderWithShop(shop, <Results offerKey="make_a_smile_lottery" />);
    const region = await screen.findByRole('region', { name: 'Winners by prize' });
    const shown = within(region).getAllByRole('listitem');
    expect(shown).toHaveLength(winners.length);
    const main = winners.find((w) => w.prize.isMainPrize);
    expect(shown[0]).toHaveTextContent(`Main prize: ${main?.prize.name}`);
    expect(shown[0]).toHaveTextContent(main?.winner ? `won by ticket ${main.ticketNo}, ${main.winner.name} of ${main.winner.suburb}` : 'not won');
  });

  it('shows a new draw by itself when the draw completes while it is open', async () => {
    renderWithShop(shop, <Results offerKey={SUPER_JACKPOT} />);
    await screen.findByRole('article', { name: `Draw ${NEXT_SUPER_JACKPOT_DRAW} results` });
    // The page listens on the shop's own stream, by app key (EventSource cannot send headers).
    await waitFor(() => expect(EventSource.opened.at(-1)?.url).toBe('http://localhost:8080/v2/draws/events?app_key=drawkit-storefront'));
    expect(await EventSource.opened.at(-1)?.connected).toBe(200);
    // A week on, the engine draws the next Super Jackpot draw, and the page shows it without a reload.
    const next = await setResultsAhead(shop, SUPER_JACKPOT, NEXT_SUPER_JACKPOT_DRAW + 1, {
      results: { Numbers: [2, 4, 6, 11, 17, 23, 29], Powerball: [3] },
      prizePoolCents: 3_000_000_000,
    });
    await runDrawEngine(shop, new Date(next.drawAt.getTime() + 60_000), bus);
    const drawn = await screen.findByRole('article', { name: `Draw ${NEXT_SUPER_JACKPOT_DRAW + 1} results` });
    expect(within(drawn).getByText('Numbers: 2, 4, 6, 11, 17, 23, 29.')).toBeInTheDocument();
    expect(within(drawn).getByText('$30 Million')).toBeInTheDocument();
  });
});

describe('DrawResultView', () => {
  // The shop already answers main prize first; the view orders whatever it is given.
  it('lists raffle winners by prize, main prize first, whatever order they come in', () => {
    const prize = (id: string, name: string, isMainPrize: boolean, createdAt: string) => ({
      prizeId: id,
      name,
      value: { amount: 100_000, currency: 'AUD' as const },
      isMainPrize,
      cash: true,
      createdAt,
    });
    render(
      <DrawResultView
        result={{
          productOfferKey: 'make_a_smile_lottery',
          productOfferName: 'Make a Smile',
          lotteryKey: 'make_a_smile_lottery',
          kind: 'raffle',
          drawNo: 40,
          drawDate: '2026-03-05T10:30:00.000Z',
          status: 'DRAW_PAID',
          results: { WinningTicket: [100007, 100002] },
          prizePool: { amount: 100_000, currency: 'AUD' },
          isPrizePoolUnknown: false,
          divisions: [],
          customerTickets: null,
          raffleWinners: [
            { prize: prize('p2', 'Second prize', false, '2026-01-01T00:00:00Z'), ticketNo: 100002, winner: { name: 'Sam B.', suburb: 'Paddington' } },
            { prize: prize('p1', 'Dream home', true, '2026-01-02T00:00:00Z'), ticketNo: 100007, winner: { name: 'Alex C.', suburb: 'Brisbane City' } },
          ],
        }}
      />,
    );
    const winners = within(screen.getByRole('region', { name: 'Winners by prize' })).getAllByRole('listitem');
    expect(winners[0]).toHaveTextContent('Main prize: Dream home');
    expect(winners[0]).toHaveTextContent('won by ticket 100007, Alex C. of Brisbane City');
    expect(winners[1]).toHaveTextContent('Second prize');
  });
});
