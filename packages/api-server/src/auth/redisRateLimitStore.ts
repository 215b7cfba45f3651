/**
 * Rate-limit state in Redis, shared by every server process (REDIS_URL). Each operation that
 * reads and writes is one Lua script, so racing processes never both take the last token; every
 * key gets a TTL for when it no longer matters, so Redis prunes it.
 *
 * Commands never wait for a lost connection (no offline queue, a short command timeout): they
 * fail at once, and the RateLimiter answers from memory meanwhile (see rateLimiter).
 */
import { Redis } from 'ioredis';
import type { DelayPolicy } from './authPolicy';
import { type BucketTake, delaySchedule, type RateLimitStore, type TakeResult } from './rateLimitStore';

/** KEYS: the buckets. ARGV: now, then capacity and refill ms of each bucket. Returns 0, or the wait in ms. */
const TAKE = `
local now = tonumber(ARGV[1])
local levels = {}
local wait = 0
for i = 1, #KEYS do
  local capacity = tonumber(ARGV[i * 2])
  local refill = tonumber(ARGV[i * 2 + 1])
  local state = redis.call('HMGET', KEYS[i], 'tokens', 'at')
  local tokens = capacity
  local at = now
  if state[1] then
    at = tonumber(state[2])
    tokens = math.min(capacity, tonumber(state[1]) + math.max(0, now - at) / refill)
  end
  levels[i] = { tokens, math.max(now, at) }
  if tokens < 1 then wait = math.max(wait, math.ceil((1 - tokens) * refill)) end
end
if wait > 0 then return wait end
for i = 1, #KEYS do
  local capacity = tonumber(ARGV[i * 2])
  local refill = tonumber(ARGV[i * 2 + 1])
  local left = levels[i][1] - 1
  redis.call('HSET', KEYS[i], 'tokens', tostring(left), 'at', tostring(levels[i][2]))
  redis.call('PEXPIRE', KEYS[i], math.ceil((capacity - left) * refill) + 1000)
end
return 0
`;

/** KEYS[1]: the failure count. ARGV: now, window ms, then the wait after the 1st, 2nd … failure. Returns {failures, until}. */
const ADD_FAILURE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local state = redis.call('HMGET', KEYS[1], 'failures', 'last', 'until')
local failures = 0
local untilMs = 0
if state[1] and now - tonumber(state[2]) < window then
  failures = tonumber(state[1])
  untilMs = tonumber(state[3])
end
failures = failures + 1
local delay = tonumber(ARGV[2 + math.min(failures, #ARGV - 2)])
untilMs = math.max(untilMs, now + delay)
redis.call('HSET', KEYS[1], 'failures', failures, 'last', now, 'until', untilMs)
redis.call('PEXPIRE', KEYS[1], window + math.max(0, untilMs - now))
return { failures, untilMs }
`;

interface Scripts {
  drawkitTake(keyCount: number, ...keysAndArgs: Array<string | number>): Promise<number>;
  drawkitAddFailure(key: string, ...args: Array<string | number>): Promise<[number, number]>;
}

/** A Redis URL without its password, for messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

export interface RedisRateLimitStoreOptions {
  url: string;
  /** Prepended to every key, e.g. one per test run. */
  keyPrefix?: string | undefined;
  /** A command that takes longer fails (and the limiter answers from memory). */
  commandTimeoutMs?: number;
}

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis & Scripts;
  private readonly prefix: string;
  /** The latest connection error, for the start-up message. */
  private lastError: Error | null = null;

  constructor(private readonly options: RedisRateLimitStoreOptions) {
    this.prefix = options.keyPrefix ?? 'drawkit:rate-limit:';
    const redis = new Redis(options.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 250,
      connectTimeout: 2000,
      // Keep trying in the background; meanwhile every command fails at once.
      retryStrategy: (times) => Math.min(times * 250, 5000),
    });
    redis.defineCommand('drawkitTake', { lua: TAKE });
    redis.defineCommand('drawkitAddFailure', { lua: ADD_FAILURE, numberOfKeys: 1 });
    // Without a listener ioredis reports every failed reconnect as an unhandled error.
    redis.on('error', (error: Error) => {
      this.lastError = error;
    });
    this.redis = redis as Redis & Scripts;
  }

  /** Connects, or throws a message that says which setting to fix. */
  async connect(): Promise<void> {
    try {
      await this.redis.connect();
      await this.redis.ping();
    } catch (error) {
      this.redis.disconnect();
      // The socket's own error ("connect ECONNREFUSED …") says more than the rejected connect.
      const reason = this.lastError?.message ?? (error instanceof Error ? error.message : String(error));
      throw new Error(
        `REDIS_URL is set, but Redis at ${redactRedisUrl(this.options.url)} did not answer (${reason}). ` +
          'Start Redis or correct REDIS_URL; unset it to keep rate limits in this one process\'s memory.',
        { cause: error },
      );
    }
  }

  async take(buckets: readonly BucketTake[], nowMs: number): Promise<TakeResult> {
    const keys = buckets.map((b) => this.prefix + b.key);
    const args = buckets.flatMap((b) => [b.policy.capacity, b.policy.refillMs]);
    const wait = Number(await this.redis.drawkitTake(keys.length, ...keys, nowMs, ...args));
    return wait > 0 ? { ok: false, retryAfterMs: wait } : { ok: true };
  }

  async addFailure(key: string, policy: DelayPolicy, nowMs: number): Promise<{ failures: number; waitUntilMs: number }> {
    const [failures, waitUntilMs] = await this.redis.drawkitAddFailure(this.prefix + key, nowMs, policy.windowMs, ...delaySchedule(policy));
    return { failures: Number(failures), waitUntilMs: Number(waitUntilMs) };
  }

  async waitUntil(key: string, policy: DelayPolicy, nowMs: number): Promise<number> {
    const [last, until] = await this.redis.hmget(this.prefix + key, 'last', 'until');
    if (last === null || until === null || nowMs - Number(last) >= policy.windowMs) return 0;
    return Number(until) > nowMs ? Number(until) : 0;
  }

  async mark(key: string, ttlMs: number, nowMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, String(nowMs + ttlMs), 'PX', ttlMs);
  }

  async isMarked(key: string, nowMs: number): Promise<boolean> {
    const expiresAt = await this.redis.get(this.prefix + key);
    return expiresAt !== null && Number(expiresAt) > nowMs;
  }

  async forget(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
