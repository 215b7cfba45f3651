import '../../__tests__/testEnv';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDrawkit, createMemoryStorage, type DrawResult, type FullDrawResult } from '@drawkit/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawkitProvider } from '../../context/DrawkitProvider';
import { createDemoServer, DEMO_ORIGIN } from '../../demo/createDemoServer';
import { DrawResultView } from '../DrawResultView';
import { Results } from '../Results';

function draw(drawNo: number, numbers: number[] = [1, 2, 3, 4, 5, 6, 7]): DrawResult {
  return {
    productOfferKey: 'super_jackpot_lottery',
    productOfferName: 'Super Jackpot',
    lotteryKey: 'super_jackpot_lottery',
    kind: 'lottery',
    drawNo,
    drawDate: '2026-03-05T10:30:00.000Z',
    status: 'DRAW_PAID',
    results: { Numbers: numbers, Powerball: [9] },
    prizePool: { amount: 2_059_000_000, currency: 'AUD' },
    isPrizePoolUnknown: false,
  };
}

function full(result: DrawResult, extra: Partial<FullDrawResult> = {}): FullDrawResult {
  return {
    ...result,
    divisions: [
      { division: 1, name: '7 + PB', matches: { Numbers: 7, Powerball: 1 }, prize: null, sharesPrizePool: true, winners: 0, prizeEach: null },
      { division: 9, name: '3 + PB', matches: { Numbers: 3, Powerball: 1 }, prize: { amount: 2000, currency: 'AUD' }, sharesPrizePool: false, winners: 1234, prizeEach: { amount: 2000, currency: 'AUD' } },
    ],
    raffleWinners: [],
    customerTickets: null,
    ...extra,
  };
}

/** The demo API plus the results calls, over 12 draws numbered down from `history.latest` (a test may move it on). */
function resultsClient(history: { latest: number }) {
  const demo = createDemoServer();
  const calls: URL[] = [];
  const drawsNow = () => Array.from({ length: 12 }, (_, i) => draw(history.latest - i, [1 + (i % 5), 8, 13, 20, 24, 30, 35]));
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname.startsWith('/v2/draws/pricing/') && url.pathname.endsWith('/past')) {
      calls.push(url);
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const all = drawsNow();
      return json({ result: all.slice(offset, offset + limit), page_info: { limit, offset, total: all.length }, messages: [] });
    }
    if (url.pathname === '/v2/draw/full_result') {
      calls.push(url);
      const keys = (url.searchParams.get('keys') ?? '').split(',');
      const all = drawsNow();
      return json({ result: keys.map((key) => full(all.find((d) => `${d.productOfferKey}:${d.drawNo}` === key) ?? draw(0))), messages: [] });
    }
    return demo.fetch(request);
  }) as typeof globalThis.fetch;
  const client = createDrawkit({ discoveryUrl: `${DEMO_ORIGIN}/discover`, appKey: 'demo-partner', fetch, storage: createMemoryStorage() });
  return { client, calls };
}

class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, (event: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Results', () => {
  it('shows the latest draw: winning numbers as balls per set, the jackpot, divisions with winners and amounts', async () => {
    const { client } = resultsClient({ latest: 1600 });
    render(
      <DrawkitProvider client={client}>
        <Results offerKey="super_jackpot_lottery" />
      </DrawkitProvider>,
    );
    const latest = await screen.findByRole('article', { name: 'Draw 1600 results' });
    expect(within(latest).getByText('Numbers: 1, 8, 13, 20, 24, 30, 35.')).toBeInTheDocument();
    expect(within(latest).getByText('Powerball: 9.')).toBeInTheDocument();
    expect(latest.querySelectorAll('.drawkit-ball--powerball')).toHaveLength(1);
    // "from 1 million up, the amount in millions rounded down to one decimal".
    expect(within(latest).getByText('$20.5 Million')).toBeInTheDocument();
    const rows = within(latest).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('3 + PB');
    expect(rows[2]).toHaveTextContent('1,234');
    expect(rows[2]).toHaveTextContent('$20.00');
  });

  it('"Past results default page size 5", paging from page 1; a page below 1 is page 1', async () => {
    const { client, calls } = resultsClient({ latest: 1600 });
    const user = userEvent.setup({ delay: null });
    render(
      <DrawkitProvider client={client}>
        <Results offerKey="super_jackpot_lottery" page={0} />
      </DrawkitProvider>,
    );
    const list = await screen.findByRole('region', { name: 'Past results' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(within(list).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(calls[0]?.searchParams.get('limit')).toBe('5');
    expect(calls[0]?.searchParams.get('offset')).toBe('0');
    await user.click(within(list).getByRole('button', { name: 'Next' }));
    expect(await within(list).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(await within(list).findByText(/Draw 1595/)).toBeInTheDocument();
    expect(calls.some((url) => url.searchParams.get('offset') === '5')).toBe(true);
  });

  it('shows a new draw by itself when the draw completes while it is open', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const history = { latest: 1600 };
    const { client } = resultsClient(history);
    render(
      <DrawkitProvider client={client}>
        <Results offerKey="super_jackpot_lottery" />
      </DrawkitProvider>,
    );
    await screen.findByRole('article', { name: 'Draw 1600 results' });
    await waitFor(() => expect(FakeEventSource.last?.url).toBe(`${DEMO_ORIGIN}/v2/draws/events?app_key=demo-partner`));
    history.latest = 1601;
    FakeEventSource.last?.listeners.get('draw-completed')?.({
      data: JSON.stringify({ product_offer_key: 'super_jackpot_lottery', lottery_key: 'super_jackpot_lottery', draw_no: 1601, status: 'DRAW_DRAWN' }),
    });
    expect(await screen.findByRole('article', { name: 'Draw 1601 results' })).toBeInTheDocument();
  });
});

describe('DrawResultView', () => {
  it("marks a signed-in customer's own games with their matches and winnings", () => {
    render(
      <DrawResultView
        result={full(draw(1600), {
          customerTickets: [
            {
              ticketId: 't1',
              games: [{ Numbers: [1, 2, 3, 10, 11, 12, 14], Powerball: [9] }],
              matches: [{ Numbers: 3, Powerball: 1 }],
              divisions: [9],
              bestDivision: 9,
              prize: { amount: 2000, currency: 'AUD' },
              winningTicketNo: null,
            },
          ],
        })}
      />,
    );
    const mine = screen.getByRole('region', { name: 'Your tickets' });
    expect(within(mine).getByText('Matched 3 Numbers, 1 Powerball · Division 9')).toBeInTheDocument();
    expect(within(mine).getByText('$20.00')).toBeInTheDocument();
    expect(mine.querySelectorAll('.drawkit-ball--matched')).toHaveLength(4);
  });

  it('says which divisions a system game won on how many of its lines', () => {
    render(
      <DrawResultView
        result={full(draw(1600), {
          customerTickets: [
            {
              ticketId: 't2',
              games: [{ Numbers: [1, 2, 3, 4, 5, 6, 20, 21], Powerball: [1] }],
              matches: [{ Numbers: 6, Powerball: 1 }],
              divisions: [3],
              winningLines: [[{ division: 3, lines: 2 }, { division: 5, lines: 6 }]],
              bestDivision: 3,
              prize: { amount: 1_590_000, currency: 'AUD' },
              winningTicketNo: null,
            },
          ],
        })}
      />,
    );
    const mine = screen.getByRole('region', { name: 'Your tickets' });
    expect(within(mine).getByText('Matched 6 Numbers, 1 Powerball · Division 3 on 2 lines, Division 5 on 6 lines')).toBeInTheDocument();
  });

  it('lists raffle winners by prize, main prize first', () => {
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
        result={full(
          { ...draw(40), kind: 'raffle', results: { WinningTicket: [100007, 100002] } },
          {
            divisions: [],
            raffleWinners: [
              { prize: prize('p2', 'Second prize', false, '2026-01-01T00:00:00Z'), ticketNo: 100002, winner: { name: 'Sam B.', suburb: 'Paddington' } },
              { prize: prize('p1', 'Dream home', true, '2026-01-02T00:00:00Z'), ticketNo: 100007, winner: { name: 'Alex C.', suburb: 'Brisbane City' } },
            ],
          },
        )}
      />,
    );
    const winners = within(screen.getByRole('region', { name: 'Winners by prize' })).getAllByRole('listitem');
    expect(winners[0]).toHaveTextContent('Main prize: Dream home');
    expect(winners[0]).toHaveTextContent('won by ticket 100007, Alex C. of Brisbane City');
    expect(winners[1]).toHaveTextContent('Second prize');
  });
});
