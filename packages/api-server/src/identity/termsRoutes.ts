/**
 * `GET /locate` and terms acceptance (shop-core §7 'Sign-in and customer'):
 * `POST /customer/terms-and-conditions` records that the customer accepted the current version
 * of the terms; `POST /customer/terms-and-conditions/location` that they confirmed playing from
 * where they are, which is refused from a banned country. Each is recorded once per version.
 */
import { CURRENT_TERMS_VERSION, type TermsAcceptance } from '@drawkit/contract';
import { emptyBodySchema, termsAcceptanceSchema } from '@drawkit/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newId } from '../db/ids';
import { customers, termsAcceptances } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { locateRequest } from './locateRequest';

function view(row: typeof termsAcceptances.$inferSelect): TermsAcceptance {
  return { kind: row.kind, version: row.version, acceptedAt: row.acceptedAt.toISOString(), countryCode: row.countryCode };
}

export function registerTermsRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  async function customerState(customerId: string | undefined): Promise<string | null> {
    if (!customerId) return null;
    const [row] = await db.select({ state: customers.state }).from(customers).where(eq(customers.id, customerId));
    return row?.state ?? null;
  }

  async function accept(customerId: string, kind: 'terms' | 'location', countryCode: string | null) {
    // Once per version: a repeat answers with the first acceptance.
    await db
      .insert(termsAcceptances)
      .values({ id: newId(), customerId, kind, version: CURRENT_TERMS_VERSION, countryCode, acceptedAt: clock.now() })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.customerId, customerId), eq(termsAcceptances.kind, kind), eq(termsAcceptances.version, CURRENT_TERMS_VERSION)));
    return view(row!);
  }

  registerRoute(server, deps, 'locate', {}, async ({ auth, request }) => ({
    result: locateRequest(request, deps.identity, await customerState(auth?.customerId)),
  }));

  registerRoute(server, deps, 'termsAccept', { body: termsAcceptanceSchema }, async ({ auth, body }) => {
    if (body.version !== undefined && body.version !== CURRENT_TERMS_VERSION) fail('terms_version_unknown', { field: 'version' });
    return { result: await accept(auth.customerId, 'terms', null) };
  });

  registerRoute(server, deps, 'termsAcceptLocation', { body: emptyBodySchema }, async ({ auth, request }) => {
    const location = locateRequest(request, deps.identity, await customerState(auth.customerId));
    if (location.countryBanned) fail('location_not_allowed');
    return { result: await accept(auth.customerId, 'location', location.countryCode) };
  });
}
