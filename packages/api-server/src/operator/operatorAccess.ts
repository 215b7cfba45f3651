/**
 * What every operator route shares (the verification review, the withdrawal payouts): outside
 * the customer API, each call needs `Authorization: Bearer <operator secret>`
 * (DRAWKIT_OPERATOR_SECRET; the demo keeps a generated one in DATA_DIR/operator-secret), and
 * without a configured secret every call is refused. Answers are never cached.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { PageInfo } from '@drawkit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { successBody } from '../http/envelope';
import { zodFailure } from '../http/zodFailure';

const digest = (text: string) => createHash('sha256').update(text).digest();

function requireOperator(request: FastifyRequest, secret: string | null): void {
  const header = request.headers.authorization;
  const given = typeof header === 'string' ? /^Bearer\s+(\S{1,500})$/i.exec(header.trim())?.[1] : undefined;
  // Compared as digests, so the time taken says nothing about the secret's length or letters.
  if (!secret || !given || !timingSafeEqual(digest(given), digest(secret))) fail('operator_unauthorised');
}

/** The preHandler of an operator route. */
export function operatorGuard(deps: AppDeps): (request: FastifyRequest) => Promise<void> {
  return async (request) => requireOperator(request, deps.identity.operatorSecret);
}

/** A request's params, query or body by `schema`, or a 4xx naming what is wrong. */
export function parseOperatorInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw zodFailure(parsed.error);
  return parsed.data;
}

export function sendOperatorResult(reply: FastifyReply, result: unknown, pageInfo?: PageInfo) {
  return reply.header('cache-control', 'no-store').send(successBody(pageInfo ? { result, pageInfo } : { result }));
}
