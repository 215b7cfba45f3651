/** Request headers of the main API (shop-core §7). */
export const HEADERS = {
  appKey: 'X-App-Key',
  timestamp: 'X-Timestamp',
  signature: 'X-Signature',
  apiVersion: 'X-Api-Version',
  sessionId: 'X-Session-Id',
  subvariant: 'X-Subvariant',
  customerId: 'X-Customer-Id',
  requestId: 'X-Request-Id',
  idempotencyKey: 'Idempotency-Key',
  authorization: 'Authorization',
  /**
   * Not in the spec: `1` from a browser client asks for its refresh token in an HttpOnly cookie
   * instead of the JSON answer, and refreshes with that cookie.
   */
  sessionCookie: 'X-Session-Cookie',
} as const;

/**
 * `GET /discover` takes the app key in this query parameter as well as in `X-App-Key`. A browser
 * sends a cross-origin request with a header of its own only after a CORS preflight, one round
 * trip more before a partner page's first answer; the SDK's discovery carries the key in its URL
 * and no header of its own, so it goes out at once.
 */
export const DISCOVERY_APP_KEY_PARAM = 'app_key';

/** The URL a client sends discovery to: `discoveryUrl` with the app key in its query. */
export function discoveryRequestUrl(discoveryUrl: string, appKey: string): string {
  return `${discoveryUrl}${discoveryUrl.includes('?') ? '&' : '?'}${DISCOVERY_APP_KEY_PARAM}=${encodeURIComponent(appKey)}`;
}

/** How far `X-Timestamp` (unix seconds) may be from the server's clock before it is stale. */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;

/**
 * The text whose hex SHA-256 is `X-Signature`: timestamp + app key + app id + customer
 * token (empty when signed out). Each side hashes it with its own crypto.
 */
export function signaturePayload(parts: {
  timestamp: string;
  appKey: string;
  appId: string;
  customerToken?: string | undefined;
}): string {
  return `${parts.timestamp}${parts.appKey}${parts.appId}${parts.customerToken ?? ''}`;
}

/** Stored session, customer, token and pricing ids must hold only these (shop-core §5). */
export const STORED_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export function isValidStoredId(value: unknown): value is string {
  return typeof value === 'string' && STORED_ID_PATTERN.test(value);
}
