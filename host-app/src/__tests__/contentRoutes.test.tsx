import type { Capabilities, DrawkitClient, Envelope } from '@drawkit/sdk';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, startedClient } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) =>
  (await import('./widgetStubs')).stubWidgets(await importOriginal()),
);

afterEach(cleanup);

const LONG = { timeout: 5000 };
const base = { status: 'published', datePublished: '2026-01-01T00:00:00.000Z', locale: 'en-AU' };
const link = (label: string, href: string, capability: string | null = null, unlessCapability: string | null = null) => ({ label, href, external: false, capability, unlessCapability });
const SITE_CONFIG = {
  navigation: [link('News', '/blog', 'blog')],
  social: [],
  components: { feedbackBanner: 'enabled' },
  footer: [
    { ...base, id: 'f1', key: 'help', title: 'Help', links: [link('Cookie policy', '/about/cookie-policy', 'cookie-consent'), link('About us', '/about', null, 'terms-of-use'), link('Responsible gambling', '/about/responsible-gaming', 'responsible-gambling')] },
  ],
};
const PAGE = { ...base, id: 'p1', slug: 'about/responsible-gaming', title: 'Responsible gambling', summary: 'Keep it fun.', capability: null, blocks: [{ type: 'paragraph', text: 'Call 1800 858 858.' }] };
const CHARTER = { ...PAGE, id: 'p2', slug: 'customer-charter', title: 'Our customer charter', summary: '', blocks: [] };
const CATEGORIES = [{ ...base, id: 'c1', slug: 'lotto-news', name: 'Lotto news', description: 'Jackpots.' }];
const post = (n: number) => ({ ...base, id: `b${n}`, slug: `post-${n}`, title: `Post ${n}`, summary: 'A post.', category: 'lotto-news', author: 'Team', image: null, blocks: [] });

function withCapabilities(client: DrawkitClient, capabilities: string[]): DrawkitClient {
  const segments: Capabilities = { defaultSegment: 'default', segments: [{ name: 'default', capabilities }] };
  client.session.setState({ capabilities: segments });
  return client;
}

/** Answers the CMS calls like the server does; anything else never settles. */
function cms(client: DrawkitClient, banners: unknown[] = []) {
  vi.spyOn(client.api, 'request').mockImplementation(async (route, options) => {
    const envelope = (result: unknown, pageInfo?: unknown) => ({ result, pageInfo, messages: [] }) as unknown as Envelope<never>;
    const search = (options?.searchParams ?? {}) as Record<string, unknown>;
    if (route === 'cmsSiteConfig') return envelope(SITE_CONFIG);
    if (route === 'cmsPages') {
      if (search['slug'] === undefined) return envelope([{ slug: PAGE.slug, title: PAGE.title }, { slug: CHARTER.slug, title: CHARTER.title }]);
      if (search['slug'] === PAGE.slug) return envelope([PAGE]);
      if (search['slug'] === CHARTER.slug) return envelope([CHARTER]);
      const { ApiError } = await import('@drawkit/sdk');
      throw new ApiError({ status: 404, url: '/cms/items/pages', messages: [{ message: 'Something went wrong.', code: 'content_not_found', level: 'error' }] });
    }
    if (route === 'cmsItems') {
      const collection = (options!.params as { collection: string }).collection;
      if (collection === 'banners') return envelope(banners);
      if (collection === 'translations') {
        const value = search['locale'] === 'en-GB' ? 'Pounds sterling app wording.' : 'Australian dollars app wording.';
        return envelope([{ ...base, id: 't1', key: 'app.promo', group: 'about', type: 'plain', value, locale: search['locale'] }]);
      }
      if (collection === 'blog_categories') return envelope(CATEGORIES);
      if (collection === 'blog_posts') {
        const page = Number(search['page'] ?? 1);
        const all = Array.from({ length: 14 }, (_, i) => post(i + 1));
        const limit = search['page'] === undefined ? 4 : 12;
        return envelope(all.slice((page - 1) * limit, page * limit), { limit, offset: (page - 1) * limit, total: 14 });
      }
    }
    return new Promise<Envelope<never>>(() => {});
  });
  return client;
}

describe('site content routes (issue 12)', () => {
  it('/about/responsible-gaming renders the CMS page, not an offer', async () => {
    await renderApp('/about/responsible-gaming', cms(startedClient()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Responsible gambling' }, LONG)).toBeTruthy();
    expect(screen.getByText('Call 1800 858 858.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Responsible gambling | Drawkit'));
  });

  it('a CMS page at a single segment takes precedence over the offer route; other unknown keys are the 404 page', async () => {
    await renderApp('/customer-charter', cms(startedClient()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our customer charter' }, LONG)).toBeTruthy();
    cleanup();
    await renderApp('/no-such-offer', cms(startedClient()));
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' }, LONG)).toBeTruthy();
  });

  it('an /about page the CMS does not have is the 404 page', async () => {
    await renderApp('/about/nothing-here', cms(startedClient()));
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' }, LONG)).toBeTruthy();
  });

  it('the footer comes from the CMS, each link per its capability', async () => {
    await renderApp('/about/responsible-gaming', cms(withCapabilities(startedClient(), ['responsible-gambling'])));
    const footer = await screen.findByTestId('footer-full');
    // The footer shows the shop's own Help links until the CMS's answer, which it draws after the page.
    await waitFor(() => {
      const help = within(footer).getByRole('navigation', { name: 'Help and policies' });
      expect(within(help).getAllByRole('link').map((a) => a.textContent)).toEqual(['About us', 'Responsible gambling']);
    }, LONG);
  });

  it('a blog category pages 12 posts at a time with links between pages; /1 goes to the bare address', async () => {
    const { router } = await renderApp('/blog/category/lotto-news/2', cms(startedClient()));
    expect(await screen.findByText('Page 2 of 2', {}, LONG)).toBeTruthy();
    expect(screen.getAllByTestId('blog-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Newer posts' }).getAttribute('href')).toBe('/blog/category/lotto-news');
    await router.navigate('/blog/category/lotto-news/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/category/lotto-news'));
    expect(await screen.findByText('Page 1 of 2', {}, LONG)).toBeTruthy();
    expect(screen.getAllByTestId('blog-card')).toHaveLength(12);
  });

  it('a page past the last, or not a number, is the 404 page', async () => {
    await renderApp('/blog/category/lotto-news/3', cms(startedClient()));
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' }, LONG)).toBeTruthy();
    cleanup();
    await renderApp('/blog/category/lotto-news/two', cms(startedClient()));
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' }, LONG)).toBeTruthy();
  });

  it('asks for cookie consent once and remembers the answer', async () => {
    const client = cms(withCapabilities(startedClient(), ['cookie-consent']));
    await renderApp('/about/responsible-gaming', client);
    const banner = await screen.findByTestId('cookie-consent', {}, LONG);
    fireEvent.click(within(banner).getByRole('button', { name: 'Essential only' }));
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
    expect(client.config.storage?.get('drawkit-cookie-consent')).toBe('essential');
    cleanup();
    await renderApp('/about/responsible-gaming', client);
    await screen.findByRole('heading', { level: 1, name: 'Responsible gambling' }, LONG);
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
  });
});

describe('sitewide banner (shop-specialised §2)', () => {
  const BANNER = { ...base, id: 'sb1', key: 'care', kind: 'description', message: 'Play for fun: set a spend limit.', region: null };
  const DISMISSAL_KEY = 'drawkit-sitewide-banner-dismissed';
  const notice = () => screen.queryByRole('region', { name: 'Site notice' });
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  /** Renders the home page with the banner in the CMS and waits for the site content; returns a spy on local storage reads. */
  async function renderWithStoredDismissal(capabilities: string[], stored: string | null) {
    if (stored !== null) localStorage.setItem(DISMISSAL_KEY, stored);
    const read = vi.spyOn(localStorage, 'getItem');
    const client = cms(withCapabilities(startedClient(), capabilities), [BANNER]);
    await renderApp('/', client);
    // The CMS footer's "About us" (shown without terms-of-use) says the site content is in.
    await screen.findByRole('link', { name: 'About us' }, LONG);
    return read;
  }

  it('shows the message until it is dismissed, and keeps the dismissal in local storage', async () => {
    await renderWithStoredDismissal(['sitewide-banner'], null);
    const banner = await screen.findByRole('region', { name: 'Site notice' }, LONG);
    expect(banner.textContent).toContain(BANNER.message);
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(notice()).toBeNull());
    expect(localStorage.getItem(DISMISSAL_KEY)).toBe(BANNER.message);
  });

  it('a stored dismissal counts only for the same wording', async () => {
    const read = await renderWithStoredDismissal(['sitewide-banner'], BANNER.message);
    await waitFor(() => expect(read).toHaveBeenCalledWith(DISMISSAL_KEY));
    await act(async () => {});
    expect(notice()).toBeNull();
    cleanup();
    await renderWithStoredDismissal(['sitewide-banner'], 'An earlier message.');
    expect((await screen.findByRole('region', { name: 'Site notice' }, LONG)).textContent).toContain(BANNER.message);
  });

  it('without the capability there is no banner, and local storage is not read', async () => {
    const read = await renderWithStoredDismissal([], null);
    await act(async () => {});
    expect(notice()).toBeNull();
    expect(read).not.toHaveBeenCalledWith(DISMISSAL_KEY);
  });
});

describe('info routes outrank the per-offer pages', () => {
  it('/about/terms-and-conditions is the info page, not the terms of an offer called "about"', async () => {
    const { router } = await renderApp('/about/terms-and-conditions', startedClient());
    expect(router.state.matches.at(-1)?.route.path).toBe('about/terms-and-conditions');
  });
});

describe('translated content (shop-specialised §2)', () => {
  it('the en-GB site reads en-GB items; en-AU its own', async () => {
    const gb = cms(withCapabilities(startedClient(), ['native-app']));
    gb.session.setState({ config: { ...gb.session.getState().config!, locale: 'en-GB' } });
    await renderApp('/app', gb);
    expect(await screen.findByText('Pounds sterling app wording.', {}, LONG)).toBeTruthy();
    cleanup();
    await renderApp('/app', cms(withCapabilities(startedClient(), ['native-app'])));
    expect(await screen.findByText('Australian dollars app wording.', {}, LONG)).toBeTruthy();
  });
});
