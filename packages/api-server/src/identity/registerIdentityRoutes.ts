/**
 * Issue 12 parts 7–8 on the server: photo and provider verification with the operator's
 * review path, /locate and terms acceptance, social sign-in, and (demo only) the sandboxes'
 * pages. Placement priming is with placement (placement/placementRoutes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerMode } from '../config/readEnv';
import type { AppDeps } from '../http/AppDeps';
import { registerOperatorReviewRoutes } from '../verification/operatorReviewRoutes';
import { registerPhotoUploadRoute } from '../verification/photoUploadRoute';
import { registerProviderVerificationRoutes } from '../verification/providerVerificationRoutes';
import { registerSandboxVerificationPages } from '../verification/sandboxVerificationPages';
import { registerSandboxIdentityPages } from './sandboxIdentityPages';
import { registerSocialRoutes } from './socialRoutes';
import { registerTermsRoutes } from './termsRoutes';

export function registerIdentityRoutes(server: FastifyInstance, deps: AppDeps, mode: ServerMode): void {
  registerPhotoUploadRoute(server, deps);
  registerProviderVerificationRoutes(server, deps);
  registerOperatorReviewRoutes(server, deps);
  registerTermsRoutes(server, deps);
  registerSocialRoutes(server, deps);
  if (mode === 'demo') {
    registerSandboxVerificationPages(server, deps);
    registerSandboxIdentityPages(server, deps);
  }
}
