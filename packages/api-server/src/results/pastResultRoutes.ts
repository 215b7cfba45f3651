/**
 * Past results (shop-core §7 'Draws'): result keys, past results, a customer's past draws,
 * archived months, full results (the customer's own tickets on the `_customer` variant, and a
 * `?keys=` batch the SDK gathers its 1 ms draw-result batches into) and draw previews.
 */
import type { DrawPreview, FullDrawResult, ResultKeys } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import {
  archivedResultsParamsSchema,
  fullResultBatchQuerySchema,
  fullResultParamsSchema,
  pastResultsQuerySchema,
  resultKeysParamsSchema,
} from '@drawkit/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productOffers } from '../db/schema';
import { PRICING_IDS } from '../catalogue/siteConfig';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { READ_TTL_SECONDS } from '../http/cachedRead';
import { registerRoute } from '../http/registerRoute';
import { resolveDraw } from './drawQueries';
import {
  aestMonthRange,
  customerPastResults,
  fullResult,
  hasResults,
  latestResultPerOffer,
  offerResults,
  resultKeys,
} from './pastResultQueries';

function checkPricing(pricing: string): void {
  if (!PRICING_IDS.includes(pricing)) fail('not_found', { message: 'This pricing was not found.', field: 'pricing' });
}

/** `customerId` names whose draws are asked for; a signed-in customer may only ask for their own. */
function checkCustomerId(given: string | undefined, signedIn: string): void {
  if (given !== undefined && given !== signedIn) fail('unauthorised', { field: 'customerId' });
}

export function registerPastResultRoutes(server: FastifyInstance, deps: AppDeps): void {
  registerRoute(server, deps, 'resultKeys', { params: resultKeysParamsSchema }, async ({ params }) => {
    checkPricing(params.pricing);
    const result: ResultKeys = { productOfferKeys: await resultKeys(deps.db) };
    return { result };
  }, { cache: { maxAgeSeconds: READ_TTL_SECONDS.resultKeys } });

  registerRoute(
    server,
    deps,
    'pastResults',
    { params: resultKeysParamsSchema, query: pastResultsQuerySchema },
    async ({ params, query }) => {
      checkPricing(params.pricing);
      const page = { limit: query.limit, offset: query.offset };
      if (query.productOfferKey) return offerResults(deps.db, query.productOfferKey, page);
      return latestResultPerOffer(deps.db, page, query.category);
    },
    { cache: { maxAgeSeconds: READ_TTL_SECONDS.default } },
  );

  registerRoute(server, deps, 'pastCustomerResults', { query: pastResultsQuerySchema }, async ({ query, auth }) => {
    checkCustomerId(query.customerId, auth.customerId);
    return customerPastResults(deps.db, auth.customerId, { limit: query.limit, offset: query.offset }, query.category);
  });

  registerRoute(
    server,
    deps,
    'archivedResults',
    { params: archivedResultsParamsSchema, query: pastResultsQuerySchema },
    async ({ params, query }) =>
      offerResults(deps.db, params.productOfferKey, { limit: query.limit, offset: query.offset }, aestMonthRange(params.year, params.month)),
    { cache: { maxAgeSeconds: READ_TTL_SECONDS.default } },
  );

  registerRoute(
    server,
    deps,
    'fullResult',
    { params: fullResultParamsSchema },
    async ({ params }) => ({ result: await fullResult(deps.db, params.productOfferKey, params.drawNo, null) }),
    { cache: { maxAgeSeconds: READ_TTL_SECONDS.default } },
  );

  registerRoute(server, deps, 'fullResultCustomer', { params: fullResultParamsSchema }, async ({ params, auth }) => ({
    result: await fullResult(deps.db, params.productOfferKey, params.drawNo, auth.customerId),
  }));

  // A batch answers every key it can: a draw without results is left out rather than failing the others.
  async function batch(keys: { productOfferKey: string; drawNo: number }[], customerId: string | null): Promise<FullDrawResult[]> {
    const settled = await Promise.allSettled(keys.map((key) => fullResult(deps.db, key.productOfferKey, key.drawNo, customerId)));
    return settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  }

  registerRoute(
    server,
    deps,
    'fullResultBatch',
    { query: fullResultBatchQuerySchema },
    async ({ query }) => ({ result: await batch(query.keys, null) }),
    { cache: { maxAgeSeconds: READ_TTL_SECONDS.default } },
  );

  registerRoute(server, deps, 'fullResultCustomerBatch', { query: fullResultBatchQuerySchema }, async ({ query, auth }) => ({
    result: await batch(query.keys, auth.customerId),
  }));

  registerRoute(server, deps, 'drawPreview', { params: fullResultParamsSchema }, async ({ params }) => {
    const { offerKey, lottery, draw } = await resolveDraw(deps.db, params.productOfferKey, params.drawNo);
    const [offer] = await deps.db.select({ name: productOffers.name }).from(productOffers).where(eq(productOffers.key, offerKey));
    const prizePoolCents = draw.prizePoolCents ?? (draw.kind === 'raffle' ? (lottery.rafflePrize?.valueCents ?? null) : null);
    const result: DrawPreview = {
      productOfferKey: offerKey,
      productOfferName: offer?.name ?? lottery.name,
      kind: draw.kind,
      drawNo: draw.drawNo,
      drawDate: draw.drawAt.toISOString(),
      status: draw.status,
      results: hasResults(draw.status) ? (draw.results ?? {}) : null,
      prizePool: prizePoolCents === null ? null : money(prizePoolCents),
      isPrizePoolUnknown: prizePoolCents === null,
    };
    return { result };
  });
}
