import { useDrawkit, useStore } from '@drawkit/widgets';
import { useCallback } from 'react';

/**
 * `can(capability)` for the current customer's segment, re-rendering when the segment or flags
 * change. The function stays the same until they do, so a memoised part given it redraws only then.
 */
export function useCapabilities(): (capability: string) => boolean {
  const client = useDrawkit();
  // can() reads these two: subscribe to them so a sign-in that changes segment re-renders.
  const capabilities = useStore(client.session, (state) => state.capabilities);
  const segmentName = useStore(client.session, (state) => state.segmentName);
  // biome-ignore lint/correctness/useExhaustiveDependencies: can() reads them from the store; they are what makes it a new answer.
  return useCallback((capability: string) => client.session.getState().can(capability), [client, capabilities, segmentName]);
}
