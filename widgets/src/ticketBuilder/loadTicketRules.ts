import { useEffect, useState } from 'react';
import type { toAddCartItem, validateTicket } from '@drawkit/sdk';

/** The SDK rules the ticket editor needs only once the shopper has picked: checking and adding. */
export interface TicketRules {
  validateTicket: typeof validateTicket;
  toAddCartItem: typeof toAddCartItem;
}

let loaded: TicketRules | undefined;
let loading: Promise<TicketRules> | undefined;

/**
 * Loads the rules chunk once (memoised; a failed load is tried again on the next call). A new
 * ticket starts with empty games, so the first screen needs no rule to know it cannot be added.
 */
export function loadTicketRules(): Promise<TicketRules> {
  loading ??= import('./ticketRulesChunk').then(
    (m) => (loaded = { validateTicket: m.validateTicket, toAddCartItem: m.toAddCartItem }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The rules once loaded (at once when an earlier editor loaded them). The load starts when
 * `wanted` turns true: on the shopper's first interaction with the ticket, or at once for a
 * ticket that can be added as it starts, so the partner page's first download stays without it.
 */
export function useTicketRules(wanted: boolean): TicketRules | undefined {
  const [rules, setRules] = useState(loaded);
  // A failed load (a dropped connection) is tried again after 1, 2 and 4 s, so Add to cart does
  // not stay disabled until the page is reloaded.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (rules || !wanted || failures > RULES_RETRIES) return;
    let live = true;
    const load = () =>
      loadTicketRules().then(
        (r) => live && setRules(r),
        () => live && setFailures((n) => n + 1),
      );
    const timer = failures === 0 ? void load() : setTimeout(load, 1000 * 2 ** (failures - 1));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [rules, wanted, failures]);
  return rules;
}

const RULES_RETRIES = 3;
