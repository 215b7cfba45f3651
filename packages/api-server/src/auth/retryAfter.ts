/**
 * A failure thrown from a route handler cannot set reply headers; a handler notes the wait
 * here and an onSend hook (registered with the auth routes) writes the Retry-After header.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const waits = new WeakMap<FastifyRequest, number>();

export function setRetryAfter(request: FastifyRequest, seconds: number): void {
  waits.set(request, seconds);
}

export function registerRetryAfterHeader(server: FastifyInstance): void {
  server.addHook('onSend', async (request, reply, payload) => {
    const seconds = waits.get(request);
    if (seconds !== undefined) reply.header('Retry-After', String(seconds));
    return payload;
  });
}
