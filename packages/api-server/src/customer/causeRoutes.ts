/**
 * Causes (shop-core §7 lists `GET /causes (slug, limit)` and `GET /causes/{key}` under the CMS;
 * they are served by the main API here, from the same table the raffles' causes come from).
 */
import type { Cause } from '@drawkit/contract';
import { causeParamsSchema, causesQuerySchema } from '@drawkit/contract/schemas';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { causes } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';

type CauseRow = typeof causes.$inferSelect;

const view = (row: CauseRow): Cause => ({ key: row.key, slug: row.slug, name: row.name, description: row.description });

export function registerCauseRoutes(server: FastifyInstance, deps: AppDeps): void {
  registerRoute(server, deps, 'causes', { query: causesQuerySchema }, async ({ query }) => {
    const base = deps.db.select().from(causes);
    const filtered = query.slug ? base.where(eq(causes.slug, query.slug)) : base;
    const rows = await filtered.orderBy(asc(causes.name)).limit(query.limit ?? 100);
    return { result: rows.map(view) };
  });

  registerRoute(server, deps, 'cause', { params: causeParamsSchema }, async ({ params }) => {
    const [row] = await deps.db.select().from(causes).where(eq(causes.key, params.key));
    if (!row) fail('not_found', { field: 'key', message: 'This cause was not found.' });
    return { result: view(row) };
  });
}
