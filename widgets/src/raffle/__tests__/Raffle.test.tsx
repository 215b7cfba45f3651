import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openRealShop, renderWithShop } from '../../__tests__/realShop';
import { Raffle } from '../Raffle';

const shop = openRealShop();

/** The draw radios of the raffle, and which one is chosen. */
async function drawChoice() {
  const radios = within(await screen.findByRole('group', { name: 'Draw' })).getAllByRole('radio') as HTMLInputElement[];
  return { radios, checked: radios.findIndex((radio) => radio.checked) };
}

describe('Raffle', () => {
  it("asks the shop only for the cause's offers (?causes=), not the whole catalogue", async () => {
    const { requests } = renderWithShop(shop, <Raffle causeKey="your_hospice" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your Hospice' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Draw' })).toBeInTheDocument();
    const offerCalls = requests.filter((r) => r.path.endsWith('/product_offers'));
    expect(offerCalls.map((r) => `${r.query.get('causes')} ${r.query.get('keys')}`)).toEqual(['your_hospice null']);
  });

  it.each(['/prizes', '/causes'])('shows a raffle with its cause and prizes: the tickets wait for %s rather than move down when it comes', async (held) => {
    let release = () => {};
    const asked: string[] = [];
    const answer = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderWithShop(shop, <Raffle causeKey="your_hospice" />, {
      gate: ({ path }) => {
        if (!path.endsWith(held)) return undefined;
        asked.push(path);
        return answer;
      },
    });
    await waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the other calls answered meanwhile
    expect(screen.getByRole('status')).toHaveTextContent('Loading the raffles');
    expect(screen.queryByRole('group', { name: 'Draw' })).toBeNull();
    release();
    const draw = await screen.findByRole('group', { name: 'Draw' });
    // In the same render as the tickets, above them: the cause's description and the prizes.
    const prizes = screen.getByRole('region', { name: 'Prizes' });
    expect(prizes.compareDocumentPosition(draw) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(prizes).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Your Hospice' }).nextElementSibling?.textContent).toBeTruthy();
  });

  it('sells the tickets of a raffle whose prizes could not be loaded, and says so', async () => {
    renderWithShop(shop, <Raffle causeKey="your_hospice" />, {
      gate: ({ path }) => (path.endsWith('/prizes') ? Promise.reject(new TypeError('Failed to fetch')) : undefined),
    });
    expect(await screen.findByRole('group', { name: 'Draw' })).toBeInTheDocument();
    expect(screen.getByText('The prizes could not be loaded.')).toBeInTheDocument();
  });

  it("starts loading what the add is sent with at the shopper's first focus or press on the tickets, not before", async () => {
    const { client, user } = renderWithShop(shop, <Raffle causeKey="your_hospice" />);
    const prepareWrites = vi.spyOn(client.api, 'prepareWrites');
    const { radios } = await drawChoice();
    expect(prepareWrites).not.toHaveBeenCalled();
    await user.click(radios[0]!);
    expect(prepareWrites).toHaveBeenCalled();
  });
});

describe('Raffle drawNo', () => {
  it("starts the cause's raffle at the draw named, with its prizes, and sells that draw", async () => {
    // The seed's Your Hospice raffle sells draws 145 and 147 (146 is sold out).
    const { user, requests } = renderWithShop(shop, <Raffle causeKey="your_hospice" drawNo={147} />);
    const { radios, checked } = await drawChoice();
    expect(checked).toBeGreaterThan(0);
    expect(radios[checked]?.closest('label')?.textContent ?? radios[checked]?.getAttribute('aria-label') ?? '').toMatch(/Apr/);
    await waitFor(() => expect(requests.some((r) => /\/147\/prizes$/.test(r.path))).toBe(true));
    await user.click(screen.getByRole('button', { name: /^(Add to cart|Pre-order)$/ }));
    await waitFor(() => {
      const set = requests.filter((r) => r.path.endsWith('/anon-cart/partner/hospice-care') && (r.body as { cartItem?: unknown })?.cartItem).at(-1);
      expect(set?.status).toBe(200);
      expect(set?.body).toMatchObject({ cartItem: { productType: 'raffle_ticket', drawNo: 147 } });
    });
  });

  it('starts at the first draw on sale without a draw, or with one the raffle does not sell', async () => {
    renderWithShop(shop, <Raffle causeKey="your_hospice" drawNo={999} />);
    expect((await drawChoice()).checked).toBe(0);
    expect(await screen.findByRole('button', { name: /^(Add to cart|Pre-order)$/ })).toBeInTheDocument();
  });
});
