/** Group play, the lotto party, under `/social/v3` (shop-specialised §7 'Group play'). */
import { partyIdParamsSchema } from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { registerPartyGroupRoutes } from './groupRoutes';
import { registerPartyInvitationRoutes } from './invitationRoutes';
import { registerPartyOrderRoutes } from './orderRoutes';
import { loadPartyTemplate, PARTY_OFFER_KEY, partyConfigView } from './partyConfig';
import { registerPartySessionRoutes } from './sessionRoutes';

export function registerPartyRoutes(server: FastifyInstance, deps: AppDeps): void {
  // "5 min for lotto party config" (shop-core §9 response cache): public, the same for everyone.
  registerRoute(server, deps, 'partyConfig', {}, async () => ({ result: partyConfigView(await loadPartyTemplate(deps.db)) }), {
    cache: { maxAgeSeconds: 300 },
  });
  // "GET /config or /config/{id}" (shop-specialised §7): one lotto party offer is sold, named by its key or its lottery's.
  registerRoute(server, deps, 'partyConfigById', { params: partyIdParamsSchema }, async ({ params }) => {
    const template = await loadPartyTemplate(deps.db);
    if (params.id !== PARTY_OFFER_KEY && params.id !== template.lotteryKey) {
      fail('not_found', { field: 'id', message: 'This Lotto Party configuration was not found.' });
    }
    return { result: partyConfigView(template) };
  });
  registerPartyGroupRoutes(server, deps);
  registerPartyInvitationRoutes(server, deps);
  registerPartySessionRoutes(server, deps);
  registerPartyOrderRoutes(server, deps);
}
