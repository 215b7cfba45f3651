import type { ReactNode } from 'react';
import type { MembershipState } from '@drawkit/sdk';
import { membershipStore } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
import { Notice } from '../ui/Notice';

const selectError = (state: MembershipState) => (state.hasError ? state.errorMsg : null);

/** The membership store's last error ("default 'An unknown error occurred'"), shown as an alert until dismissed. */
export function MembershipError(): ReactNode {
  const client = useDrawkit();
  const message = useStore(membershipStore(client), selectError);
  if (!message) return null;
  return (
    <Notice level="error" onDismiss={() => membershipStore(client).getState().clearError()}>
      {message}
    </Notice>
  );
}
