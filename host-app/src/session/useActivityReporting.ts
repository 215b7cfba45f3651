import { useDrawkit } from '@drawkit/widgets';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Input is reported at most this often: the idle check counts in minutes, not keystrokes. */
const REPORT_EVERY_MS = 15_000;

/**
 * Tells the session about the shopper's activity (input and page changes), which the SDK's
 * heartbeat and idle sign-out read ("signs out after the configured idle limit", shop-core §4).
 */
export function useActivityReporting(): void {
  const client = useDrawkit();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page change (a new location key) is the activity reported.
  useEffect(() => {
    client.session.getState().markActive();
  }, [client, location.key]);

  useEffect(() => {
    let last = 0;
    const report = () => {
      const now = Date.now();
      if (now - last < REPORT_EVERY_MS) return;
      last = now;
      client.session.getState().markActive();
    };
    const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, report, { passive: true, capture: true });
    return () => {
      for (const name of events) window.removeEventListener(name, report, { capture: true });
    };
  }, [client]);
}
