/**
 * Fault injection for crash tests, never in production: `DRAWKIT_FAULT_INJECTION` names points
 * (comma-separated) at which this process kills itself with SIGKILL, as `kill -9` or a power cut
 * would: no handler runs, no transaction commits, no promise settles.
 *
 * - `crash-after-charge`: the gateway has just charged a card; nothing about it is committed yet
 *   beyond the pending purchase written before the call.
 */
export const FAULT_INJECTION_VARIABLE = 'DRAWKIT_FAULT_INJECTION';

export const FAULT_POINTS = ['crash-after-charge'] as const;

export type FaultPoint = (typeof FAULT_POINTS)[number];

/** The points the environment asks for; unknown names are refused so a typo cannot pass a test. */
export function faultPoints(env: NodeJS.ProcessEnv = process.env): FaultPoint[] {
  const raw = env[FAULT_INJECTION_VARIABLE];
  if (!raw || env.NODE_ENV === 'production') return [];
  const names = raw.split(',').map((name) => name.trim()).filter((name) => name !== '');
  const unknown = names.filter((name) => !(FAULT_POINTS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`${FAULT_INJECTION_VARIABLE}: unknown fault point ${unknown.join(', ')} (known: ${FAULT_POINTS.join(', ')}).`);
  }
  return names as FaultPoint[];
}

/** Dies here when the environment asks for this point (outside production only). Never throws. */
export function injectFault(point: FaultPoint, env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production') return;
  const names = (env[FAULT_INJECTION_VARIABLE] ?? '').split(',').map((name) => name.trim());
  if (names.includes(point)) process.kill(process.pid, 'SIGKILL');
}
