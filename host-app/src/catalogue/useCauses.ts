import { useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect } from 'react';

/** The catalogue's causes, loading them the first time a page needs them. */
export function useCauses() {
  const client = useDrawkit();
  const causes = useStore(client.catalogue, (state) => state.causes);
  const status = useStore(client.catalogue, (state) => state.causesStatus);
  useEffect(() => {
    if (status === 'idle') void client.catalogue.getState().loadCauses();
  }, [client, status]);
  return { causes, status };
}
