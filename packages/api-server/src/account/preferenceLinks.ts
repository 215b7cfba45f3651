/**
 * Signed customer ids for the links the shop emails (`/communication-preferences/{id}`,
 * `/unsubscribe/{id}/{productOfferKey?}`): `{customerId}.{HMAC-SHA256 of it}` under the
 * server's secret. They open the preferences without a sign-in, for that customer only; a bare
 * or guessed id needs the customer signed in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const LABEL = 'communication-preferences:';
const SIGNATURE_CHARS = 32;

function signatureOf(key: Uint8Array, customerId: string): string {
  return createHmac('sha256', key).update(LABEL + customerId).digest('base64url').slice(0, SIGNATURE_CHARS);
}

export function signPreferencesId(key: Uint8Array, customerId: string): string {
  return `${customerId}.${signatureOf(key, customerId)}`;
}

/** The customer id a signed id names, or null when it is not signed or the signature is wrong. */
export function readSignedPreferencesId(key: Uint8Array, id: string): string | null {
  const dot = id.indexOf('.');
  if (dot <= 0) return null;
  const customerId = id.slice(0, dot);
  const given = Buffer.from(id.slice(dot + 1));
  const expected = Buffer.from(signatureOf(key, customerId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? customerId : null;
}

/** The two links a marketing email carries. */
export async function preferencesLinks(deps: { publicOrigin: string; jwtKey(): Promise<Uint8Array> }, customerId: string) {
  const id = signPreferencesId(await deps.jwtKey(), customerId);
  return {
    preferences: `${deps.publicOrigin}/communication-preferences/${id}`,
    unsubscribe: `${deps.publicOrigin}/unsubscribe/${id}`,
  };
}
