import type { StoreApi } from 'zustand/vanilla';
import type { DrawkitConfig, SessionState } from '../clientTypes';
import { DEFAULT_SESSION_TIMEOUT_SECONDS } from '../storage/storageNames';
import type { ActivityTracker } from './activityTracker';
import { defaultHeartbeatUrl, startHeartbeat } from './heartbeat';
import { startIdleSignOut } from './idleSignOut';

export interface SessionTimersOptions {
  config: DrawkitConfig;
  session: StoreApi<SessionState>;
  activity: ActivityTracker;
  signOutIdle(): void;
}

export interface SessionTimers {
  /** Starts the heartbeat and the idle check; a second call does nothing. */
  start(): void;
  stop(): void;
}

/**
 * The session's clocks (shop-core §4, §7, §9): the heartbeat every 60 s while enabled and the
 * user is active, and the idle sign-out after `sessionTimeoutSeconds` (3600 s by default).
 * The host's config wins over the site config for both.
 */
export function createSessionTimers(options: SessionTimersOptions): SessionTimers {
  const { config, session, activity } = options;
  let stops: (() => void)[] | undefined;
  return {
    start() {
      if (stops) return;
      stops = [
        startIdleSignOut({
          activity,
          limitSeconds: () =>
            config.sessionTimeoutSeconds ?? session.getState().config?.sessionTimeoutSeconds ?? DEFAULT_SESSION_TIMEOUT_SECONDS,
          isAuthenticated: () => session.getState().isAuthenticated,
          signOut: options.signOutIdle,
        }),
      ];
      const url = config.heartbeatUrl ?? defaultHeartbeatUrl(config.discoveryUrl);
      if (url) {
        stops.push(
          startHeartbeat({
            url,
            fetch: (input, init) => (config.fetch ?? globalThis.fetch)(input, init),
            activity,
            enabled: () => config.heartbeat ?? session.getState().config?.heartbeat ?? false,
          }),
        );
      }
    },
    stop() {
      for (const stop of stops ?? []) stop();
      stops = undefined;
    },
  };
}
