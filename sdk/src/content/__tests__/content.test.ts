import type { SitewideBanner } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../__tests__/fakeServer';
import { recordingStorage, setup, setupSignedIn } from '../../__tests__/testClient';
import { loadBlogPosts, loadCmsPage } from '../contentCalls';
import { blogCategoryPath, showsContentLink } from '../contentLinks';
import { readConsent, saveConsent } from '../cookieConsent';
import { createFeedbackStore } from '../feedbackStore';
import { createMigrationStore, shouldOpenMigration } from '../migrationStore';
import { chooseSitewideBanner, dismissSitewideBanner, isSitewideBannerDismissed } from '../sitewideBanner';

const banner = (kind: SitewideBanner['kind'], message: string, region: string | null = null): SitewideBanner => ({
  id: kind,
  key: kind,
  kind,
  message,
  region,
  status: 'published',
  datePublished: null,
  locale: 'en-AU',
});

describe('site content calls', () => {
  it('a category page asks for ?page= (12 a page) and counts the pages; the latest four ask for none', async () => {
    const { client, server } = setup();
    server.on('cmsItems', () => ok([], { page_info: { limit: 12, offset: 12, total: 14 } }));
    const listing = await loadBlogPosts(client, { category: 'lotto-news', page: 2 });
    expect(listing).toMatchObject({ ok: true, value: { pageCount: 2 } });
    const [call] = server.calls('cmsItems');
    expect(call?.path).toBe('/items/blog_posts');
    expect(call?.url.searchParams.get('page')).toBe('2');
    expect(call?.url.searchParams.get('category')).toBe('lotto-news');
    await loadBlogPosts(client);
    expect(server.calls('cmsItems')[1]?.url.searchParams.has('page')).toBe(false);
  });

  it('a page the CMS does not have is notFound, not an exception', async () => {
    const { client, server } = setup();
    server.on('cmsPages', () => fail('content_not_found', 'Something went wrong.', 404));
    const page = await loadCmsPage(client, 'about/nothing');
    expect(page).toMatchObject({ ok: false, notFound: true });
  });

  it('"page 1 omits the page from the URL"', () => {
    expect(blogCategoryPath('winners')).toBe('/blog/category/winners');
    expect(blogCategoryPath('winners', 1)).toBe('/blog/category/winners');
    expect(blogCategoryPath('winners', 2)).toBe('/blog/category/winners/2');
  });

  it('footer links follow their capability, and "about us" shows only without terms-of-use', () => {
    const about = { label: 'About us', href: '/about', external: false, capability: null, unlessCapability: 'terms-of-use' };
    const cookies = { label: 'Cookie policy', href: '/about/cookie-policy', external: false, capability: 'cookie-consent', unlessCapability: null };
    expect(showsContentLink(about, () => false)).toBe(true);
    expect(showsContentLink(about, (c) => c === 'terms-of-use')).toBe(false);
    expect(showsContentLink(cookies, () => false)).toBe(false);
    expect(showsContentLink(cookies, (c) => c === 'cookie-consent')).toBe(true);
  });
});

describe('cookie consent (shop-core §4, §9)', () => {
  it('keeps the choice for one year; essential is always kept', () => {
    const storage = recordingStorage();
    expect(readConsent(storage)).toBeNull();
    expect(saveConsent(storage, 'essential')).toEqual(['essential']);
    expect(storage.writes.at(-1)).toEqual({ name: 'drawkit-cookie-consent', value: 'essential', maxAgeSeconds: 31_536_000 });
    expect(readConsent(storage)).toEqual(['essential']);
    saveConsent(storage, 'all');
    expect(readConsent(storage)).toEqual(['essential', 'non_essential']);
  });
});

describe('sitewide banner (shop-specialised §2, §4)', () => {
  const all = [banner('description', 'Play for fun'), banner('maintenance', 'Down on Sunday'), banner('state', 'SA names', 'SA')];

  it('chooses state-specific (SA only), then maintenance, then description', () => {
    expect(chooseSitewideBanner(all, 'SA')?.message).toBe('SA names');
    expect(chooseSitewideBanner(all, 'QLD')?.message).toBe('Down on Sunday');
    expect(chooseSitewideBanner([all[0]!], null)?.message).toBe('Play for fun');
  });

  it('a stored dismissal counts only for the same message', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
    dismissSitewideBanner(storage, 'Play for fun');
    expect(isSitewideBannerDismissed(storage, 'Play for fun')).toBe(true);
    expect(isSitewideBannerDismissed(storage, 'Play for fun, responsibly')).toBe(false);
  });
});

describe('migration modal (shop-specialised §4, §7)', () => {
  it('opens only for a signed-in eligible customer with the capability, no marker, not open', () => {
    const base = { isAuthenticated: true, hasCapability: true, migrationStatus: 'eligible_soft' as const, dismissed: false, isOpen: false };
    expect(shouldOpenMigration(base)).toBe(true);
    expect(shouldOpenMigration({ ...base, migrationStatus: 'eligible_hard' })).toBe(true);
    expect(shouldOpenMigration({ ...base, migrationStatus: 'migrated' })).toBe(false);
    expect(shouldOpenMigration({ ...base, dismissed: true })).toBe(false);
    expect(shouldOpenMigration({ ...base, hasCapability: false })).toBe(false);
    expect(shouldOpenMigration({ ...base, isAuthenticated: false })).toBe(false);
    expect(shouldOpenMigration({ ...base, isOpen: true })).toBe(false);
  });

  it('posts at once, polls every 3 s while in progress, succeeds on migrated, and sets the 7-day marker', async () => {
    const { client, server, storage } = setupSignedIn();
    await client.session.getState().init();
    const answers = ['in_progress', 'in_progress', 'migrated'];
    server.on('migrationMigrate', () => ok({ migration_status: answers.shift() }));
    const waits: number[] = [];
    const store = createMigrationStore(client, { storage, sleep: async (ms) => void waits.push(ms) });
    await store.getState().migrate();
    expect(server.calls('migrationMigrate')).toHaveLength(0); // terms not ticked
    store.getState().setTermsAccepted(true);
    await store.getState().migrate();
    expect(server.calls('migrationMigrate')).toHaveLength(3);
    expect(waits).toEqual([3000, 3000]);
    expect(store.getState().stage).toBe('success');
    expect(storage.writes.find((w) => w.name === 'drawkit-migration-dismissed')).toMatchObject({ maxAgeSeconds: 7 * 24 * 60 * 60 });
  });

  it('fails after 5 calls still in progress, and on a network error; retry returns to in progress; close resets', async () => {
    const { client, server, storage } = setupSignedIn();
    await client.session.getState().init();
    server.on('migrationMigrate', () => ok({ migration_status: 'in_progress' }));
    const store = createMigrationStore(client, { storage, sleep: async () => undefined });
    store.getState().setTermsAccepted(true);
    await store.getState().migrate();
    expect(server.calls('migrationMigrate')).toHaveLength(5);
    expect(store.getState().stage).toBe('failure');
    server.failNetwork(1);
    await store.getState().migrate();
    expect(server.calls('migrationMigrate')).toHaveLength(6);
    expect(store.getState().stage).toBe('failure');
    store.getState().close();
    expect(store.getState()).toMatchObject({ stage: 'prompt', isOpen: false, termsAccepted: false, dismissed: true });
  });
});

describe('feedback modal (shop-core §4, §5)', () => {
  it('mood, then comment, then complete on success; tracks 1, 0 or -1; a signed-in customer sends no email', async () => {
    const { client, server } = setupSignedIn();
    await client.session.getState().init();
    server.on('feedbackEvent', () => ok({ id: 'f1', rating: 'not_satisfied' }));
    const store = createFeedbackStore(client);
    store.getState().chooseRating('not_satisfied');
    expect(store.getState().step).toBe('comment');
    store.getState().back();
    expect(store.getState().step).toBe('mood');
    store.getState().chooseRating('not_satisfied');
    store.getState().setEmail('me@example.com');
    store.getState().setComment('Slow checkout');
    await store.getState().submit('/cart');
    expect(store.getState()).toMatchObject({ step: 'complete', eventStatus: 'success', trackedValue: -1 });
    const body = server.calls('feedbackEvent')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ category: 'user', event_type: 'feedback_event', name: 'feedback', rating: 'not_satisfied', comment: 'Slow checkout', source: '/cart' });
    expect(body).not.toHaveProperty('email');
    store.getState().close();
    expect(store.getState()).toMatchObject({ step: 'mood', rating: null, comment: '', eventStatus: 'cleared' });
  });
});
