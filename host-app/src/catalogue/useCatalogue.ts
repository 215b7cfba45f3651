import { useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect } from 'react';

/** The catalogue store's state, loading it the first time a page needs it. */
export function useCatalogue() {
  const client = useDrawkit();
  const catalogue = useStore(client.catalogue, (state) => state);
  const { status, complete, load } = catalogue;
  useEffect(() => {
    // Idle, or holding only the offers a partner page asked for: the pages list the whole catalogue.
    if (!complete && status !== 'loading') void load();
  }, [status, complete, load]);
  return catalogue;
}
