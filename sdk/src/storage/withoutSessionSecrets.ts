import type { StorageAdapter } from '../clientTypes';
import type { StorageNames } from './storageNames';

/**
 * The storage a client sees when its refresh token is the shop's HttpOnly cookie
 * (`refreshTokenIn: 'cookie'`). In a browser the storage is `document.cookie`, which every script
 * on the page reads, so the session's secrets (access and refresh tokens, customer token,
 * customer and session ids) never go there: they stay in the session store's memory. What a
 * sign-in writes instead is the flag `names.signedIn`, written with the customer token's lifetime
 * (the session time), which tells the next page load there is a sign-in to restore from the cookie.
 * A secret an older version left in storage reads as absent and is deleted.
 */
export function withoutSessionSecrets(storage: StorageAdapter, names: StorageNames): StorageAdapter {
  const secrets = new Set([names.accessToken, names.refreshToken, names.customerToken, names.customerId, names.sessionId]);
  return {
    // A secret reads as absent, and one an older version left behind is deleted (only then: a
    // cookie write is a round trip to the browser's cookie store, and every start reads five secrets).
    get(name) {
      if (!secrets.has(name)) return storage.get(name);
      if (storage.get(name) !== undefined) storage.remove(name);
      return undefined;
    },
    set(name, value, maxAgeSeconds) {
      if (name === names.customerToken) storage.set(names.signedIn, '1', maxAgeSeconds);
      else if (!secrets.has(name)) storage.set(name, value, maxAgeSeconds);
    },
    remove: (name) => storage.remove(name),
  };
}
