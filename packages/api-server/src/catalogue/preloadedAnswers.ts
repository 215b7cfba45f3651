import { API_VERSIONS, buildPath, GIVEAWAY_LOOKUP_PAGE_SIZE, HEADERS, PAST_RESULTS_PAGE_SIZE, ROUTES } from '@drawkit/contract';
import type { Discovery, PreloadedAnswer, RouteName } from '@drawkit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/AppDeps';
import type { AppRecord } from '../http/appRegistry';
import { appSignature } from '../http/verifyRequest';
import { SITE_CONFIG } from './siteConfig';

/** Whose start-up reads discovery answers: a partner purchase's, the storefront's, an offer's results page's, a ticket builder's, the daily winners programme's. */
export interface StartupReads {
  /** The partner, its first offer at the default pricing (PartnerPurchase asks for it by `?keys=`). */
  partner?: string | undefined;
  /** The whole catalogue at the default pricing (every storefront page lists the offers). */
  catalogue: boolean;
  /**
   * An offer whose results page is opening: its first page of past results and its latest draw's
   * full result, asked for as the Results widget asks (sdk/src/stores/resultsActions.ts), one after
   * the other: without them the draw waits for the list, and the list for the page's module.
   */
  results?: string | undefined;
  /** An offer a ticket builder element shows, at the default pricing (asked for by `?keys=`, as the partner's). */
  offer?: string | undefined;
  /** The daily winners programme's config and open giveaways, as a signed-out DailyWinners asks (sdk/src/membership/membershipActions.ts). */
  membership?: boolean;
}

/**
 * The reads a page makes before it can show anything (config and capabilities, then a partner
 * and its offer, or the catalogue), answered as this app's signed-out calls of the same URLs
 * would be: each goes through its own route, signed for the app, so the answer, its ETag and
 * its cache are the route's own. Sent with discovery, they save the page a round or two of
 * calls. A read that fails is left out: the client then asks for it and hears the failure itself.
 */
export async function startupAnswers(
  server: FastifyInstance,
  deps: AppDeps,
  app: AppRecord,
  wanted: StartupReads,
  origin: string | undefined,
  /** Discovery's services: the answers' URLs are the ones the client builds on their base URLs. */
  services: Discovery['services'],
): Promise<PreloadedAnswer[]> {
  const timestamp = String(Math.floor(deps.clock.now().getTime() / 1000));
  const signature = appSignature(app, timestamp, '');

  async function read(route: RouteName, params: Record<string, string>, search: Record<string, string> = {}) {
    const spec = ROUTES[route];
    const url = new URL(`${services[('service' in spec ? spec.service : undefined) ?? 'main']}${buildPath(spec.path, params)}`);
    for (const [key, value] of Object.entries(search)) url.searchParams.set(key, value);
    const response = await server.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: {
        [HEADERS.appKey]: app.appKey,
        [HEADERS.timestamp]: timestamp,
        [HEADERS.signature]: signature,
        [HEADERS.apiVersion]: API_VERSIONS[spec.version],
        ...(origin === undefined ? {} : { origin }),
      },
    });
    if (response.statusCode !== 200) return null;
    const etag = response.headers['etag'];
    const answer: PreloadedAnswer = { url: url.href, body: response.body };
    if (typeof etag === 'string') answer.etag = etag;
    return answer;
  }

  // The session's pricing before sign-in is the config's default, which is this server's own constant.
  const pricing = SITE_CONFIG.defaultPricingId;
  const offerRead = (key: string) => read('productOffers', { pricing }, { keys: key });
  const [config, capabilities, partner, catalogue, past, offer, programme, giveaways] = await Promise.all([
    read('config', {}),
    read('capabilities', {}),
    wanted.partner === undefined ? null : read('partner', { slug: wanted.partner }),
    wanted.catalogue ? read('productOffers', { pricing }) : null,
    wanted.results === undefined
      ? null
      : read('pastResults', { pricing }, { limit: String(PAST_RESULTS_PAGE_SIZE), offset: '0', product_offer_key: wanted.results }),
    wanted.offer === undefined ? null : offerRead(wanted.offer),
    wanted.membership ? read('membershipConfig', {}) : null,
    wanted.membership ? read('giveaways', {}, { when: 'upcoming', limit: String(GIVEAWAY_LOOKUP_PAGE_SIZE), offset: '0' }) : null,
  ]);
  const partnerOfferKey = partner && (JSON.parse(partner.body) as { result?: { product_offer_keys?: string[] } }).result?.product_offer_keys?.[0];
  const latestDrawNo = past && (JSON.parse(past.body) as { result?: { draw_no?: number }[] }).result?.[0]?.draw_no;
  const [partnerOffer, latest] = await Promise.all([
    partnerOfferKey && partnerOfferKey !== wanted.offer ? offerRead(partnerOfferKey) : null,
    latestDrawNo ? read('fullResultBatch', {}, { keys: `${wanted.results}:${latestDrawNo}` }) : null,
  ]);
  return [config, capabilities, partner, partnerOffer, offer, catalogue, past, latest, programme, giveaways].filter((answer): answer is PreloadedAnswer => answer !== null);
}
