import { drawKey, siteContentStore } from '@drawkit/sdk';
import type { DrawDetails, DrawkitClient, ProductOffer } from '@drawkit/sdk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPABILITIES } from './fixtures';
import { CATALOGUE_DRAWS, CATALOGUE_OFFERS, STATISTICS, SYNDICATE, withCatalogue } from './catalogueFixtures';
import { renderApp, startedClient } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) =>
  (await import('./widgetStubs')).stubWidgets(await importOriginal()),
);

beforeEach(() => {
  // Monday 23 November 2026, 10 am AEST: the Thursday draws are "This Thursday".
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-23T00:00:00.000Z') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function catalogueClient(): DrawkitClient {
  const client = withCatalogue(startedClient());
  const raffle = CATALOGUE_DRAWS['draw-mas-12'];
  const soldOut = CATALOGUE_DRAWS['draw-mas-13'];
  const details = (draw: typeof raffle): DrawDetails => ({
    productOfferKey: 'make_a_smile_lottery',
    kind: 'raffle',
    status: 'DRAW_OPEN',
    draw: draw!,
    results: null,
    divisions: [],
    prizes: [
      { prizeId: 'p_2', name: 'Cash $10,000', value: { amount: 1_000_000, currency: 'AUD' }, isMainPrize: false, cash: true, createdAt: '2026-01-02T00:00:00Z' },
      { prizeId: 'p_1', name: 'Gold Coast dream home', value: { amount: 150_000_000, currency: 'AUD' }, isMainPrize: true, cash: false, createdAt: '2026-01-03T00:00:00Z' },
    ],
  });
  client.draws.setState({
    details: {
      [drawKey('make_a_smile_lottery', 12)]: { status: 'succeeded', data: details(raffle), errors: [] },
      [drawKey('make_a_smile_lottery', 13)]: { status: 'succeeded', data: details(soldOut), errors: [] },
    },
  });
  client.statistics.setState({
    byLottery: { super_jackpot_lottery: { status: 'succeeded', data: STATISTICS, errors: [] } },
    tips: {
      status: 'succeeded',
      data: [
        { id: 't1', lotteryKey: 'super_jackpot_lottery', title: 'Powerball odds', body: 'Every Powerball is equally likely.' },
        { id: 't2', lotteryKey: 'mega_jackpot_lottery', title: 'Mega tip', body: 'Not shown on Super Jackpot.' },
      ],
      errors: [],
    },
  });
  return client;
}

const heading = () => screen.findByRole('heading', { level: 1 });

/** The TicketBuilder stub's plain props, and the page's intent kept on its wrapper. */
async function builder() {
  const element = await screen.findByText('TicketBuilder', { selector: '[data-testid="widget"]' });
  const wrapper = element.closest('.offer-page__builder') as HTMLElement;
  return { props: JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>, wrapper: { ...wrapper.dataset } };
}

describe('catalogue route table (shop-core §2)', () => {
  it.each([
    ['/lotto-tickets', 'Lotto tickets'],
    ['/charity-tickets', 'Charity tickets'],
    ['/syndicates', 'Syndicates'],
    ['/causes', 'Causes'],
    ['/causes/make-a-smile', 'Make-A-Smile Foundation'],
    ['/causes/make-a-smile/make_a_smile_lottery', 'Make-A-Smile Lottery for Make-A-Smile Foundation'],
    ['/super_jackpot_lottery/buy', 'Buy Super Jackpot tickets'],
    ['/make_a_smile_lottery/draw/12', 'Make-A-Smile Lottery draw 12'],
    ['/make_a_smile_lottery/draw/12/buy', 'Buy Make-A-Smile Lottery draw 12 tickets'],
    ['/super_jackpot_lottery/terms-and-conditions', 'Super Jackpot terms and conditions'],
    ['/make_a_smile_lottery/terms-and-conditions/12', 'Make-A-Smile Lottery draw 12 terms and conditions'],
    ['/make_a_smile_lottery/your-support', 'Your support with Make-A-Smile Lottery'],
    ['/set_for_life2020/subscription', 'Set for Life subscription'],
    ['/super_jackpot_lottery/statistics', 'Super Jackpot statistics'],
  ])('%s opens its page, titled %s', async (path, title) => {
    await renderApp(path, catalogueClient());
    expect((await heading()).textContent).toBe(title);
    await waitFor(() => expect(document.title).toBe(`${title} | Drawkit`));
  });

  it('names the game type of a suffix in the heading and the page title', async () => {
    await renderApp('/super_jackpot_lottery/systems', catalogueClient());
    expect((await heading()).textContent).toBe('Play Super Jackpot Systems');
    await waitFor(() => expect(document.title).toBe('Super Jackpot Systems | Drawkit'));
  });

  it.each([
    ['/super_jackpot_lottery', 'standard'],
    ['/super_jackpot_lottery/standard', 'standard'],
    ['/super_jackpot_lottery/systems', 'reduced_system'],
    ['/super_jackpot_lottery/powerhit', 'powerhit'],
    ['/set_for_life2020/subscriptions', 'deferred'],
    ['/set_for_life2020/subscription', 'deferred'],
    ['/super_66?gameType=sequential', 'sequential'],
  ])('%s builds a ticket of game type %s', async (path, gameType) => {
    await renderApp(path, catalogueClient());
    expect((await builder()).props).toEqual({ offerKey: path.split(/[/?]/)[1], gameType });
  });

  it.each([
    '/super_jackpot_lottery/no-such-type',
    // A real suffix of a game type this offer does not sell.
    '/super_jackpot_lottery/boxed',
    '/monday_lotto/subscription',
    '/make_a_smile_lottery/statistics',
    '/monday_lotto/your-support',
    '/one_lottery_syndicate',
    '/super_jackpot_lottery/draw/latest',
    '/causes/no-such-cause',
    '/causes/your-hospice/make_a_smile_lottery',
  ])('%s is the 404 page', async (path) => {
    await renderApp(path, catalogueClient());
    expect((await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).textContent).toBe('Something went wrong.');
    expect(screen.queryByTestId('widget')).toBeNull();
  });

  it('opens a lottery draw as /{product url}?firstDrawNo={drawNo}', async () => {
    const { router } = await renderApp('/super_jackpot_lottery/draw/1501', catalogueClient());
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/super_jackpot_lottery?firstDrawNo=1501'));
    expect((await builder()).wrapper).toEqual({ drawNo: '1501' });
    expect((await builder()).props).toMatchObject({ firstDrawNo: 1501 });
  });

  it.each(['?freePostalEntry', '?freePostalEntry=true', '?free-postal-entry=1'])('carries the free-postal-entry query flag of /buy%s to the ticket builder', async (query) => {
    await renderApp(`/super_jackpot_lottery/buy${query}`, catalogueClient());
    expect((await builder()).props).toEqual({ offerKey: 'super_jackpot_lottery', gameType: 'standard', freePostalEntry: true });
  });

  it('sells without the free-postal-entry flag when the query says false', async () => {
    await renderApp('/super_jackpot_lottery/buy?freePostalEntry=false', catalogueClient());
    expect((await builder()).props).toEqual({ offerKey: 'super_jackpot_lottery', gameType: 'standard' });
  });

  it('moves to the game type\'s page when the shopper picks another game type in the builder', async () => {
    const { router } = await renderApp('/super_jackpot_lottery', catalogueClient());
    fireEvent.click(await screen.findByRole('button', { name: 'Stub: game type powerhit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/super_jackpot_lottery/powerhit'));
    expect((await builder()).props).toEqual({ offerKey: 'super_jackpot_lottery', gameType: 'powerhit' });
  });

  it('buys into an open raffle draw (the builder starts at that draw), with the cause of the cause page', async () => {
    await renderApp('/make_a_smile_lottery/draw/12/buy', catalogueClient());
    const { props, wrapper } = await builder();
    expect(wrapper).toEqual({ drawNo: '12' });
    expect(props).toEqual({ offerKey: 'make_a_smile_lottery', gameType: 'standard', firstDrawNo: 12 });
    cleanup();
    await renderApp('/causes/kids-hospital/make_a_smile_lottery', catalogueClient());
    expect((await builder()).props).toEqual({ offerKey: 'make_a_smile_lottery', gameType: 'standard', causeKey: 'kids_hospital' });
  });

  it('refuses to sell a sold-out raffle draw', async () => {
    await renderApp('/make_a_smile_lottery/draw/13/buy', catalogueClient());
    // The page says "Loading…" in the same status region until its draw is in.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Sydney harbour apartment: Sold out. Tickets for this draw can no longer be bought.'),
    );
    expect(screen.queryByTestId('widget')).toBeNull();
  });

  it('shows a raffle draw with its prizes, main prize first, and a buy link', async () => {
    await renderApp('/make_a_smile_lottery/draw/12', catalogueClient());
    const prizes = await screen.findAllByTestId('raffle-prize');
    expect(prizes.map((p) => p.textContent)).toEqual(['Main prize: Gold Coast dream home $1.5 Million', 'Cash $10,000 $10,000.00']);
    expect(screen.getByTestId('raffle-status').textContent).toBe('On sale now');
    expect(screen.getByRole('link', { name: 'Buy tickets' }).getAttribute('href')).toBe('/make_a_smile_lottery/draw/12/buy');
  });
});

describe('listings', () => {
  it('"/lotto-tickets" lists lotteries in the order of shop-specialised §9: the powerhit-type lottery second, the syndicate at position 3', async () => {
    await renderApp('/lotto-tickets', catalogueClient());
    const cards = await screen.findAllByTestId('offer-card');
    expect(cards.map((card) => card.dataset.offer)).toEqual([
      'mega_jackpot_lottery',
      'super_jackpot_lottery',
      'super_jackpot_syndicate',
      'monday_lotto',
      'set_for_life2020',
      'super_66',
    ]);
  });

  it('lists a lotto party sold in shares "before the syndicate" on /lotto-tickets, with its share price, and not on /syndicates', async () => {
    const party: ProductOffer = {
      ...SYNDICATE,
      key: 'super_jackpot_lotto_party',
      name: 'Super Jackpot Lotto Party',
      displayCategory: 'lotto_party',
      gameTypes: [{ ...SYNDICATE.gameTypes[0]!, key: 'lotto_party', name: 'Lotto party' }],
    };
    const client = catalogueClient();
    client.catalogue.setState({ offers: [...CATALOGUE_OFFERS, party] });
    await renderApp('/lotto-tickets', client);
    const cards = await screen.findAllByTestId('offer-card');
    expect(cards.map((card) => card.dataset.offer).slice(0, 4)).toEqual(['mega_jackpot_lottery', 'super_jackpot_lottery', 'super_jackpot_lotto_party', 'super_jackpot_syndicate']);
    expect(cards[2]!.textContent).toContain('$3.50 a share');
    cleanup();
    await renderApp('/syndicates', client);
    const syndicates = await screen.findAllByTestId('offer-card');
    expect(syndicates.map((card) => card.dataset.offer)).toEqual(['super_jackpot_syndicate']);
  });

  it('shows jackpots by the display rules, "Announced soon" when unknown, and the next draw by its relative day', async () => {
    await renderApp('/lotto-tickets', catalogueClient());
    const card = (key: string) => screen.getAllByTestId('offer-card').find((c) => c.dataset.offer === key)!;
    await screen.findAllByTestId('offer-card');
    expect(within(card('super_jackpot_lottery')).getByText('$20.5 Million')).toBeTruthy();
    expect(within(card('mega_jackpot_lottery')).getByText('$850,000')).toBeTruthy();
    expect(within(card('monday_lotto')).getByText('Announced soon')).toBeTruthy();
    expect(card('super_jackpot_lottery').querySelector('.offer-card__draw')?.textContent).toBe(
      'Next draw This Thursday · Thu 26 Nov 2026, 8:30 pm AEST',
    );
    expect(card('super_jackpot_syndicate').textContent).toContain('$3.50 a share');
    expect(card('super_jackpot_syndicate').textContent).toContain('17 of 20 shares left');
  });

  it('"/charity-tickets" lists the raffles with each draw\'s prize and status', async () => {
    await renderApp('/charity-tickets', catalogueClient());
    const cards = await screen.findAllByTestId('offer-card');
    expect(cards.map((card) => card.dataset.offer)).toEqual(['make_a_smile_lottery', 'your_hospice_lottery']);
    const draws = within(cards[0]!).getAllByTestId('raffle-draw').map((d) => d.textContent);
    expect(draws[0]).toContain('Gold Coast dream home$1.5 MillionOn sale now');
    expect(draws[1]).toContain('Sydney harbour apartment$1.2 MillionSold out');
    expect(within(cards[1]!).getByText('Pre-order')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'Gold Coast dream home' }).getAttribute('href')).toBe('/make_a_smile_lottery/draw/12');
  });

  it('lists the raffles of a cause, buying through the cause', async () => {
    await renderApp('/causes/kids-hospital', catalogueClient());
    const cards = await screen.findAllByTestId('offer-card');
    expect(cards.map((card) => card.dataset.offer)).toEqual(['make_a_smile_lottery']);
    expect(within(cards[0]!).getByRole('link', { name: 'Buy Make-A-Smile Lottery tickets' }).getAttribute('href')).toBe(
      '/causes/kids-hospital/make_a_smile_lottery',
    );
  });
});

describe('navigation to the listings', () => {
  const navLinks = () =>
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));

  it('shows the listings the capabilities allow: lotteries with commercial lotteries, syndicates only with the syndicates flag', async () => {
    await renderApp('/', catalogueClient());
    expect(navLinks()).toEqual(expect.arrayContaining(['/lotto-tickets']));
    expect(navLinks()).not.toContain('/charity-tickets');
    expect(navLinks()).not.toContain('/syndicates');
  });

  it('adds charity tickets, causes and syndicates when the segment has those capabilities', async () => {
    const client = catalogueClient();
    const segment = CAPABILITIES.segments[0]!;
    client.session.setState({
      capabilities: { ...CAPABILITIES, segments: [{ ...segment, capabilities: [...segment.capabilities, 'charity-lotteries', 'syndicates'] }] },
    });
    // The footer waits for the site content (whose calls never settle here): it has failed, so the
    // footer shows its fixed groups.
    siteContentStore(client).setState({ status: 'failed', load: () => Promise.resolve() });
    await renderApp('/', client);
    expect(navLinks()).toEqual(expect.arrayContaining(['/lotto-tickets', '/charity-tickets', '/syndicates', '/causes']));
    const footer = within(await screen.findByRole('navigation', { name: 'Shop' }));
    expect(footer.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/lotto-tickets', '/charity-tickets', '/syndicates', '/causes']);
  });
});

describe('statistics page', () => {
  it('draws a bar per number, scaled to its frequency, with a table of the same figures', async () => {
    await renderApp('/super_jackpot_lottery/statistics', catalogueClient());
    const chart = await screen.findByRole('img', { name: /Powerball: how often each number was drawn/ });
    const bars = within(chart).getAllByTestId('frequency-bar');
    expect(bars.map((bar) => [bar.dataset.number, bar.dataset.count])).toEqual([
      ['1', '2'],
      ['2', '0'],
      ['3', '4'],
      ['4', '1'],
    ]);
    const heights = bars.map((bar) => Number(bar.querySelector('rect')?.getAttribute('height')));
    expect(heights[2]).toBeGreaterThan(heights[0]!);
    expect(heights[0]).toBeGreaterThan(heights[3]!);
    expect(heights[1]).toBe(0);
    expect(heights[0]! / heights[2]!).toBeCloseTo(2 / 4);
    const rows = within(screen.getByRole('table', { name: 'Powerball: times each number was drawn' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['121499', '20Not yet drawn', '341500', '411497']);
    expect(screen.getByText(/Counted over 6 draws, up to draw 1500 on Thu 19 Nov 2026, 8:30 pm AEST/)).toBeTruthy();
  });

  it('shows the tips about this lottery only', async () => {
    await renderApp('/super_jackpot_lottery/statistics', catalogueClient());
    expect(await screen.findByRole('heading', { name: 'Powerball odds' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mega tip' })).toBeNull();
  });
});
