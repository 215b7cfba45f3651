/**
 * The CMS service (shop-core §7 'CMS'), on the real database: `GET /items/theme`,
 * `/items/site_config`, `/items/pages`, `/items/{collection}`, `/items/{collection}/{id}`,
 * `/files/{id}`, and `POST /items/{collection}` (the contact form only). Public reads are
 * cached for the spec's times (shop-core §9: theme 10 min, navigation and components 24 h,
 * cms /items 60 s) and dropped when content changes. Drafts are read only through
 * `GET /preview/items/{collection}` with an editor's preview token, never cached.
 */
import type { CmsFile, CmsPage, CmsRoute, ContentLink, ContentSiteConfig, ContentTheme, LinkGroup } from '@drawkit/contract';
import { BLOG_PAGE_SIZE, BLOG_PREVIEW_SIZE, CONTENT_COLLECTIONS, toCamelKeys } from '@drawkit/contract';
import {
  cmsFileParamsSchema,
  contactMessageSchema,
  contentCollectionParamsSchema,
  contentItemParamsSchema,
  contentItemsQuerySchema,
  contentPagesQuerySchema,
  contentPreviewQuerySchema,
  writableCollectionParamsSchema,
} from '@drawkit/contract/schemas';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newId } from '../db/ids';
import { cmsFiles, cmsPreviewTokens, contactMessages } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { READ_TTL_SECONDS } from '../http/cachedRead';
import { registerRoute } from '../http/registerRoute';
import { zodFailure } from '../http/zodFailure';
import { hashPreviewToken } from '../seed/contentSeeds';
import { findItem, type ItemFilter, itemView, listItems, type Visibility } from './contentQueries';

/** shop-core §9: "10 min theme; 24 h navigation, components". */
const THEME_TTL_SECONDS = 600;
const NAVIGATION_TTL_SECONDS = 86_400;
/** The most items of a collection one read returns. */
const MAX_ITEMS = 50;
/** Where `GET /files/{id}` says a file is served (http/extraRoutes.ts). */
export const CMS_ASSET_PATH = '/cms/assets';

type ItemsQuery = { slug?: string | undefined; category?: string | undefined; group?: string | undefined; locale: 'en-AU' | 'en-GB'; page?: number | undefined; limit?: number | undefined };

/** Paging: blog posts 12 a page when a page is asked for, 4 otherwise (shop-core §9); other collections whole. */
function paging(collection: string, query: ItemsQuery): { offset: number; limit: number } {
  if (collection === 'blog_posts') {
    const limit = query.limit ?? (query.page === undefined ? BLOG_PREVIEW_SIZE : BLOG_PAGE_SIZE);
    return { offset: ((query.page ?? 1) - 1) * limit, limit };
  }
  const limit = query.limit ?? MAX_ITEMS;
  return { offset: ((query.page ?? 1) - 1) * limit, limit };
}

function filterOf(collection: string, query: ItemsQuery): ItemFilter {
  return { collection, locale: query.locale, slug: query.slug, category: query.category, group: query.group, ...paging(collection, query) };
}

export function registerCmsRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const publicNow = (): Visibility => ({ kind: 'public', now: clock.now() });

  async function listing(collection: string, query: ItemsQuery, visibility: Visibility) {
    const filter = filterOf(collection, query);
    const { rows, total } = await listItems(db, filter, visibility);
    return { result: rows.map((row) => itemView(row)), pageInfo: { limit: filter.limit, offset: filter.offset, total } };
  }

  registerRoute(
    server,
    deps,
    'cmsTheme',
    {},
    async () => {
      const { rows } = await listItems(db, { collection: 'theme', locale: 'en-AU', slug: 'default', offset: 0, limit: 1 }, publicNow());
      const row = rows[0];
      if (!row) fail('content_not_found');
      const { colours, logos, fonts, metaImage } = row.data as unknown as ContentTheme;
      return { result: { colours, logos, fonts, metaImage } satisfies ContentTheme };
    },
    { cache: { maxAgeSeconds: THEME_TTL_SECONDS } },
  );

  registerRoute(
    server,
    deps,
    'cmsSiteConfig',
    {},
    async () => {
      const now = publicNow();
      const all = { locale: 'en-AU' as const, offset: 0, limit: MAX_ITEMS };
      const [navigation, footer, components] = await Promise.all([
        listItems(db, { collection: 'navigation', ...all }, now),
        listItems(db, { collection: 'footer', ...all }, now),
        listItems(db, { collection: 'components', ...all }, now),
      ]);
      const linksOf = (key: string): ContentLink[] => (navigation.rows.find((r) => r.slug === key)?.data['links'] as ContentLink[] | undefined) ?? [];
      const result: ContentSiteConfig = {
        navigation: linksOf('primary'),
        social: linksOf('social'),
        footer: footer.rows.map((row) => itemView<LinkGroup>(row)),
        components: Object.fromEntries(components.rows.map((row) => [String(row.data['key']), String(row.data['variant'])])),
      };
      return { result };
    },
    { cache: { maxAgeSeconds: NAVIGATION_TTL_SECONDS } },
  );

  // The route list (no bodies), or one page by slug: "CMS pages (from a route list read from the CMS)".
  registerRoute(
    server,
    deps,
    'cmsPages',
    { query: contentPagesQuerySchema },
    async ({ query }) => {
      const { rows, total } = await listItems(db, { collection: 'pages', locale: query.locale, slug: query.slug, offset: 0, limit: MAX_ITEMS }, publicNow());
      if (query.slug !== undefined) {
        if (rows.length === 0) fail('content_not_found', { field: 'slug' });
        return { result: rows.map((row) => itemView<CmsPage>(row)) };
      }
      const routes: CmsRoute[] = rows.map((row) => ({ slug: row.slug, title: String(row.data['title'] ?? '') }));
      return { result: routes, pageInfo: { limit: MAX_ITEMS, offset: 0, total } };
    },
    { cache: { maxAgeSeconds: READ_TTL_SECONDS.default } },
  );

  registerRoute(
    server,
    deps,
    'cmsItems',
    { params: contentCollectionParamsSchema, query: contentItemsQuerySchema },
    async ({ params, query }) => {
      if (params.collection === 'blog_posts' && query.category !== undefined) {
        // An unknown category is a 404 (its page is), not an empty list.
        const { rows } = await listItems(db, { collection: 'blog_categories', locale: 'en-AU', slug: query.category, offset: 0, limit: 1 }, publicNow());
        if (rows.length === 0) fail('content_not_found', { field: 'category' });
      }
      return listing(params.collection, query, publicNow());
    },
    { cache: { maxAgeSeconds: READ_TTL_SECONDS.default } },
  );

  registerRoute(
    server,
    deps,
    'cmsItem',
    { params: contentItemParamsSchema },
    async ({ params }) => {
      const row = await findItem(db, params.collection, params.id, clock.now());
      if (!row) fail('content_not_found', { field: 'id' });
      return { result: itemView(row) };
    },
    { cache: { maxAgeSeconds: READ_TTL_SECONDS.default } },
  );

  registerRoute(server, deps, 'cmsPreviewItems', { params: contentCollectionParamsSchema, query: contentPreviewQuerySchema }, async ({ params, query }) => {
    const [token] = await db
      .select({ label: cmsPreviewTokens.label })
      .from(cmsPreviewTokens)
      .where(and(eq(cmsPreviewTokens.tokenHash, hashPreviewToken(query.previewToken)), gt(cmsPreviewTokens.expiresAt, clock.now())));
    if (!token) fail('preview_token_invalid', { field: 'previewToken' });
    const statuses = query.status === 'any' ? (['published', 'draft', 'archived'] as const) : [query.status];
    return listing(params.collection, query, { kind: 'preview', statuses });
  });

  registerRoute(
    server,
    deps,
    'cmsFile',
    { params: cmsFileParamsSchema },
    async ({ params }) => {
      const [file] = await db.select().from(cmsFiles).where(eq(cmsFiles.id, params.id));
      if (!file) fail('content_not_found', { field: 'id' });
      const result: CmsFile = {
        id: file.id,
        title: file.title,
        type: file.type,
        width: file.width,
        height: file.height,
        description: file.description,
        url: `${deps.publicOrigin}${CMS_ASSET_PATH}/${encodeURIComponent(file.id)}`,
      };
      return { result };
    },
    { cache: { maxAgeSeconds: READ_TTL_SECONDS.default } },
  );

  // The file itself: an SVG sent as an image that can run nothing (its own CSP, nosniff).
  server.get<{ Params: { id: string } }>(`${CMS_ASSET_PATH}/:id`, async (request, reply) => {
    const parsed = cmsFileParamsSchema.safeParse(request.params);
    if (!parsed.success) throw zodFailure(parsed.error);
    const [file] = await db.select().from(cmsFiles).where(eq(cmsFiles.id, parsed.data.id));
    if (!file) fail('content_not_found');
    return reply
      .header('Content-Type', file.type)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Cache-Control', `public, max-age=${READ_TTL_SECONDS.default}`)
      .send(file.body);
  });

  registerRoute(server, deps, 'cmsCreateItem', { params: writableCollectionParamsSchema }, async ({ params, auth, request }) => {
    if (params.collection !== 'contact_messages') {
      const known = [...CONTENT_COLLECTIONS, 'theme', 'site_config'] as readonly string[];
      fail(known.includes(params.collection) ? 'collection_read_only' : 'collection_not_found', { field: 'collection' });
    }
    // Parsed here, not by registerRoute: the body's schema depends on the collection.
    const body: unknown = request.body;
    const parsed = contactMessageSchema.safeParse(toCamelKeys(typeof body === 'object' && body !== null ? { ...body } : body));
    if (!parsed.success) throw zodFailure(parsed.error);
    const id = newId();
    await db.insert(contactMessages).values({ id, customerId: auth?.customerId ?? null, ...parsed.data });
    return { result: { id }, status: 201 };
  });
}

