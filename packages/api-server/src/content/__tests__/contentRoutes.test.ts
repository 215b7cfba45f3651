import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logIn, signUp } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { cmsItems, contactMessages, customerNotifications, customers, feedbackEvents } from '../../db/schema';
import { DEMO_PREVIEW_TOKEN } from '../../seed/contentSeeds';
import { MIGRATION_WORK_MS } from '../migrationRoutes';

describe.each(testBackends())('site content on $name', (backend) => {
  const shop = useTestShop(backend);
  const get = (url: string) => shop.client.call('GET', url);

  describe('CMS pages and the route list', () => {
    it('GET /cms/items/pages lists every published page path with its title', async () => {
      const response = await get('/cms/items/pages');
      expect(response.status, response.text).toBe(200);
      const slugs = response.data.result.map((r: { slug: string }) => r.slug);
      expect(slugs).toEqual(
        expect.arrayContaining(['about', 'about/responsible-gaming', 'about/privacy', 'about/cookie-policy', 'about/faq', 'about/terms-and-conditions', 'about/terms-of-use', 'about/contact-us']),
      );
    });

    it('GET /cms/items/pages?slug= answers one page with its blocks; an unknown slug is a 404', async () => {
      for (const slug of ['about', 'about/privacy', 'about/cookie-policy', 'about/faq', 'about/terms-and-conditions', 'about/terms-of-use', 'about/contact-us']) {
        expect((await get(`/cms/items/pages?slug=${slug}`)).status, slug).toBe(200);
      }
      const page = await get('/cms/items/pages?slug=about/responsible-gaming');
      expect(page.status, page.text).toBe(200);
      expect(page.data.result[0]).toMatchObject({ slug: 'about/responsible-gaming', title: 'Responsible gambling', status: 'published', locale: 'en-AU' });
      expect(JSON.stringify(page.data.result[0].blocks)).toContain('1800 858 858');
      const missing = await get('/cms/items/pages?slug=about/nothing-here');
      expect(missing.status).toBe(404);
      expect(missing.json.messages[0].message).toBe('Something went wrong.');
    });

    it('en-GB reads its own variant where one exists and falls back to en-AU elsewhere', async () => {
      const gb = await get('/cms/items/pages?slug=about/responsible-gaming&locale=en-GB');
      expect(gb.data.result[0].locale).toBe('en-GB');
      expect(JSON.stringify(gb.data.result[0].blocks)).toContain('pounds sterling');
      const fallback = await get('/cms/items/pages?slug=about/privacy&locale=en-GB');
      expect(fallback.data.result[0].locale).toBe('en-AU');
      const translations = await get('/cms/items/translations?group=transaction&locale=en-GB');
      expect(translations.data.result.map((t: { value: string }) => t.value)).toContain('Deposit (GBP)');
    });

    it('refuses a bad slug, locale or collection with 422 and the schema\'s message', async () => {
      const badSlug = await get('/cms/items/pages?slug=../etc');
      expect(badSlug.status).toBe(422);
      expect(badSlug.json.messages[0].message).toBe('This is not a valid address.');
      const badLocale = await get('/cms/items/pages?locale=fr-FR');
      expect(badLocale.status).toBe(422);
      expect((await get('/cms/items/secrets')).status).toBe(422);
    });
  });

  describe('the blog', () => {
    it('pages posts 12 at a time, newest first, within a category, with the total', async () => {
      const first = await get('/cms/items/blog_posts?category=lotto-news&page=1');
      expect(first.status, first.text).toBe(200);
      expect(first.data.result).toHaveLength(12);
      expect(first.data.pageInfo).toEqual({ limit: 12, offset: 0, total: 14 });
      const dates = first.data.result.map((p: { datePublished: string }) => p.datePublished);
      expect([...dates].sort().reverse()).toEqual(dates);
      const second = await get('/cms/items/blog_posts?category=lotto-news&page=2');
      expect(second.data.result.map((p: { slug: string }) => p.slug)).toEqual(['raffle-ticket-numbers', 'welcome-to-the-blog']);
    });

    it('shows 4 posts when not paginated, and hides drafts and posts scheduled for later', async () => {
      const latest = await get('/cms/items/blog_posts');
      expect(latest.data.result).toHaveLength(4);
      const all = await get('/cms/items/blog_posts?category=lotto-news&limit=50');
      const slugs = all.data.result.map((p: { slug: string }) => p.slug);
      expect(slugs).not.toContain('draft-jackpot-guide');
      expect(slugs).not.toContain('new-lottery-coming');
    });

    it('an unknown category is a 404; a post is read by slug', async () => {
      expect((await get('/cms/items/blog_posts?category=no-such-thing')).status).toBe(404);
      const post = await get('/cms/items/blog_posts?slug=how-syndicates-split-prizes');
      expect(post.data.result[0]).toMatchObject({ title: 'How syndicate prizes are split', category: 'lotto-news', image: 'blog-lotto-news' });
      const byId = await get(`/cms/items/blog_posts/${post.data.result[0].id}`);
      expect(byId.data.result.slug).toBe('how-syndicates-split-prizes');
    });

    it('a preview token shows drafts; a wrong one is refused with 401', async () => {
      const preview = await get(`/cms/preview/items/blog_posts?slug=draft-jackpot-guide&preview_token=${DEMO_PREVIEW_TOKEN}`);
      expect(preview.status, preview.text).toBe(200);
      expect(preview.data.result[0]).toMatchObject({ status: 'draft' });
      const wrong = await get('/cms/preview/items/blog_posts?slug=draft-jackpot-guide&preview_token=not-the-right-token-at-all');
      expect(wrong.status).toBe(401);
      expect(wrong.json.messages[0].message).toBe('This preview link is not valid or has expired.');
      expect(String(preview.headers['cache-control'] ?? '')).not.toContain('public');
    });

    it('a published change is seen at once (the cached read is dropped)', async () => {
      expect((await get('/cms/items/pages?slug=about/faq')).status).toBe(200);
      await shop.database.db.update(cmsItems).set({ status: 'archived' }).where(eq(cmsItems.slug, 'about/faq'));
      expect((await get('/cms/items/pages?slug=about/faq')).status).toBe(404);
      await shop.database.db.update(cmsItems).set({ status: 'published' }).where(eq(cmsItems.slug, 'about/faq'));
    });
  });

  describe('site config, theme and files', () => {
    it('site config has navigation, footer groups with capabilities, components and social links; cached 24 h', async () => {
      const response = await get('/cms/items/site_config');
      expect(response.status, response.text).toBe(200);
      const config = response.data.result;
      expect(config.footer[0].links).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Cookie policy', capability: 'cookie-consent' })]));
      expect(config.components).toMatchObject({ feedbackBanner: 'enabled', cookieConsent: 'enabled' });
      expect(config.navigation.map((l: { href: string }) => l.href)).toContain('/blog');
      expect(response.headers['cache-control']).toContain('max-age=86400');
      expect((await get('/cms/items/theme')).headers['cache-control']).toContain('max-age=600');
    });

    it('a file is described at /files/{id} and served as an inert SVG', async () => {
      const file = await get('/cms/files/blog-charity');
      expect(file.data.result).toMatchObject({ type: 'image/svg+xml', width: 1200, url: 'http://localhost:8080/cms/assets/blog-charity' });
      const asset = await shop.app.inject({ method: 'GET', url: '/cms/assets/blog-charity' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-security-policy']).toContain("default-src 'none'");
      expect((await get('/cms/files/nothing')).status).toBe(404);
    });
  });

  describe('POST /items/{collection}', () => {
    it('stores a contact message; refuses read-only and unknown collections, and bad input', async () => {
      const sent = await shop.client.call('POST', '/cms/items/contact_messages', { body: { name: 'Ann', email: 'ann@example.com', message: 'Where is my ticket?' } });
      expect(sent.status, sent.text).toBe(201);
      const [stored] = await shop.database.db.select().from(contactMessages).where(eq(contactMessages.id, sent.data.result.id));
      expect(stored).toMatchObject({ name: 'Ann', message: 'Where is my ticket?' });
      expect((await shop.client.call('POST', '/cms/items/pages', { body: { title: 'x' } })).status).toBe(403);
      expect((await shop.client.call('POST', '/cms/items/nothing', { body: {} })).status).toBe(404);
      const bad = await shop.client.call('POST', '/cms/items/contact_messages', { body: { name: 'Ann', email: 'not-an-email', message: '' } });
      expect(bad.status).toBe(422);
      expect(bad.json.messages.map((m: { message: string }) => m.message)).toEqual(expect.arrayContaining(['Please enter a valid email address', 'This field is required']));
    });
  });

  describe('feedback', () => {
    const event = { category: 'user', eventType: 'feedback_event', name: 'feedback', rating: 'satisfied', comment: 'Easy to use', email: 'v@example.com', source: '/about', variant: 'QLD' };

    it('POST /v2/event stores a visitor\'s event with its email, and a customer\'s without', async () => {
      const visitor = await shop.client.call('POST', '/v2/event', { body: event });
      expect(visitor.status, visitor.text).toBe(201);
      const session = await signUp(shop.client);
      const customer = await shop.client.call('POST', '/v2/event', { body: { ...event, rating: 'neutral' }, session });
      const rows = await shop.database.db.select().from(feedbackEvents);
      expect(rows.find((r) => r.id === visitor.data.result.id)).toMatchObject({ email: 'v@example.com', customerId: null, rating: 'satisfied' });
      expect(rows.find((r) => r.id === customer.data.result.id)).toMatchObject({ email: null, customerId: session.customerId, rating: 'neutral' });
    });

    it('refuses an unknown rating with 422 and writes nothing', async () => {
      const before = (await shop.database.db.select().from(feedbackEvents)).length;
      const response = await shop.client.call('POST', '/v2/event', { body: { ...event, rating: 'ecstatic' } });
      expect(response.status).toBe(422);
      expect(response.json.messages[0].message).toBe('Please choose how you feel about the site.');
      expect((await shop.database.db.select().from(feedbackEvents)).length).toBe(before);
    });
  });

  describe('notifications feed', () => {
    it('lists the demo customer\'s notifications newest first with the unread count; marks them read', async () => {
      const session = await logIn(shop.client);
      const feed = await shop.client.call('GET', '/notifications/feed', { session });
      expect(feed.status, feed.text).toBe(200);
      expect(feed.data.result.unread).toBe(2);
      expect(feed.data.result.notifications.map((n: { title: string }) => n.title)).toEqual(['Results are in', 'Welcome to Drawkit']);
      const one = feed.data.result.notifications[0].id;
      const read = await shop.client.call('POST', '/notifications/feed/read', { session, body: { ids: [one] } });
      expect(read.data.result.unread).toBe(1);
      const all = await shop.client.call('POST', '/notifications/feed/read', { session, body: {} });
      expect(all.data.result.unread).toBe(0);
    });

    it('another customer\'s id marks nothing (404); signed out is 401', async () => {
      const owner = await logIn(shop.client);
      await shop.database.db.update(customerNotifications).set({ readAt: null });
      const theirs = (await shop.client.call('GET', '/notifications/feed', { session: owner })).data.result.notifications[0].id;
      const stranger = await signUp(shop.client);
      const refused = await shop.client.call('POST', '/notifications/feed/read', { session: stranger, body: { ids: [theirs] } });
      expect(refused.status).toBe(404);
      expect((await shop.client.call('GET', '/notifications/feed', { session: owner })).data.result.unread).toBe(2);
      expect((await shop.client.call('GET', '/notifications/feed')).status).toBe(401);
    });
  });

  describe('migration', () => {
    it('starts with 202, answers 202 while running, then 200 migrated with a notification', async () => {
      const session = await logIn(shop.client, 'demo-migration@drawkit.test');
      const overview = await shop.client.call('GET', '/v2/customer', { session });
      expect(overview.data.result.migrationStatus).toBe('eligible_soft');
      const started = await shop.client.call('POST', '/migration/migrate', { session });
      expect(started.status, started.text).toBe(202);
      expect(started.data.result).toEqual({ migrationStatus: 'in_progress' });
      shop.clock.advance(MIGRATION_WORK_MS / 2);
      expect((await shop.client.call('POST', '/migration/migrate', { session })).status).toBe(202);
      shop.clock.advance(MIGRATION_WORK_MS);
      const done = await shop.client.call('POST', '/migration/migrate', { session });
      expect(done.status).toBe(200);
      expect(done.data.result).toEqual({ migrationStatus: 'migrated' });
      const [customer] = await shop.database.db.select().from(customers).where(eq(customers.id, session.customerId));
      expect(customer?.migrationStatus).toBe('migrated');
      const feed = await shop.client.call('GET', '/notifications/feed', { session });
      expect(feed.data.result.notifications[0].title).toBe('Your account has moved');
    });

    it('an account with nothing to migrate gets 422', async () => {
      const session = await signUp(shop.client);
      const response = await shop.client.call('POST', '/migration/migrate', { session });
      expect(response.status).toBe(422);
      expect(response.json.messages[0].message).toBe('This account has nothing to migrate.');
    });
  });
});
