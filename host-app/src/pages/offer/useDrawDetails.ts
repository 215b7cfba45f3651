import { drawKey, IDLE_LOADABLE } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { useEffect } from 'react';

/** A draw's details from the draws store, loading them when the page shows the draw. */
export function useDrawDetails(productOfferKey: string | undefined, drawNo: number | undefined) {
  const client = useDrawkit();
  const key = productOfferKey && drawNo ? drawKey(productOfferKey, drawNo) : '';
  const details = useStore(client.draws, (state) => (key ? state.details[key] : undefined) ?? IDLE_LOADABLE);
  useEffect(() => {
    if (productOfferKey && drawNo) void client.draws.getState().loadDetails(productOfferKey, drawNo);
  }, [client, productOfferKey, drawNo]);
  return details;
}

/** A draw's winners, loaded only when `enabled` (once the draw is drawn). */
export function useDrawWinners(productOfferKey: string, drawNo: number, enabled: boolean) {
  const client = useDrawkit();
  const key = drawKey(productOfferKey, drawNo);
  const winners = useStore(client.draws, (state) => state.winners[key] ?? IDLE_LOADABLE);
  useEffect(() => {
    if (enabled) void client.draws.getState().loadWinners(productOfferKey, drawNo);
  }, [client, productOfferKey, drawNo, enabled]);
  return winners;
}
