import { isValidStoredId } from '@drawkit/contract';
import type { StorageAdapter } from '../clientTypes';
import type { StorageNames } from './storageNames';

/**
 * Access and refresh tokens may be JWTs (dots, base64url), so they get their own charset;
 * every id follows shop-core §5: letters, digits, hyphen or underscore only.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]+$/;

export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  customerId: string | null;
  customerToken: string | null;
  sessionId: string | null;
  pricingId: string | null;
  segmentName: string | null;
}

const ID_KEYS = ['customerId', 'customerToken', 'sessionId', 'pricingId', 'segmentName'] as const;
const TOKEN_KEYS = ['accessToken', 'refreshToken'] as const;

/** Reads a stored value, discarding (and deleting) one that fails `accept`. */
export function readStored(storage: StorageAdapter, name: string, accept: (value: string) => boolean = isValidStoredId): string | null {
  const value = storage.get(name);
  if (value === undefined || value === '') return null;
  if (accept(value)) return value;
  storage.remove(name);
  return null;
}

export function readStoredSession(storage: StorageAdapter, names: StorageNames): StoredSession {
  const session = {} as StoredSession;
  for (const key of ID_KEYS) session[key] = readStored(storage, names[key]);
  for (const key of TOKEN_KEYS) session[key] = readStored(storage, names[key], (v) => TOKEN_PATTERN.test(v));
  return session;
}

/** Writes the given fields (skipping nulls and invalid values) for `maxAgeSeconds`. */
export function writeStoredSession(
  storage: StorageAdapter,
  names: StorageNames,
  session: Partial<Record<keyof StoredSession, string | null>>,
  maxAgeSeconds: number,
): void {
  for (const key of ID_KEYS) {
    const value = session[key];
    if (value && isValidStoredId(value)) storage.set(names[key], value, maxAgeSeconds);
  }
  for (const key of TOKEN_KEYS) {
    const value = session[key];
    if (value && TOKEN_PATTERN.test(value)) storage.set(names[key], value, maxAgeSeconds);
  }
}

export function clearStoredSession(storage: StorageAdapter, names: StorageNames): void {
  for (const key of [...ID_KEYS, ...TOKEN_KEYS]) storage.remove(names[key]);
  storage.remove(names.signedIn);
}
