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
