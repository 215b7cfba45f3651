import type { ActivityTracker } from './activityTracker';
import { every } from './activityTracker';

/** "Heartbeat: a GET of a blank page every 60 s" (shop-core §7, §9). */
export const HEARTBEAT_INTERVAL_MS = 60_000;

/** Where the heartbeat goes unless configured: `/heartbeat` on the origin of the discovery URL. */
export function defaultHeartbeatUrl(discoveryUrl: string): string | undefined {
  try {
    return `${new URL(discoveryUrl).origin}/heartbeat`;
  } catch {
    return undefined;
  }
}

export interface HeartbeatOptions {
  url: string;
  fetch: typeof globalThis.fetch;
  activity: ActivityTracker;
  /** Read at each beat: the host's `heartbeat` setting may arrive with the site config. */
  enabled(): boolean;
}

/**
 * Every 60 s, when enabled and the user was active since the last beat, GETs the blank page
 * (keeping the server session warm). A failed beat is dropped: the next one tries again.
 * Returns the stop.
 */
export function startHeartbeat(options: HeartbeatOptions): () => void {
  return every(HEARTBEAT_INTERVAL_MS, () => {
    // Active at any moment since the previous beat counts as recently active.
    if (!options.enabled() || options.activity.idleMs() > HEARTBEAT_INTERVAL_MS) return;
    options.fetch(options.url, { method: 'GET', cache: 'no-store' }).then(
      (response) => response.body?.cancel().catch(() => undefined),
      () => undefined,
    );
  });
}
