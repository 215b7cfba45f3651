/** The account area's routes (issue 12 part 1a): details, confirmations, communication preferences. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/AppDeps';
import { registerConfirmationRoutes } from './confirmationRoutes';
import { registerDetailsRoutes } from './detailsRoutes';
import { registerPreferencesRoutes } from './preferencesRoutes';

export function registerAccountRoutes(server: FastifyInstance, deps: AppDeps): void {
  registerDetailsRoutes(server, deps);
  registerConfirmationRoutes(server, deps);
  registerPreferencesRoutes(server, deps);
  // DELETE /customer is registered with the sign-in routes (auth/authRoutes.ts), for their rate limiter.
}
