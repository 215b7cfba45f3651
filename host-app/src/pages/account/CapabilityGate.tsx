import { Notice, useDrawkit, useStore } from '@drawkit/widgets';
import type { ReactNode } from 'react';
import { PageLoading } from '../../layout/PageLoading';
import { useCapabilities } from '../../session/useCapabilities';

/** Shown when the customer's segment lacks the page's capability (the server's capability_missing wording). */
export const FEATURE_UNAVAILABLE = 'This feature is not available for your account.';

/**
 * A page behind a capability of the customer's segment (shop-core §2: "A route needing several
 * capabilities needs all of them"). Waits for the capabilities before deciding.
 */
export function CapabilityGate({ needs, children }: { needs: readonly string[]; children: ReactNode }) {
  const client = useDrawkit();
  const loaded = useStore(client.session, (state) => state.capabilities !== null);
  const can = useCapabilities();
  if (!loaded) return <PageLoading />;
  if (!needs.every((capability) => can(capability))) {
    return (
      <section className="page page--narrow">
        <Notice level="warning">{FEATURE_UNAVAILABLE}</Notice>
      </section>
    );
  }
  return children;
}
