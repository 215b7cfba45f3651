/**
 * Reads and writes of the CMS service (shop-core §7 'CMS'): pages, the blog, translations,
 * an editor's preview and the contact form. Each answers `{ok, value}` or `{ok: false,
 * notFound, messages}`, so a page can show its 404 state without catching anything.
 */
import type {
  ApiMessage,
  BlogCategory,
  BlogPost,
  CmsFile,
  CmsPage,
  ContactMessageRequest,
  ContentCollection,
  ContentLocale,
  PageInfo,
  TranslationItem,
} from '@drawkit/contract';
import { BLOG_PAGE_SIZE } from '@drawkit/contract';
import type { DrawkitClient } from '../clientTypes';
import { isApiError } from '../errors/ApiError';
import { isAbortError, messagesOf } from '../errors/toDrawkitError';

export type ContentResult<T> = { ok: true; value: T } | { ok: false; notFound: boolean; messages: ApiMessage[] };

async function attempt<T>(run: () => Promise<T>): Promise<ContentResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, notFound: isApiError(error) && error.status === 404, messages: isAbortError(error) ? [] : messagesOf(error) };
  }
}

const notFound = <T>(): ContentResult<T> => ({ ok: false, notFound: true, messages: [] });

/** One CMS page by its path without the leading slash (`about/privacy`), in the locale (en-AU fallback). */
export async function loadCmsPage(client: DrawkitClient, slug: string, locale: ContentLocale = 'en-AU'): Promise<ContentResult<CmsPage>> {
  const result = await attempt(async () => (await client.api.request<CmsPage[]>('cmsPages', { searchParams: { slug, locale } })).result);
  if (!result.ok) return result;
  return result.value[0] ? { ok: true, value: result.value[0] } : notFound();
}

export interface BlogListing {
  posts: BlogPost[];
  pageInfo: PageInfo;
  /** Pages in all at BLOG_PAGE_SIZE a page. */
  pageCount: number;
}

/**
 * Blog posts, newest first: "12 posts per page when paginated, 4 otherwise" (shop-core §9).
 * Pass `page` for a paginated list (a category's pages), leave it out for the latest four.
 */
export async function loadBlogPosts(client: DrawkitClient, options: { category?: string; page?: number } = {}): Promise<ContentResult<BlogListing>> {
  return attempt(async () => {
    const { result, pageInfo } = await client.api.request<BlogPost[]>('cmsItems', {
      params: { collection: 'blog_posts' },
      searchParams: { category: options.category, page: options.page },
    });
    const info = pageInfo ?? { limit: result.length, offset: 0, total: result.length };
    return { posts: result, pageInfo: info, pageCount: Math.max(1, Math.ceil(info.total / BLOG_PAGE_SIZE)) };
  });
}

export async function loadBlogPost(client: DrawkitClient, slug: string): Promise<ContentResult<BlogPost>> {
  const result = await attempt(async () => (await client.api.request<BlogPost[]>('cmsItems', { params: { collection: 'blog_posts' }, searchParams: { slug } })).result);
  if (!result.ok) return result;
  return result.value[0] ? { ok: true, value: result.value[0] } : notFound();
}

export async function loadBlogCategories(client: DrawkitClient): Promise<ContentResult<BlogCategory[]>> {
  return attempt(async () => (await client.api.request<BlogCategory[]>('cmsItems', { params: { collection: 'blog_categories' } })).result);
}

/** Translation items of a locale (optionally one content category), keyed by their key. */
export async function loadTranslations(client: DrawkitClient, locale: ContentLocale, group?: string): Promise<ContentResult<Record<string, TranslationItem>>> {
  return attempt(async () => {
    const { result } = await client.api.request<TranslationItem[]>('cmsItems', { params: { collection: 'translations' }, searchParams: { locale, group } });
    return Object.fromEntries(result.map((item) => [item.key, item]));
  });
}

/** An editor's preview: items of a collection in any status, with the preview token (never cached). */
export async function loadPreview<T>(
  client: DrawkitClient,
  token: string,
  collection: ContentCollection,
  filter: { slug?: string; category?: string } = {},
): Promise<ContentResult<T[]>> {
  return attempt(async () => (await client.api.request<T[]>('cmsPreviewItems', { params: { collection }, searchParams: { preview_token: token, ...filter } })).result);
}

/** `POST /items/contact_messages`: the contact-us form. */
export async function sendContactMessage(client: DrawkitClient, message: ContactMessageRequest): Promise<ContentResult<{ id: string }>> {
  return attempt(async () => (await client.api.request<{ id: string }>('cmsCreateItem', { params: { collection: 'contact_messages' }, body: message })).result);
}

/** `GET /files/{id}`: a stored file's description and where it is served. */
export async function loadCmsFile(client: DrawkitClient, id: string): Promise<ContentResult<CmsFile>> {
  return attempt(async () => (await client.api.request<CmsFile>('cmsFile', { params: { id } })).result);
}
