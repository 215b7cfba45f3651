import { randomId } from '../api/randomId';
import { isNetworkError } from '../errors/NetworkError';
import { isAbortError } from '../errors/toDrawkitError';

/**
 * Idempotency keys per purchase attempt. A new attempt gets a new key; the same attempt sent
 * again after the network failed (the server may have bought already) reuses its key, so the
 * server buys once. Any answer from the server ends the attempt.
 */
export interface AttemptKeys {
  keyFor(fingerprint: string): string;
  settle(fingerprint: string, error?: unknown): void;
}

export function createAttemptKeys(newKey: () => string = randomId): AttemptKeys {
  let open: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(fingerprint) {
      if (open?.fingerprint !== fingerprint) open = { fingerprint, key: newKey() };
      return open.key;
    },
    settle(fingerprint, error) {
      const unanswered = error !== undefined && (isNetworkError(error) || isAbortError(error));
      if (!unanswered && open?.fingerprint === fingerprint) open = undefined;
    },
  };
}
