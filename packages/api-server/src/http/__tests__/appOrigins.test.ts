/**
 * Each app key may be used only from the origins registered for that app (the storefront also
 * from the shop's own public origin): one partner's page cannot use another partner's key.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { PARTNER_ORIGIN, PUBLIC_ORIGIN, useTestShop } from '../../__tests__/helpers/testShop';
import { apps } from '../../db/schema';

const NEWS_ORIGIN = 'https://news.example';

describe.each(testBackends())('app origins on $name', (backend) => {
  const shop = useTestShop(backend);

  async function registerNewsApp(): Promise<void> {
    await shop.database.db
      .insert(apps)
      .values({ appKey: 'news-partner', appId: 'app_news', name: 'News Partner', allowedOrigins: [NEWS_ORIGIN] })
      .onConflictDoNothing({ target: apps.appKey });
  }

  it("refuses app B's key from app A's origin with 403 origin_not_allowed, and the other way round", async () => {
    await registerNewsApp();
    const newsKeyOnDemoPage = await shop.client.call('GET', '/v2/config', { appKey: 'news-partner', origin: PARTNER_ORIGIN });
    expect(newsKeyOnDemoPage.status).toBe(403);
    expect(newsKeyOnDemoPage.json.messages[0]).toEqual({
      code: 'origin_not_allowed',
      message: 'This origin is not registered for the app key.',
      level: 'error',
    });
    const demoKeyOnNewsPage = await shop.client.call('GET', '/v2/config', { appKey: 'demo-partner', origin: NEWS_ORIGIN });
    expect(demoKeyOnNewsPage.status).toBe(403);
    const storefrontKeyOnNewsPage = await shop.client.call('GET', '/v2/config', { origin: NEWS_ORIGIN });
    expect(storefrontKeyOnNewsPage.status).toBe(403);
  });

  it('lets each key call from its own registered origins', async () => {
    await registerNewsApp();
    expect((await shop.client.call('GET', '/v2/config', { appKey: 'news-partner', origin: NEWS_ORIGIN })).status).toBe(200);
    expect((await shop.client.call('GET', '/v2/config', { appKey: 'demo-partner', origin: PARTNER_ORIGIN })).status).toBe(200);
    expect((await shop.client.call('GET', '/v2/config', { appKey: 'hospice-care', origin: PARTNER_ORIGIN })).status).toBe(200);
    expect((await shop.client.call('GET', '/v2/config', { origin: PUBLIC_ORIGIN })).status).toBe(200);
  });

  it('the seed registers the partner example origin for the apps that embed there, and the public origin for the storefront', async () => {
    const rows = await shop.database.db.select({ appKey: apps.appKey, allowedOrigins: apps.allowedOrigins }).from(apps);
    const originsByKey = Object.fromEntries(rows.map((row) => [row.appKey, row.allowedOrigins]));
    expect(originsByKey['drawkit-storefront']).toEqual([PUBLIC_ORIGIN]);
    expect(originsByKey['demo-partner']).toEqual([PARTNER_ORIGIN]);
    expect(originsByKey['hospice-care']).toEqual([PARTNER_ORIGIN]);
  });

  it('answers preflights for origins some app registered, and for none other', async () => {
    await registerNewsApp();
    const preflight = (origin: string) =>
      shop.app.inject({ method: 'OPTIONS', url: '/v2/config', headers: { origin, 'access-control-request-method': 'GET' } });
    expect((await preflight(NEWS_ORIGIN)).headers['access-control-allow-origin']).toBe(NEWS_ORIGIN);
    expect((await preflight(PARTNER_ORIGIN)).headers['access-control-allow-origin']).toBe(PARTNER_ORIGIN);
    expect((await preflight(PUBLIC_ORIGIN)).headers['access-control-allow-origin']).toBe(PUBLIC_ORIGIN);
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    // Once no app is registered for the example origin any more, it gets no CORS permission either.
    const db = shop.database.db;
    try {
      await db.update(apps).set({ allowedOrigins: [NEWS_ORIGIN] }).where(eq(apps.appKey, 'demo-partner'));
      await db.update(apps).set({ allowedOrigins: [NEWS_ORIGIN] }).where(eq(apps.appKey, 'hospice-care'));
      expect((await preflight(PARTNER_ORIGIN)).headers['access-control-allow-origin']).toBeUndefined();
      const demoKeyOnExamplePage = await shop.client.call('GET', '/v2/config', { appKey: 'demo-partner', origin: PARTNER_ORIGIN });
      expect(demoKeyOnExamplePage.status).toBe(403);
    } finally {
      await db.update(apps).set({ allowedOrigins: [PARTNER_ORIGIN] }).where(eq(apps.appKey, 'demo-partner'));
      await db.update(apps).set({ allowedOrigins: [PARTNER_ORIGIN] }).where(eq(apps.appKey, 'hospice-care'));
    }
  });
});
