import type { ActivityTracker } from './activityTracker';
import { every } from './activityTracker';

/** How often the idle limit is checked; the sign-out lands at most this late. */
export const IDLE_CHECK_INTERVAL_MS = 15_000;

export interface IdleSignOutOptions {
  activity: ActivityTracker;
  /** The configured idle limit, "default 3600 s" (shop-core §4, §9). */
  limitSeconds(): number;
  isAuthenticated(): boolean;
  signOut(): void;
}

/** "Idle sign-out: a periodic check signs out after the configured idle limit" (shop-core §4). Returns the stop. */
export function startIdleSignOut(options: IdleSignOutOptions): () => void {
  return every(IDLE_CHECK_INTERVAL_MS, () => {
    if (!options.isAuthenticated()) return;
    if (options.activity.idleMs() < options.limitSeconds() * 1000) return;
    options.signOut();
  });
}
