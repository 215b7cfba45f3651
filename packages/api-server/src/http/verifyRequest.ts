/**
 * The checks every call goes through: the app key (and the Origin it is used from), then for
 * the main API the timestamp, the bearer token and the signature:
 * X-Signature = hex SHA-256 of timestamp + app key + app id + customer token, where the customer
 * token is the bearer token's session's, or '' when no bearer token is sent.
 */
import { timingSafeEqual } from 'node:crypto';
import { HEADERS, signaturePayload, TIMESTAMP_TOLERANCE_SECONDS } from '@drawkit/contract';
import type { FastifyRequest } from 'fastify';
import { readAccessToken } from '../auth/accessTokens';
import { activeSession } from '../auth/activeSessions';
import { sha256Hex } from '../db/ids';
import { fail } from './ApiFailure';
import type { AppDeps } from './AppDeps';
import { type AppRecord, findApp, originsOf } from './appRegistry';

export interface AuthContext {
  customerId: string;
  sessionId: string;
  customerToken: string;
}

/** The bearer token's state: none sent, valid, or expired (still naming its session). */
export type BearerState =
  | { kind: 'none' }
  | ({ kind: 'valid' } & AuthContext)
  | ({ kind: 'expired' } & AuthContext);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * App key and origin: needed by every call, `GET /discover` included. `keyInQuery` is the app key
 * a call may carry in its URL instead of the header (discovery's `app_key`); the header wins.
 */
export async function identifyApp(request: FastifyRequest, deps: AppDeps, keyInQuery?: string): Promise<AppRecord> {
  const appKey = (header(request, HEADERS.appKey) ?? keyInQuery)?.trim();
  if (!appKey) fail('app_key_missing');
  if (appKey.length > 100) fail('app_key_unknown');
  const app = await findApp(deps.db, appKey);
  if (!app) fail('app_key_unknown');
  const origin = header(request, 'origin');
  // Browsers send Origin on cross-origin calls; a call without one is not from another site's page.
  if (origin !== undefined && !originsOf(app, deps).includes(origin)) fail('origin_not_allowed');
  return app;
}

function checkTimestamp(request: FastifyRequest, deps: AppDeps): string {
  const timestamp = header(request, HEADERS.timestamp)?.trim() ?? '';
  if (!/^\d{1,12}$/.test(timestamp)) fail('timestamp_invalid');
  const skew = Math.abs(Math.floor(deps.clock.now().getTime() / 1000) - Number(timestamp));
  if (skew > TIMESTAMP_TOLERANCE_SECONDS) fail('timestamp_invalid');
  return timestamp;
}

async function readBearer(request: FastifyRequest, deps: AppDeps): Promise<BearerState> {
  const authorization = header(request, HEADERS.authorization);
  if (authorization === undefined || authorization.trim() === '') return { kind: 'none' };
  const match = /^Bearer\s+([A-Za-z0-9_.-]{1,4096})$/i.exec(authorization.trim());
  if (!match?.[1]) fail('unauthorised');
  const read = await readAccessToken(await deps.jwtKey(), match[1], deps.clock);
  if (!read) fail('unauthorised');
  const session = await activeSession(deps.db, read.claims.sessionId);
  if (!session || session.customerId !== read.claims.customerId) fail('unauthorised');
  return { kind: read.expired ? 'expired' : 'valid', ...session };
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase());
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The signature a main-API call of `app` carries at `timestamp` (seconds) for `customerToken` ('' signed out). */
export function appSignature(app: AppRecord, timestamp: string, customerToken: string): string {
  return sha256Hex(signaturePayload({ timestamp, appKey: app.appKey, appId: app.appId, customerToken }));
}

/** Timestamp, bearer token and signature of a main-API call. */
export async function verifySignedRequest(request: FastifyRequest, deps: AppDeps, app: AppRecord): Promise<BearerState> {
  const timestamp = checkTimestamp(request, deps);
  const bearer = await readBearer(request, deps);
  const signature = header(request, HEADERS.signature)?.trim() ?? '';
  const expected = appSignature(app, timestamp, bearer.kind === 'none' ? '' : bearer.customerToken);
  if (!sameHex(signature, expected)) fail('signature_invalid');
  return bearer;
}

/** A protected call needs a valid (unexpired) bearer token. */
export function requireAuth(bearer: BearerState): AuthContext {
  if (bearer.kind === 'none') fail('unauthorised');
  if (bearer.kind === 'expired') fail('token_expired');
  return { customerId: bearer.customerId, sessionId: bearer.sessionId, customerToken: bearer.customerToken };
}
