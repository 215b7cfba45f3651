import { useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect } from 'react';

/** The catalogue store's state, loading it the first time a page needs it. */
export function useCatalogue() {
  const client = useDrawkit();
  const catalogue = useStore(client.catalogue, (state) => state);
  const { status, load } = catalogue;
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);
  return catalogue;
}
