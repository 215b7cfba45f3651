/**
 * Paths that exist only in the demo: the dev mailbox (/dev/mailbox), the browser tests' clock
 * (/__test/clock) and the sandbox gateway's pages (/3ds/challenge, /3ds/notify,
 * /sandbox/paypal/approve). In production they answer 404 `not_found`, rather than falling
 * through to the storefront's page, so nothing there looks like it is served.
 */
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './errorHandler';

export const DEMO_ONLY_PREFIXES = ['/dev', '/__test', '/3ds', '/sandbox'] as const;

export function registerDemoOnlyPathsNotFound(server: FastifyInstance): void {
  for (const prefix of DEMO_ONLY_PREFIXES) {
    for (const url of [prefix, `${prefix}/*`]) {
      server.route({
        method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
        url,
        handler: async (_request, reply) => sendFailure(reply, 404, 'not_found'),
      });
    }
  }
}
