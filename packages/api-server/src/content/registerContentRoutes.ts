import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/AppDeps';
import { registerCmsRoutes } from './cmsRoutes';
import { registerFeedbackRoutes } from './feedbackRoutes';
import { registerMigrationRoutes } from './migrationRoutes';
import { registerNotificationRoutes } from './notificationRoutes';

/** Site content (issue 12, part 5): the CMS service, feedback, the notifications feed and migration. */
export function registerContentRoutes(server: FastifyInstance, deps: AppDeps): void {
  registerCmsRoutes(server, deps);
  registerFeedbackRoutes(server, deps);
  registerNotificationRoutes(server, deps);
  registerMigrationRoutes(server, deps);
}
