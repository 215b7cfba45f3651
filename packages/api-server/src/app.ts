/**
 * The shop's HTTP server: the main API under /v2 and GET /discover, CORS, the envelope for
 * every answer, and the built storefront and element bundle. Tests drive it with `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import { HEADERS } from '@drawkit/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAuthRoutes } from './auth/authRoutes';
import { DEFAULT_PASSWORD_COST } from './auth/passwords';
import { loadJwtKey } from './auth/jwtKey';
import { registerAnonCartRoutes } from './cart/anonCartRoutes';
import { registerCartRoutes } from './cart/cartRoutes';
import { registerCartPromotionRoutes } from './cart/cartPromotionRoutes';
import { registerCartReplayRoutes } from './cart/cartReplayRoutes';
import { registerCartBuildRoutes } from './cart/cartBuildRoutes';
import { registerCatalogueRoutes } from './catalogue/catalogueRoutes';
import { registerCauseRoutes } from './customer/causeRoutes';
import { registerFavouriteNumbersRoutes } from './customer/favouriteNumbersRoutes';
import type { Clock } from './clock';
import type { ServerMode } from './config/readEnv';
import type { TrustProxy } from './config/trustProxy';
import type { Db } from './db/Db';
import type { AppDeps } from './http/AppDeps';
import { ApiFailure } from './http/ApiFailure';
import { registerCompression } from './http/compression';
import { registerCors } from './http/cors';
import { applySecurityHeaders } from './http/securityHeaders';
import { handleError, registerErrorHandling } from './http/errorHandler';
import { JSON_TOO_DEEP_MESSAGE, jsonNestsDeeperThan } from './http/jsonDepth';
import { registerDemoOnlyPathsNotFound } from './http/demoOnlyPaths';
import { registerStaticSite } from './http/staticSite';
import { registerDevMailbox } from './mail/devMailbox';
import { registerPartnerRoutes } from './partners/partnerRoutes';
import { registerPlacementRoutes } from './placement/placementRoutes';
import type { PaymentGateway } from './payments/PaymentGateway';
import { NO_PAYMENT_GATEWAY } from './payments/noPaymentGateway';
import { registerPurchaseRoutes } from './purchase/purchaseRoutes';
import { registerFundsRoutes } from './payments/fundsRoutes';
import { registerPayPalRoutes } from './payments/payPalRoutes';
import { registerSandboxPages } from './payments/sandboxPages';
import { registerResultRoutes } from './results/resultRoutes';
import { createDrawEventBus, type DrawEventBus } from './results/drawEventBus';
import { registerDrawEventsRoute } from './results/drawEventsRoute';
import { registerPastResultRoutes } from './results/pastResultRoutes';
import { registerMembershipRoutes } from './membership/membershipRoutes';
import { registerLimitRoutes } from './limits/limitRoutes';
import { registerRecurringRoutes } from './recurring/recurringRoutes';
import { registerPartyRoutes } from './party/partyRoutes';
import { registerVerificationRoutes } from './limits/verificationRoutes';
import { registerOrdersRoutes } from './orders/ordersRoutes';
import { registerTransactionRoutes } from './transactions/transactionRoutes';
import { registerWalletRoutes } from './wallet/walletRoutes';
import { registerOperatorWithdrawalRoutes } from './wallet/operatorWithdrawalRoutes';
import { registerAccountRoutes } from './account/accountRoutes';
import { buildIdentityDeps, type IdentityOptions } from './identity/identityDeps';
import { registerIdentityRoutes } from './identity/registerIdentityRoutes';
import { registerContentRoutes } from './content/registerContentRoutes';

export interface BuildAppOptions {
  /**
   * `demo` (the default, and what tests build): the dev mailbox and the sandbox's pages exist.
   * `production`: neither; their paths answer 404 (config/readEnv.ts describes both modes).
   */
  mode?: ServerMode;
  db: Db;
  clock: Clock;
  /** The card (and PayPal) provider; null when there is none: card payments are then refused. */
  gateway: PaymentGateway | null;
  /** e.g. http://localhost:8080: the storefront's origin and the base of discovered URLs. */
  publicOrigin: string;
  /** Partner page origins, e.g. http://localhost:8081 (the examples site). */
  partnerOrigins: readonly string[];
  /** Directory holding host-app/ and elements/ builds; the repo's build/ by default. */
  staticRoot?: string;
  /** scrypt cost (log2 N) for new password hashes; tests pass a low one. */
  passwordCost?: number;
  logger?: FastifyServerOptions['logger'];
  /**
   * Proxies whose X-Forwarded-For gives the client's address (`request.ip`, which rate limits
   * count by): their addresses or CIDR ranges, never a hop count (Fastify 5 trusts no one for
   * one). Off by default: the connection's address counts.
   */
  trustProxy?: TrustProxy;
  /** The access-token secret (production: DRAWKIT_JWT_SECRET); otherwise one is kept in the database. */
  jwtSecret?: string;
  /** Where the draw engine's moves are heard for live results; an in-process bus by default. */
  drawEvents?: DrawEventBus;
  /**
   * Redis for the sign-in rate limits, shared by every process (REDIS_URL); each process's
   * memory when unset. Set but unreachable at start: the app does not start.
   */
  redisUrl?: string | undefined;
  /** Prefix of the rate limits' Redis keys (tests use one per run). */
  redisKeyPrefix?: string | undefined;
  /** Verification and social sign-in providers, operator secret, country header (identity/identityDeps.ts). */
  identity?: IdentityOptions;
}

/** Request bodies are small (a cart item, a card); anything larger is refused with 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;
const REQUEST_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

export const DEFAULT_STATIC_ROOT = resolve(import.meta.dirname, '../../../build');

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const mode = options.mode ?? 'demo';
  // A secret given (production) is the key; otherwise the one kept in the database (the demo, tests).
  let jwtKey: Promise<Uint8Array> | null = options.jwtSecret === undefined ? null : Promise.resolve(new TextEncoder().encode(options.jwtSecret));
  const loadKey = () => {
    jwtKey ??= loadJwtKey(options.db).catch((error: unknown) => {
      jwtKey = null;
      throw error;
    });
    return jwtKey;
  };
  const publicOrigin = options.publicOrigin.replace(/\/+$/, '');
  const deps: AppDeps = {
    db: options.db,
    clock: options.clock,
    gateway: options.gateway ?? NO_PAYMENT_GATEWAY,
    publicOrigin,
    partnerOrigins: options.partnerOrigins,
    passwordCost: options.passwordCost ?? DEFAULT_PASSWORD_COST,
    jwtKey: loadKey,
    identity: buildIdentityDeps(mode, options.identity ?? {}, { clock: options.clock, publicOrigin, secret: loadKey }),
  };

  const server = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: false,
    // A forwarded X-Request-Id is kept when it looks like an id; otherwise a new one is made.
    genReqId: (request) => {
      const given = request.headers[HEADERS.requestId.toLowerCase()];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    trustProxy: options.trustProxy ?? false,
    routerOptions: { maxParamLength: 200 },
  });

  // JSON: the framework's parser (it rejects __proto__ poisoning), with an empty body read as none.
  // Nesting is limited first, by a scan of the text, so no walk of the parsed body can go deep.
  const jsonParser = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    if (jsonNestsDeeperThan(body as string)) return done(new ApiFailure('bad_request', { message: JSON_TOO_DEEP_MESSAGE }), undefined);
    return jsonParser(request, body as string, done);
  });
  server.register(fastifyFormbody, { bodyLimit: BODY_LIMIT_BYTES });
  // First of the hooks, so that every answer, a refusal included, carries the CORS headers.
  registerCors(server, deps);
  // Other content types (text/plain included, which skips CORS preflights) are refused with 415.
  server.removeContentTypeParser('text/plain');

  server.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Request-Id', request.id);
    applySecurityHeaders(request, reply, deps);
    return payload;
  });
  // After the headers above: brotli or gzip for JSON answers that are not compressed yet.
  registerCompression(server);

  registerErrorHandling(server);
  registerCatalogueRoutes(server, deps);
  registerCauseRoutes(server, deps);
  registerFavouriteNumbersRoutes(server, deps);
  registerAnonCartRoutes(server, deps);
  registerAuthRoutes(server, deps, { redisUrl: options.redisUrl, redisKeyPrefix: options.redisKeyPrefix });
  registerCartRoutes(server, deps);
  registerCartPromotionRoutes(server, deps);
  registerCartReplayRoutes(server, deps);
  registerCartBuildRoutes(server, deps);
  registerPurchaseRoutes(server, deps);
  registerFundsRoutes(server, deps);
  registerPayPalRoutes(server, deps);
  if (mode === 'demo') registerSandboxPages(server, deps);
  registerPartnerRoutes(server, deps);
  registerPlacementRoutes(server, deps);
  registerResultRoutes(server, deps);
  registerPastResultRoutes(server, deps);
  registerMembershipRoutes(server, deps);
  registerLimitRoutes(server, deps);
  registerRecurringRoutes(server, deps);
  registerVerificationRoutes(server, deps);
  registerOrdersRoutes(server, deps);
  registerTransactionRoutes(server, deps);
  registerWalletRoutes(server, deps);
  registerOperatorWithdrawalRoutes(server, deps);
  registerAccountRoutes(server, deps);
  registerIdentityRoutes(server, deps, mode);
  registerContentRoutes(server, deps);
  registerPartyRoutes(server, deps);
  registerDrawEventsRoute(server, deps, options.drawEvents ?? createDrawEventBus(options.db));
  if (mode === 'demo') registerDevMailbox(server, deps);
  else registerDemoOnlyPathsNotFound(server);
  // The SDK's heartbeat: "a GET of a blank page every 60 s" while the shopper is active (shop-core §7).
  server.get('/heartbeat', async (_request, reply) => reply.code(204).send());
  registerStaticSite(server, deps, resolve(options.staticRoot ?? DEFAULT_STATIC_ROOT));
  return server;
}
