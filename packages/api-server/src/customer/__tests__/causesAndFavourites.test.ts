import { describe, expect, it } from 'vitest';
import { logIn, signUp } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';

describe.each(testBackends())('causes and favourite numbers on $name', (backend) => {
  const shop = useTestShop(backend);

  it('GET /causes lists the causes, filtered by slug and cut to limit', async () => {
    const all = await shop.client.call('GET', '/v2/causes');
    expect(all.status, all.text).toBe(200);
    expect(all.data.result.map((c: any) => c.key).sort()).toEqual(['kids_hospital', 'make_a_smile', 'your_hospice']);
    const bySlug = await shop.client.call('GET', '/v2/causes?slug=your-hospice');
    expect(bySlug.data.result).toEqual([
      { key: 'your_hospice', slug: 'your-hospice', name: 'Your Hospice', description: expect.any(String) },
    ]);
    const limited = await shop.client.call('GET', '/v2/causes?limit=1');
    expect(limited.data.result).toHaveLength(1);
  });

  it('GET /causes/{key} answers the cause, or 404 for an unknown one', async () => {
    const found = await shop.client.call('GET', '/v2/causes/your_hospice');
    expect(found.status).toBe(200);
    expect(found.data.result.slug).toBe('your-hospice');
    const missing = await shop.client.call('GET', '/v2/causes/no_such_cause');
    expect(missing.status).toBe(404);
  });

  it('PUT /favourite-numbers needs the favourite-numbers capability: the restricted segment is refused, nothing saved', async () => {
    const session = await logIn(shop.client, 'demo-restricted@drawkit.test', 'drawkit-demo-1');
    const response = await shop.client.call('PUT', '/v2/favourite-numbers', { session, body: { favourite_numbers: { Numbers: [1, 2, 3] } } });
    expect(response.status).toBe(403);
    expect(response.json.messages[0]).toMatchObject({ code: 'capability_missing', message: 'This feature (favourite-numbers) is not available for your account.' });
    const overview = await shop.client.call('GET', '/v2/customer', { session });
    expect(overview.data.result.favouriteNumbers).toEqual({});
  });

  it('PUT /favourite-numbers needs a signed-in customer', async () => {
    const response = await shop.client.call('PUT', '/v2/favourite-numbers', { body: { favourite_numbers: { Numbers: [1, 2, 3] } } });
    expect(response.status).toBe(401);
  });

  it('saves the one set of favourite numbers, says when it "replaced" an earlier set, and the overview shows it', async () => {
    const session = await signUp(shop.client);
    const first = await shop.client.call('PUT', '/v2/favourite-numbers', {
      session,
      body: { favourite_numbers: { Numbers: [3, 9, 12, 20, 25, 31, 34], Powerball: [7] } },
    });
    expect(first.status, first.text).toBe(200);
    expect(first.data.result).toEqual({ favouriteNumbers: { Numbers: [3, 9, 12, 20, 25, 31, 34], Powerball: [7] }, replaced: false });
    const second = await shop.client.call('PUT', '/v2/favourite-numbers', { session, body: { favourite_numbers: { Numbers: [1, 2] } } });
    expect(second.data.result.replaced).toBe(true);
    const overview = await shop.client.call('GET', '/v2/customer', { session });
    expect(overview.data.result.favouriteNumbers).toEqual({ Numbers: [1, 2] });
  });

  it('refuses an empty set with 422', async () => {
    const session = await logIn(shop.client);
    const response = await shop.client.call('PUT', '/v2/favourite-numbers', { session, body: { favourite_numbers: { Numbers: [] } } });
    expect(response.status).toBe(422);
    expect(response.json.messages[0].field).toBe('favouriteNumbers');
  });
});
