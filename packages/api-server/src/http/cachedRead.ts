/**
 * How a cacheable public read answers (registerRoute's `cache` option): from the response cache
 * when it can, with `Cache-Control: public, max-age=…` per shop-core §9, a strong ETag, and
 * 304 Not Modified, without a body, to a matching If-None-Match.
 *
 * max-age is the spec's TTL, cut short when the answer changes by itself sooner (a listed draw
 * stops selling): a browser never shows a draw past its sales stop from its cache.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { changesOf } from '../db/tableChanges';
import type { AppDeps } from './AppDeps';
import { addVary, MIN_COMPRESSED_BYTES, negotiateCoding } from './compression';
import { entityTag, matchesIfNoneMatch } from './entityTags';
import { NO_CONTENT, type RouteOutcome, successBody } from './envelope';
import { CachedAnswer, type Produced, ResponseCache } from './responseCache';

/** Seconds a client may keep a read (shop-core §9 "Response cache"). */
export const READ_TTL_SECONDS = {
  /** "60 s default" */
  default: 60,
  /** "product offers and tips 18 min (1,080,000 ms)" */
  productOffers: 1_080,
  tips: 1_080,
  /** "draw result keys and branding 24 h" */
  resultKeys: 86_400,
  branding: 86_400,
} as const;

export interface ReadCachePolicy {
  maxAgeSeconds: number;
  /**
   * The answer depends on the signed-in customer (their segment): a signed-in call is answered
   * afresh, neither kept nor tagged, and securityHeaders.ts marks it `no-store`.
   */
  personalWhenSignedIn?: boolean;
}

const caches = new WeakMap<AppDeps, ResponseCache>();

/** The app's response cache: one per buildApp, emptied when the server closes. */
export function responseCacheFor(server: FastifyInstance, deps: AppDeps): ResponseCache {
  let cache = caches.get(deps);
  if (!cache) {
    const created = new ResponseCache(changesOf(deps.db)?.feed ?? null);
    caches.set(deps, created);
    server.addHook('onClose', async () => created.close());
    cache = created;
  }
  return cache;
}

function produce(outcome: RouteOutcome, policy: ReadCachePolicy, now: number): Produced<RouteOutcome> {
  if (outcome === NO_CONTENT || (outcome.status ?? 200) !== 200) return { other: outcome };
  const changesAt = outcome.changesAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const answer = new CachedAnswer(Buffer.from(JSON.stringify(successBody(outcome))), changesAt);
  return { answer, expiresAt: Math.min(now + policy.maxAgeSeconds * 1000, changesAt) };
}

/** Sends a read's answer: kept or fresh, compressed or not, or 304. */
async function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, policy: ReadCachePolicy, now: number): Promise<FastifyReply> {
  const maxAgeMs = Math.min(policy.maxAgeSeconds * 1000, answer.changesAt - now);
  reply.header('Cache-Control', `public, max-age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`);
  addVary(reply, 'Accept-Encoding');
  if (policy.personalWhenSignedIn) addVary(reply, 'Authorization');
  const coding = answer.body.length >= MIN_COMPRESSED_BYTES ? negotiateCoding(request.headers['accept-encoding']) : null;
  reply.header('ETag', entityTag(answer.hash, coding));
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.hash)) return reply.code(304).send();
  const body = coding ? await answer.compressed(coding) : answer.body;
  if (coding) reply.header('Content-Encoding', coding);
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}

/**
 * Answers a cacheable read under `key` (route, params, query and API version): `run` is the
 * route's handler, called only when no kept answer fits. Gives back what it did not send (an
 * answer other than 200) for the caller to send as usual; null once sent.
 */
export async function answerCachedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  context: { cache: ResponseCache; key: string; policy: ReadCachePolicy; now: () => number },
  run: () => Promise<RouteOutcome>,
): Promise<RouteOutcome | null> {
  const { cache, key, policy, now } = context;
  const produced = await cache.answer(key, now(), async () => produce(await run(), policy, now()));
  if ('other' in produced) return produced.other;
  await send(request, reply, produced.answer, policy, now());
  return null;
}
