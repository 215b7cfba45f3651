import { PLACEMENT_TICKET_DAYS, PRECART_PLACEMENT_KEY } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { TEST_NOW, useTestShop } from '../../__tests__/helpers/testShop';

const DAY_MS = 24 * 60 * 60 * 1000;

function placementUrl(cart?: unknown, keys = PRECART_PLACEMENT_KEY): string {
  const query = new URLSearchParams({ keys, pricing_id: 'default' });
  if (cart !== undefined) query.set('cart', typeof cart === 'string' ? cart : JSON.stringify(cart));
  return `/v2/placement?${query.toString()}`;
}

describe.each(testBackends())('GET /placement on $name', (backend) => {
  const shop = useTestShop(backend);

  it('recommends the next draws of other offers, within "Placement ticket-day count 7", soonest first', async () => {
    const response = await shop.client.call('GET', placementUrl([]));
    expect(response.status, response.text).toBe(200);
    const placements = response.data.result as { key: string; config: { productType: string }; draws: { lotteryKey: string; draw: { drawDate?: string; drawData?: { drawStop: string } } }[] }[];
    expect(placements.length).toBeGreaterThan(0);
    for (const placement of placements) {
      // "Placement: key and config.productType" (shop-specialised §3).
      expect(placement.key).toBe(PRECART_PLACEMENT_KEY);
      expect(['lottery_ticket', 'raffle_ticket']).toContain(placement.config.productType);
      expect(placement.draws.length).toBeGreaterThan(0);
      expect(placement.draws.length).toBeLessThanOrEqual(3);
      expect(new Set(placement.draws.map((d) => d.lotteryKey)).size).toBe(placement.draws.length);
    }
    const lotteryDraws = placements.find((p) => p.config.productType === 'lottery_ticket')!.draws;
    const dates = lotteryDraws.map((d) => Date.parse(d.draw.drawDate!));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    for (const at of dates) expect(at - TEST_NOW.getTime()).toBeLessThanOrEqual(PLACEMENT_TICKET_DAYS * DAY_MS);
  });

  it('leaves out the lotteries in the cart ("A pre-cart item carries lottery_key and draw_number"), then answers 204 when nothing is left', async () => {
    const first = await shop.client.call('GET', placementUrl([]));
    const recommended = (first.data.result as { draws: { lotteryKey: string; draw: { drawNo: number } }[] }[]).flatMap((p) => p.draws);
    const [one] = recommended;
    const without = await shop.client.call('GET', placementUrl([{ lottery_key: one!.lotteryKey, draw_number: one!.draw.drawNo }]));
    const keys = (without.data.result as { draws: { lotteryKey: string }[] }[]).flatMap((p) => p.draws.map((d) => d.lotteryKey));
    expect(keys).not.toContain(one!.lotteryKey);

    // Every lottery in the cart: nothing to recommend. "A 204 response means an empty list."
    const cart: { lottery_key: string; draw_number: number }[] = [];
    for (let round = 0; round < 20; round += 1) {
      const response = await shop.client.call('GET', placementUrl(cart));
      if (response.status === 204) break;
      for (const placement of response.data.result as { draws: { lotteryKey: string; draw: { drawNo: number } }[] }[]) {
        for (const d of placement.draws) cart.push({ lottery_key: d.lotteryKey, draw_number: d.draw.drawNo });
      }
    }
    const empty = await shop.client.call('GET', placementUrl(cart));
    expect(empty.status).toBe(204);
    expect(empty.text).toBe('');
  });

  it('answers 204 for a placement key with no content', async () => {
    const response = await shop.client.call('GET', placementUrl([], 'home_feature'));
    expect(response.status).toBe(204);
  });

  it('refuses a cart that is not a list of lottery_key and draw_number with a 422, never a 500', async () => {
    for (const bad of ['not json', JSON.stringify([{ lottery_key: 'x' }]), JSON.stringify({ lottery_key: 'x', draw_number: 1 })]) {
      const response = await shop.client.call('GET', placementUrl(bad));
      expect(response.status, bad).toBe(422);
      expect(response.json.messages[0].message).toBe('The cart must be a list of lottery_key and draw_number.');
    }
    const noKeys = await shop.client.call('GET', '/v2/placement');
    expect(noKeys.status).toBe(422);
  });

  const lotteryKeysOf = (response: { data: { result?: unknown } }) =>
    ((response.data.result ?? []) as { draws: { lotteryKey: string }[] }[]).flatMap((p) => p.draws.map((d) => d.lotteryKey));

  it('POST /placement/cart/prime keeps the cart for the segment ids; GET /placement with only those ids recommends around it', async () => {
    const first = await shop.client.call('GET', placementUrl([]));
    const [one] = (first.data.result as { draws: { lotteryKey: string; draw: { drawNo: number } }[] }[]).flatMap((p) => p.draws);
    const primed = await shop.client.call('POST', '/v2/placement/cart/prime', {
      body: { segmentDeviceId: 'device-1', segmentUserId: 'user-1', cart: [{ lotteryKey: one!.lotteryKey, drawNumber: one!.draw.drawNo }] },
    });
    expect(primed.status, primed.text).toBe(200);
    expect(primed.data.result).toMatchObject({ items: 1 });
    const query = (ids: Record<string, string>) => `/v2/placement?${new URLSearchParams({ keys: PRECART_PLACEMENT_KEY, ...ids }).toString()}`;
    expect(lotteryKeysOf(await shop.client.call('GET', query({ segment_device_id: 'device-1' })))).not.toContain(one!.lotteryKey);
    expect(lotteryKeysOf(await shop.client.call('GET', query({ segment_user_id: 'user-1' })))).not.toContain(one!.lotteryKey);
    // Another device has no primed cart; a primed cart lasts a day.
    expect(lotteryKeysOf(await shop.client.call('GET', query({ segment_device_id: 'device-2' })))).toContain(one!.lotteryKey);

    const refused = await shop.client.call('POST', '/v2/placement/cart/prime', { body: { cart: [] } });
    expect(refused.status).toBe(422);
    expect(refused.json.messages[0].message).toBe('Please give segment_device_id or segment_user_id.');
    const badItem = await shop.client.call('POST', '/v2/placement/cart/prime', { body: { segmentDeviceId: 'd', cart: [{ lotteryKey: 'x' }] } });
    expect(badItem.status).toBe(422);
  });

  it('branding_key: the asking offer\'s own lottery is not recommended on its page', async () => {
    const first = await shop.client.call('GET', placementUrl([]));
    const [one] = (first.data.result as { draws: { productOfferKey: string; lotteryKey: string }[] }[]).flatMap((p) => p.draws);
    const branded = await shop.client.call('GET', `/v2/placement?${new URLSearchParams({ keys: PRECART_PLACEMENT_KEY, branding_key: one!.productOfferKey }).toString()}`);
    expect(branded.status).toBe(200);
    expect(lotteryKeysOf(branded)).not.toContain(one!.lotteryKey);
    expect(lotteryKeysOf(branded).length).toBeGreaterThan(0);
  });
});
