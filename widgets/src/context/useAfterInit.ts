import { useEffect } from 'react';
import type { DrawkitClient } from '@drawkit/sdk';
import { useDrawkit } from './DrawkitProvider';

/**
 * Runs `load` once the client's session is restored (`init` is idempotent), so a widget's
 * first call already knows whether the shopper is signed in. Re-runs when `key` changes.
 * Failures land in the stores' `errors`; nothing escapes as an unhandled rejection.
 */
export function useAfterInit(load: (client: DrawkitClient) => unknown, key = ''): void {
  const client = useDrawkit();
  useEffect(() => {
    let cancelled = false;
    client.session
      .getState()
      .init()
      .catch(() => undefined)
      .then(() => (cancelled ? undefined : load(client)))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // `load` is read once per client and key on purpose: callers pass inline functions.
  }, [client, key]);
}
