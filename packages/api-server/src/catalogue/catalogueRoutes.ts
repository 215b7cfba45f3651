/** Start-up and catalogue calls: discover, config, capabilities, branding, product offers, draws. */
import type { BrandingEntry, Discovery, Draw, ProductOffer } from '@drawkit/contract';
import { SERVICE_PREFIXES } from '@drawkit/contract';
import { discoverQuerySchema, lotteryKeyParamsSchema, pricingParamsSchema, productOffersQuerySchema, upcomingDrawsQuerySchema } from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { openDraws } from '../draws/openDraws';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { successBody } from '../http/envelope';
import { parse, plain, registerRoute } from '../http/registerRoute';
import { startupAnswers } from './preloadedAnswers';
import { READ_TTL_SECONDS } from '../http/cachedRead';
import { nextSalesStop } from './nextSalesStop';
import { identifyApp } from '../http/verifyRequest';
import { findLottery, loadOffers } from './catalogueQueries';
import { catalogueDrawView, listProductOffers } from './listProductOffers';
import { capabilitiesForCaller } from '../auth/segments';
import { PRICING_IDS, SITE_CONFIG } from './siteConfig';
import { isEligiblePricing } from '../membership/membershipRecords';

export function discovery(publicOrigin: string, appId: string): Discovery {
  return {
    appId,
    services: {
      main: `${publicOrigin}${SERVICE_PREFIXES.main}`,
      social: `${publicOrigin}${SERVICE_PREFIXES.social}`,
      membership: `${publicOrigin}${SERVICE_PREFIXES.membership}`,
      membershipConfig: `${publicOrigin}${SERVICE_PREFIXES.membershipConfig}`,
      cms: `${publicOrigin}${SERVICE_PREFIXES.cms}`,
      notifications: `${publicOrigin}${SERVICE_PREFIXES.notifications}`,
      migration: `${publicOrigin}${SERVICE_PREFIXES.migration}`,
    },
  };
}

export function registerCatalogueRoutes(server: FastifyInstance, deps: AppDeps): void {
  // Outside /v2 and unsigned: a client learns its app id here before it can sign anything.
  // `?partner=<slug>`, `?catalogue=true`, `?results=<key>`, `?offer=<key>`, `?membership=true`: the page's start-up reads come with discovery (preloadedAnswers.ts).
  server.get('/discover', async (request, reply) => {
    const query = parse(discoverQuerySchema, plain(request.query));
    const app = await identifyApp(request, deps, query.app_key);
    const wanted = { partner: query.partner, catalogue: query.catalogue === 'true', results: query.results, offer: query.offer, membership: query.membership === 'true' };
    const result = discovery(deps.publicOrigin, app.appId);
    if (Object.values(wanted).some((asked) => asked !== undefined && asked !== false)) {
      result.preloaded = await startupAnswers(server, deps, app, wanted, request.headers.origin, result.services);
    }
    return reply.send(successBody({ result }));
  });

  registerRoute(server, deps, 'config', {}, async () => ({ result: { ...SITE_CONFIG, socialSignIn: Object.keys(deps.identity.socialProviders) } }), { cache: { maxAgeSeconds: READ_TTL_SECONDS.default } });
  // The customer's segment decides, else the default one (shop-core §6).
  registerRoute(server, deps, 'capabilities', {}, async ({ auth }) => ({ result: await capabilitiesForCaller(deps.db, auth) }), {
    cache: { maxAgeSeconds: READ_TTL_SECONDS.default, personalWhenSignedIn: true },
  });

  registerRoute(server, deps, 'branding', {}, async () => {
    const offers = await loadOffers(deps.db, { availableOnly: true });
    const result: BrandingEntry[] = offers.map(({ offer }) => ({
      id: offer.key,
      regionOverrides: [],
      colours: { primary: offer.branding.primaryColour, secondary: offer.branding.secondaryColour },
    }));
    return { result };
  }, { cache: { maxAgeSeconds: READ_TTL_SECONDS.branding } });

  registerRoute(server, deps, 'productOffers', { params: pricingParamsSchema, query: productOffersQuerySchema }, async ({ params, query }) => {
    if (!PRICING_IDS.includes(params.pricing)) fail('not_found', { message: 'This pricing was not found.', field: 'pricing' });
    // The membership offer is for pricing ids the daily-winners programme lists as eligible only.
    const withoutTypes: ProductOffer['type'][] = isEligiblePricing(params.pricing) ? [] : ['membership'];
    const listing = await listProductOffers(deps.db, deps.clock, { withoutTypes, keys: query.keys, causes: query.causes });
    return { ...listing, changesAt: nextSalesStop(Object.values(listing.entities.draws)) };
  }, { cache: { maxAgeSeconds: READ_TTL_SECONDS.productOffers } });

  registerRoute(
    server,
    deps,
    'upcomingDraws',
    { params: lotteryKeyParamsSchema, query: upcomingDrawsQuerySchema },
    async ({ params, query }) => {
      const lottery = await findLottery(deps.db, params.lotteryKey);
      if (!lottery) fail('offer_not_found', { field: 'lotteryKey' });
      const draws = await openDraws(deps.db, deps.clock, [lottery.key]);
      const result: Draw[] = draws.slice(0, query.limit ?? draws.length).map((d) => catalogueDrawView(d, lottery));
      return { result, changesAt: nextSalesStop(result) };
    },
    { cache: { maxAgeSeconds: READ_TTL_SECONDS.default } },
  );
}
