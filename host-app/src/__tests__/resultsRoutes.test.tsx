import type { DrawkitClient, DrawResult, ResultsPage } from '@drawkit/sdk';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { monthFrom, pageFrom, resultsPaths } from '../pages/results/resultsPaths';
import { renderApp, startedClient } from './renderApp';

afterEach(cleanup);

function result(offerKey: string, name: string, drawNo: number, kind: 'lottery' | 'raffle' = 'lottery'): DrawResult {
  return {
    productOfferKey: offerKey,
    productOfferName: name,
    lotteryKey: offerKey,
    kind,
    drawNo,
    drawDate: '2026-03-05T10:30:00.000Z',
    status: 'DRAW_PAID',
    results: kind === 'raffle' ? { WinningTicket: [100004] } : { Numbers: [3, 8, 13, 20, 24, 30, 35], Powerball: [9] },
    prizePool: { amount: 1_500_000_000, currency: 'AUD' },
    isPrizePoolUnknown: false,
  };
}

const page = (results: DrawResult[], number = 1, total = results.length): ResultsPage => ({
  status: 'succeeded',
  page: number,
  pageSize: 5,
  total,
  pageCount: Math.max(1, Math.ceil(total / 5)),
  results,
  errors: [],
});

function withResults(client: DrawkitClient, pages: Record<string, Record<number, ResultsPage>>): DrawkitClient {
  client.results.setState({ pages });
  return client;
}

describe('results routes (shop-core §2 "Results")', () => {
  it('"Page numbers are at least 1, default 1": the page comes from the path, else the page query parameter', () => {
    expect(pageFrom(undefined, new URLSearchParams())).toBe(1);
    expect(pageFrom('0', new URLSearchParams())).toBe(1);
    expect(pageFrom(undefined, new URLSearchParams('page=3'))).toBe(3);
    expect(pageFrom('2', new URLSearchParams('page=3'))).toBe(2);
    expect(resultsPaths.all('raffles', 1)).toBe('/lotto-results/raffles');
    expect(resultsPaths.all('all', 2)).toBe('/lotto-results/2');
    expect(monthFrom('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(monthFrom('2026-13')).toBeNull();
  });

  it('/lotto-results/raffles/{page?} (all-raffles-results) lists the latest raffle results; page 0 is page 1', async () => {
    const client = withResults(startedClient(), {
      'latest:raffle': { 1: page([result('make_a_smile_lottery', 'Make a Smile', 12, 'raffle')]) },
    });
    const { router } = await renderApp('/lotto-results/raffles/0', client);
    expect(router.state.matches.at(-1)?.route.id).toBe('all-raffles-results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Raffle results' })).toBeTruthy();
    const card = screen.getByText('Make a Smile').closest('li')!;
    expect(within(card).getByText(/Draw 12/)).toBeTruthy();
    expect(within(card).getByText('Main prize: $15 Million')).toBeTruthy();
  });

  it('/lotto-results/lotteries/{page?} is all-lotteries-results and pages by the path', async () => {
    const results = Array.from({ length: 5 }, (_, i) => result(`offer_${i}`, `Offer ${i}`, 100 + i));
    const client = withResults(startedClient(), { 'latest:lottery': { 2: page(results, 2, 12) } });
    const { router } = await renderApp('/lotto-results/lotteries/2', client);
    expect(router.state.matches.at(-1)?.route.id).toBe('all-lotteries-results');
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/lotto-results/lotteries');
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/lotto-results/lotteries/3');
  });

  it('/{key}/results shows the offer\'s results widget with the page query parameter', async () => {
    const client = withResults(startedClient(), {
      'offer:super_jackpot_lottery': {
        1: page([result('super_jackpot_lottery', 'Super Jackpot', 1500)], 1, 7),
        2: page([result('super_jackpot_lottery', 'Super Jackpot', 1495), result('super_jackpot_lottery', 'Super Jackpot', 1494)], 2, 7),
      },
    });
    await renderApp('/super_jackpot_lottery/results?page=2', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Super Jackpot results' })).toBeTruthy();
    const past = screen.getByRole('region', { name: 'Past results' });
    expect(within(past).getByText('Page 2 of 2')).toBeTruthy();
    expect(within(past).getByText(/Draw 1495/)).toBeTruthy();
  });

  it('/{key}/results/{date} shows a month of results', async () => {
    const client = withResults(startedClient(), {
      'archived:super_jackpot_lottery:2026-3': { 1: page([result('super_jackpot_lottery', 'Super Jackpot', 1500)]) },
    });
    await renderApp('/super_jackpot_lottery/results/2026-03', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Super Jackpot results, March 2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Draw 1500/ }).getAttribute('href')).toBe('/super_jackpot_lottery/results/draw/1500');
  });
});
