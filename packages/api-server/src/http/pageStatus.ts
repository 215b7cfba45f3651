/**
 * The status a storefront page request is answered with: the page (index.html) always goes
 * out, and the storefront's router shows what the path is; but a path the shop knows to be
 * nothing is sent with 404, so search engines and link checkers see the 404 page's status.
 *
 * Known: the first path segments of the storefront's routes (the contract's STOREFRONT_SEGMENTS,
 * which the storefront's route table is tested against), a product offer or lottery key
 * (`/{productOfferKey}/...`), and a page in the CMS's route list. Anything else is unknown.
 */
import { STOREFRONT_SEGMENTS } from '@drawkit/contract';
import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from './AppDeps';
import { cmsItems, lotteries, productOffers } from '../db/schema';

/** A segment as it could be a key or slug: anything else cannot be one, so needs no query. */
const KEY = /^[A-Za-z0-9_-]{1,100}$/;
/** A CMS page's slug: lower-case words and hyphens, in up to four segments (contract schemas/content.ts). */
const CMS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/;

export async function pageStatusFor(deps: AppDeps, path: string): Promise<200 | 404> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 404;
  }
  const segments = decoded.split('/').filter((s) => s !== '');
  const [first] = segments;
  if (first === undefined || STOREFRONT_SEGMENTS.has(first)) return 200;
  if (KEY.test(first)) {
    const [offer] = await deps.db.select({ key: productOffers.key }).from(productOffers).where(eq(productOffers.key, first)).limit(1);
    if (offer) return 200;
    const [lottery] = await deps.db.select({ key: lotteries.key }).from(lotteries).where(eq(lotteries.key, first)).limit(1);
    if (lottery) return 200;
  }
  const slug = segments.join('/').toLowerCase();
  // Only what a CMS slug can be reaches the database (a NUL, say, never does).
  if (slug.length > 200 || !CMS_SLUG.test(slug)) return 404;
  const [page] = await deps.db
    .select({ id: cmsItems.id })
    .from(cmsItems)
    .where(and(eq(cmsItems.collection, 'pages'), eq(cmsItems.slug, slug), eq(cmsItems.status, 'published'), lte(cmsItems.datePublished, deps.clock.now())))
    .limit(1);
  return page ? 200 : 404;
}
