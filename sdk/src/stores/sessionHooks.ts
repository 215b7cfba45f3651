import type { ActionResult } from '../clientTypes';

/** What the session store and its lazily loaded actions (sessionActions) both need. */
export interface SessionHooks {
  /** Runs once a login or signup has stored its tokens: convert the anonymous cart, reload carts. */
  afterSignIn(): Promise<void>;
  /** Runs when the session is cleared (logout or a failed refresh): forget what was the customer's. */
  afterSignOut(): void;
  /** Runs once `init()` has loaded config and capabilities: start the session timers. */
  afterInit?(): void;
}

/** The answer to a code sent when no sign-in is waiting for one. */
export const NOTHING_PENDING: ActionResult = { ok: false, messages: [{ message: 'No sign-in is waiting for a code.', code: 'ValidationError', level: 'error' }] };
