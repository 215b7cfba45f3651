import { useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect } from 'react';

/** The catalogue store's state, loading it the first time a page needs it. */
export function useCatalogue() {
  const client = useDrawkit();
  const catalogue = useStore(client.catalogue, (state) => state);
  const { status, complete } = catalogue;
  // biome-ignore lint/correctness/useExhaustiveDependencies: it reads the store itself, and looks again whenever the status or completeness changes (a partner's offers arriving leave the catalogue incomplete).
  useEffect(() => {
    // Idle, or holding only the offers a partner page asked for: the pages list the whole catalogue.
    // Read from the store, not this render: the footer and the page mount together, and the first
    // to ask has already started the call the second would repeat.
    const current = client.catalogue.getState();
    if (!current.complete && current.status !== 'loading') void current.load();
  }, [client, status, complete]);
  return catalogue;
}
