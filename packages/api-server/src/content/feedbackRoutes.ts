/**
 * `POST /event`: the feedback event (shop-core §3 'Feedback event', §7 'Feedback'). Open to
 * visitors; a signed-in customer's event is theirs, and carries no email ("The feedback email
 * field is hidden for authenticated users").
 */
import type { FeedbackEvent } from '@drawkit/contract';
import { feedbackEventSchema } from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { newId } from '../db/ids';
import { feedbackEvents } from '../db/schema';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';

export function registerFeedbackRoutes(server: FastifyInstance, deps: AppDeps): void {
  registerRoute(server, deps, 'feedbackEvent', { body: feedbackEventSchema }, async ({ body, auth }) => {
    const id = newId();
    await deps.db.insert(feedbackEvents).values({
      id,
      customerId: auth?.customerId ?? null,
      rating: body.rating,
      comment: body.comment,
      email: auth || !body.email ? null : body.email,
      source: body.source,
      variant: body.variant,
      clientInformation: body.clientInformation,
    });
    const result: FeedbackEvent = { id, rating: body.rating };
    return { result, status: 201 };
  });
}
