import type { StorageAdapter } from '../clientTypes';

/** Keeps values in memory with the same lifetimes as cookies: for tests, servers and workers. */
export function createMemoryStorage(now: () => number = Date.now): StorageAdapter {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    get(name) {
      const entry = entries.get(name);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(name);
        return undefined;
      }
      return entry.value;
    },
    set(name, value, maxAgeSeconds) {
      if (maxAgeSeconds <= 0) entries.delete(name);
      else entries.set(name, { value, expiresAt: now() + maxAgeSeconds * 1000 });
    },
    remove(name) {
      entries.delete(name);
    },
  };
}
