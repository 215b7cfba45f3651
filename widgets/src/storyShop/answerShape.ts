/**
 * How the recordings' test compares a fresh recording with the committed one. The shop seeds its
 * past draws with random results and jackpots, so values differ from one fresh shop to the next;
 * what must not differ is which calls a scenario makes, what status each gets, the codes of its
 * messages and the shape of every answer (its fields, their types, the length of its lists).
 */
import type { RecordedCall } from './recording';

/** Where two values first differ in shape, e.g. `result.cart_items[0].total_price: number, now string`; null when alike. */
export function shapeDifference(committed: unknown, now: unknown, path = ''): string | null {
  const kind = kindOf(committed);
  if (kind !== kindOf(now)) return `${path || 'the answer'}: ${kind}, now ${kindOf(now)}`;
  if (Array.isArray(committed) && Array.isArray(now)) {
    if (committed.length !== now.length) return `${path}: ${committed.length} items, now ${now.length}`;
    for (const [index, item] of committed.entries()) {
      const found = shapeDifference(item, now[index], `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (kind === 'object') {
    const a = committed as Record<string, unknown>;
    const b = now as Record<string, unknown>;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!(key in a)) return `${path}.${key}: new`;
      if (!(key in b)) return `${path}.${key}: gone`;
      const found = shapeDifference(a[key], b[key], path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** Where a scenario's calls now differ from the committed ones, or null. */
export function callsDifference(committed: readonly RecordedCall[], now: readonly RecordedCall[]): string | null {
  for (let index = 0; index < Math.max(committed.length, now.length); index++) {
    const a = committed[index];
    const b = now[index];
    if (!a || !b) return `call ${index + 1}: ${a ? `${a.key} is no longer made` : `${b?.key} is new`}`;
    const at = `call ${index + 1} (${a.key})`;
    if (a.key !== b.key) return `${at}: now ${b.key}`;
    if (a.status !== b.status) return `${at}: status ${a.status}, now ${b.status}`;
    const codes = (call: RecordedCall) => (call.answer?.messages ?? []).map((m) => m.code).join(', ');
    if (codes(a) !== codes(b)) return `${at}: messages [${codes(a)}], now [${codes(b)}]`;
    const body = shapeDifference(a.body, b.body, 'body');
    if (body) return `${at}: ${body}`;
    const answer = shapeDifference(a.answer, b.answer);
    if (answer) return `${at}: ${answer}`;
  }
  return null;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
