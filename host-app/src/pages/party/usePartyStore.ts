import { partyStoreOf, type PartyState } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { useMemo } from 'react';

/** The client's lotto party store and a slice of its state. */
export function usePartyStore<T>(selector: (state: PartyState) => T): [T, ReturnType<typeof partyStoreOf>] {
  const client = useDrawkit();
  const store = useMemo(() => partyStoreOf(client), [client]);
  return [useStore(store, selector), store];
}

/** "Page numbers are at least 1, default 1" (shop-specialised §5). */
export function pageParam(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export const SESSION_STATUS_LABELS = { open: 'Open', closed: 'Closed', paid: 'Paid', cancelled: 'Cancelled' } as const;
export const AUTOSESSION_LABELS = { on: 'On', paused: 'Paused', off: 'Off' } as const;
