/**
 * `TRUST_PROXY`: which proxies in front of the shop may set X-Forwarded-For (and so the client
 * address that rate limits count by). Off unless configured: without it the address is the
 * connection's, so a client cannot pick its own by sending the header.
 */
import { isIP } from 'node:net';

/**
 * Fastify's `trustProxy`: off, or the proxies' addresses and CIDR ranges. Not a hop count: one
 * cannot tell a proxy from a client that sends the header itself (Fastify 5 trusts no one then).
 */
export type TrustProxy = false | string[];

/** proxy-addr's names for ranges (loopback: 127.0.0.1/8 and ::1). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The setting, or the problem with it in words. */
export function parseTrustProxy(value: string | undefined): { ok: true; value: TrustProxy } | { ok: false; problem: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return { ok: true, value: false };
  const problem = (why: string) => ({
    ok: false as const,
    problem: `TRUST_PROXY=${text} ${why}: give the addresses of the proxies in front of the shop, comma-separated (e.g. 127.0.0.1, 10.0.0.0/8 or loopback).`,
  });
  const everyone = text === 'true' || text.split(',').some((entry) => /\/0+$/.test(entry.trim()));
  if (everyone) return problem('would trust X-Forwarded-For from anyone, so any client could choose its own address');
  if (/^\d+$/.test(text)) return problem('is a hop count, which cannot tell a proxy from a client that sends X-Forwarded-For itself');
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) return problem(`is not a list of addresses (${bad.map((b) => JSON.stringify(b)).join(', ')} ${bad.length === 1 ? 'is' : 'are'} not one)`);
  return { ok: true, value: entries };
}
