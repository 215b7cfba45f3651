/**
 * When the user last did something, as reported by the host (`session.markActive()` on input,
 * navigation or focus). Held outside the store on purpose: marking activity on every key press
 * must not wake every subscriber.
 */
export interface ActivityTracker {
  markActive(): void;
  lastActiveAt(): number;
  /** Milliseconds since the last activity. */
  idleMs(): number;
}

export function createActivityTracker(now: () => number): ActivityTracker {
  // Creating a client (a page load) counts as activity.
  let last = now();
  return {
    markActive() {
      last = now();
    },
    lastActiveAt: () => last,
    idleMs: () => now() - last,
  };
}

/** Starts `tick` every `intervalMs`; returns the stop. Node timers are unref'd so a client never keeps a process alive. */
export function every(intervalMs: number, tick: () => void): () => void {
  const timer = setInterval(tick, intervalMs);
  (timer as { unref?: () => void }).unref?.();
  return () => clearInterval(timer);
}
