/**
 * Redis for the tests of shared rate limits: REDIS_URL when set (like DATABASE_URL, the tests
 * that need it are skipped otherwise). Each test run keeps its keys under a prefix of its own
 * and deletes them afterwards.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL: string | undefined = process.env.REDIS_URL || undefined;

export function uniqueRedisPrefix(): string {
  return `drawkit-test:${randomUUID()}:`;
}

/** Deletes every key under `prefix`. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
