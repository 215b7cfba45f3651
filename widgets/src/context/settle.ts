import type { ApiMessage } from '@drawkit/sdk';

export type Failure = { ok: false; messages: ApiMessage[] };

/**
 * Runs a store action that reports expected failures as `{ok: false}`; anything thrown
 * anyway (a network failure) becomes such a result with `fallback`, so a form never sticks
 * in its busy state.
 */
export async function settle<R extends { ok: boolean }>(run: () => Promise<R>, fallback: string): Promise<R | Failure> {
  try {
    return await run();
  } catch {
    return { ok: false, messages: [{ message: fallback, code: 'client_error', level: 'error' }] };
  }
}

/** The message a person sees when an action failed without saying why. */
export const GENERIC_FAILURE = 'Something went wrong.';
