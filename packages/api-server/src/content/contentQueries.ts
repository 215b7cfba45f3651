/**
 * Reading CMS items (shop-core §7 'CMS'): "Filters use published status and date_published;
 * draft and archived optionally included". Visitors see published items whose date has
 * passed; an editor's preview sees the statuses it asks for, whatever their date.
 */
import type { ContentItemBase, ContentLocale, ContentStatus } from '@drawkit/contract';
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { cmsItems } from '../db/schema';

export type CmsRow = typeof cmsItems.$inferSelect;

/** Who is reading: a visitor (published and due), or a preview of some statuses. */
export type Visibility = { kind: 'public'; now: Date } | { kind: 'preview'; statuses: readonly ContentStatus[] };

export interface ItemFilter {
  collection: string;
  locale: ContentLocale;
  slug?: string | undefined;
  /** Blog posts of one category (`data.category`). */
  category?: string | undefined;
  /** Translations of one group (`data.group`). */
  group?: string | undefined;
  offset: number;
  limit: number;
}

function visible(visibility: Visibility): SQL | undefined {
  if (visibility.kind === 'public') return and(eq(cmsItems.status, 'published'), lte(cmsItems.datePublished, visibility.now));
  return inArray(cmsItems.status, [...visibility.statuses]);
}

/**
 * Items of a collection in one locale, falling back to en-AU for slugs the locale has no item
 * for (the en-GB variant is written only where its wording differs). Blog posts go newest
 * first; everything else in its editor's order.
 */
export async function listItems(db: DbOrTx, filter: ItemFilter, visibility: Visibility): Promise<{ rows: CmsRow[]; total: number }> {
  const locales: ContentLocale[] = filter.locale === 'en-AU' ? ['en-AU'] : [filter.locale, 'en-AU'];
  const conditions = and(
    eq(cmsItems.collection, filter.collection),
    inArray(cmsItems.locale, locales),
    visible(visibility),
    filter.slug === undefined ? undefined : eq(cmsItems.slug, filter.slug),
    filter.category === undefined ? undefined : sql`${cmsItems.data}->>'category' = ${filter.category}`,
    filter.group === undefined ? undefined : sql`${cmsItems.data}->>'group' = ${filter.group}`,
    // The fallback: an en-AU row only where the asked locale has no visible row of that slug.
    locales.length === 1
      ? undefined
      : sql`(${cmsItems.locale} = ${filter.locale} OR NOT EXISTS (
          SELECT 1 FROM cms_items other WHERE other.collection = ${cmsItems.collection} AND other.slug = ${cmsItems.slug}
          AND other.locale = ${filter.locale} AND ${visibility.kind === 'public' ? sql`other.status = 'published' AND other.date_published <= ${visibility.now}` : sql`other.status IN (${sql.join(visibility.statuses.map((s) => sql`${s}`), sql`, `)})`}))`,
  );
  const order = filter.collection === 'blog_posts' ? [desc(cmsItems.datePublished), asc(cmsItems.slug)] : [asc(cmsItems.sort), asc(cmsItems.slug)];
  const [rows, [counted]] = await Promise.all([
    db.select().from(cmsItems).where(conditions).orderBy(...order).limit(filter.limit).offset(filter.offset),
    db.select({ total: count() }).from(cmsItems).where(conditions),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findItem(db: DbOrTx, collection: string, id: string, now: Date): Promise<CmsRow | null> {
  const [row] = await db
    .select()
    .from(cmsItems)
    .where(and(eq(cmsItems.collection, collection), eq(cmsItems.id, id), visible({ kind: 'public', now })));
  return row ?? null;
}

/** An item on the wire: its fields, then the common ones (which a field of the same name never overrides). */
export function itemView<T extends ContentItemBase>(row: CmsRow): T {
  return {
    ...row.data,
    id: row.id,
    status: row.status,
    datePublished: row.datePublished?.toISOString() ?? null,
    locale: row.locale,
  } as unknown as T;
}
