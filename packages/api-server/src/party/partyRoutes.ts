/** Group play, the lotto party, under `/social/v3` (shop-specialised §7 'Group play'). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { registerPartyGroupRoutes } from './groupRoutes';
import { registerPartyInvitationRoutes } from './invitationRoutes';
import { registerPartyOrderRoutes } from './orderRoutes';
import { loadPartyTemplate, partyConfigView } from './partyConfig';
import { registerPartySessionRoutes } from './sessionRoutes';

export function registerPartyRoutes(server: FastifyInstance, deps: AppDeps): void {
  // "5 min for lotto party config" (shop-core §9 response cache): public, the same for everyone.
  registerRoute(server, deps, 'partyConfig', {}, async () => ({ result: partyConfigView(await loadPartyTemplate(deps.db)) }), {
    cache: { maxAgeSeconds: 300 },
  });
  registerPartyGroupRoutes(server, deps);
  registerPartyInvitationRoutes(server, deps);
  registerPartySessionRoutes(server, deps);
  registerPartyOrderRoutes(server, deps);
}
