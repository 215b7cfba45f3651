import { useDrawkit, useStore } from '@drawkit/widgets';

/** `can(capability)` for the current customer's segment, re-rendering when the segment or flags change. */
export function useCapabilities(): (capability: string) => boolean {
  const client = useDrawkit();
  // can() reads these two: subscribe to them so a sign-in that changes segment re-renders.
  useStore(client.session, (state) => state.capabilities);
  useStore(client.session, (state) => state.segmentName);
  return (capability) => client.session.getState().can(capability);
}
