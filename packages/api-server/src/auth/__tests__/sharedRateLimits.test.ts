/**
 * With REDIS_URL, two server processes on one database and one Redis keep one set of limits;
 * a Redis that does not answer stops the start, and one lost later never hangs or fails a call.
 * Runs when REDIS_URL is set (like the PostgreSQL runs with DATABASE_URL).
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import { signUp, uniqueKey } from '../../__tests__/helpers/fixtures';
import { openPrepared, testBackends } from '../../__tests__/helpers/testBackends';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../__tests__/helpers/testRedis';
import { PARTNER_ORIGIN, PUBLIC_ORIGIN, TEST_NOW, TEST_PASSWORD_COST, TestClient } from '../../__tests__/helpers/testShop';
import type { Database } from '../../db/openDatabase';
import { createSandboxGateway } from '../../payments/sandboxGateway';
import { freshAddress, login, PASSWORD } from './twoFactorHelpers';

function shopApp(database: Database, clock: ReturnType<typeof manualClock>, redisUrl: string, redisKeyPrefix: string): FastifyInstance {
  return buildApp({
    db: database.db,
    clock,
    gateway: createSandboxGateway(database.db, clock),
    publicOrigin: PUBLIC_ORIGIN,
    partnerOrigins: [PARTNER_ORIGIN],
    staticRoot: mkdtempSync(join(tmpdir(), 'drawkit-no-build-')),
    passwordCost: TEST_PASSWORD_COST,
    redisUrl,
    redisKeyPrefix,
  });
}

function checkEmail(client: TestClient, remoteAddress: string) {
  return client.call('POST', '/v2/check-email', { body: { emailOrToken: `${uniqueKey('anyone')}@example.test` }, remoteAddress });
}

/** A TCP relay to Redis that a test can cut and restore, on the same port. */
async function redisRelay(target: URL): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const cut = async () => {
    await new Promise<void>((resolve) => {
      server?.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    server = null;
  };
  await listen();
  return { url: `redis://127.0.0.1:${port}`, cut, restore: listen, close: cut };
}

describe.skipIf(!TEST_REDIS_URL)('rate limits shared through Redis', () => {
  const redisUrl = TEST_REDIS_URL ?? '';

  describe.each(testBackends())('two server processes on one $name database and one Redis', (backend) => {
    const prefix = uniqueRedisPrefix();
    const clock = manualClock(TEST_NOW);
    let dispose: () => Promise<void>;
    let apps: FastifyInstance[] = [];
    let first: TestClient;
    let second: TestClient;

    beforeAll(async () => {
      const opened = await openPrepared(backend);
      dispose = opened.dispose;
      apps = [shopApp(opened.database, clock, redisUrl, prefix), shopApp(opened.database, clock, redisUrl, prefix)];
      await Promise.all(apps.map((app) => app.ready()));
      [first, second] = apps.map((app) => new TestClient(app, clock)) as [TestClient, TestClient];
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await dispose?.();
      await deleteRedisKeys(redisUrl, prefix);
    });

    it('share one bucket: tokens one process gave out are not given again by the other', async () => {
      const ip = freshAddress();
      for (let call = 1; call <= 30; call += 1) {
        const response = await checkEmail(call % 2 === 0 ? first : second, ip);
        expect(response.status, response.text).toBe(200);
      }
      for (const client of [first, second]) {
        const limited = await checkEmail(client, ip);
        expect(limited.status).toBe(429);
        expect(limited.json.messages[0].code).toBe('rate_limited');
        expect(limited.headers['retry-after']).toBe('10');
      }
    });

    it('share the wrong-password delays of a client', async () => {
      const email = `${uniqueKey('shared')}@example.test`;
      await signUp(first, { email });
      const attacker = freshAddress();
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await login(first, attacker, { email, password: `wrong-${attempt}` })).status).toBe(401);
      }
      const elsewhere = await login(second, attacker, { email, password: PASSWORD });
      expect(elsewhere.status).toBe(429);
      expect(elsewhere.headers['retry-after']).toBe('1');
    });

    it('share the clients known to an account', async () => {
      const email = `${uniqueKey('known')}@example.test`;
      await signUp(first, { email });
      const home = freshAddress();
      expect((await login(first, home, { email, password: PASSWORD })).status).toBe(200);
      // Ten guesses from elsewhere empty the account's sign-in bucket for unknown clients…
      for (let attempt = 1; attempt <= 10; attempt += 1) await login(second, freshAddress(), { email, password: `guess-${attempt}` });
      expect((await login(second, freshAddress(), { email, password: PASSWORD })).status).toBe(429);
      // …not for home, which the other process saw sign in.
      expect((await login(second, home, { email, password: PASSWORD })).status).toBe(200);
    });
  });

  describe('a Redis that does not answer', () => {
    it('keeps the shop from starting, and says which setting to fix', async () => {
      const [backend] = testBackends();
      const { database, dispose } = await backend!.open();
      const clock = manualClock(TEST_NOW);
      const app = shopApp(database, clock, 'redis://:secret@127.0.0.1:1', uniqueRedisPrefix());
      try {
        await expect(app.ready()).rejects.toThrow(
          /^REDIS_URL is set, but Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1 did not answer \(.+\)\. Start Redis or correct REDIS_URL/,
        );
      } finally {
        await app.close().catch(() => undefined);
        await dispose();
      }
    });

    it('once lost, answers every call at once from memory, limits included, and shares again when it is back', async () => {
      const [backend] = testBackends();
      const { database, dispose } = await openPrepared(backend!);
      const clock = manualClock(TEST_NOW);
      const relay = await redisRelay(new URL(redisUrl));
      const prefix = uniqueRedisPrefix();
      const app = shopApp(database, clock, relay.url, prefix);
      const observer = new Redis(redisUrl);
      try {
        await app.ready();
        const client = new TestClient(app, clock);
        expect((await checkEmail(client, freshAddress())).status).toBe(200);

        await relay.cut();
        const ip = freshAddress();
        const started = Date.now();
        const statuses: number[] = [];
        for (let call = 1; call <= 31; call += 1) statuses.push((await checkEmail(client, ip)).status);
        expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
        expect(statuses[30]).toBe(429);
        expect(Date.now() - started).toBeLessThan(5000);

        await relay.restore();
        const back = freshAddress();
        const bucketKey = `${prefix}sign-in:ip:${back}`;
        let shared = false;
        for (let tries = 0; tries < 60 && !shared; tries += 1) {
          await checkEmail(client, back);
          shared = (await observer.exists(bucketKey)) === 1;
          if (!shared) await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(shared).toBe(true);
      } finally {
        await app.close();
        await relay.close();
        observer.disconnect();
        await dispose();
        await deleteRedisKeys(redisUrl, prefix);
      }
    });
  });
});
