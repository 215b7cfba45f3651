import { describe, expect, it } from 'vitest';
import { DEMO_ONLY_VARIABLES, productionProblems } from '../productionSettings';
import { LOOPBACK_HOST, readEnv, SettingsError } from '../readEnv';
import { startMessage } from '../startMessage';
import { parseTrustProxy } from '../trustProxy';

/** A production environment that may start; each test breaks one thing. */
const GOOD = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://drawkit:secret@db.internal:5432/drawkit',
  REDIS_URL: 'redis://cache.internal:6379',
  PUBLIC_ORIGIN: 'https://shop.example.com',
  DRAWKIT_JWT_SECRET: 'a'.repeat(32),
} as const;

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    readEnv(env);
    return [];
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return [...error.problems];
  }
}

describe('production settings', () => {
  it('a complete production environment starts: PostgreSQL, Redis, https origin, JWT secret, listening on 0.0.0.0', () => {
    expect(productionProblems(GOOD)).toEqual([]);
    const env = readEnv(GOOD);
    expect(env).toMatchObject({
      mode: 'production',
      host: '0.0.0.0',
      port: 8080,
      publicOrigin: 'https://shop.example.com',
      databaseUrl: GOOD.DATABASE_URL,
      redisUrl: GOOD.REDIS_URL,
      jwtSecret: GOOD.DRAWKIT_JWT_SECRET,
      trustProxy: false,
      paymentGateway: 'none',
      demoAccounts: false,
      testClock: false,
    });
  });

  it('refuses without DATABASE_URL: the embedded database is the demo', () => {
    expect(problemsOf({ ...GOOD, DATABASE_URL: undefined })).toEqual([expect.stringMatching(/^DATABASE_URL is not set: production runs on PostgreSQL/)]);
    expect(problemsOf({ ...GOOD, DATABASE_URL: '/var/lib/drawkit' })).toEqual(['DATABASE_URL must be a postgres:// (or postgresql://) URL.']);
  });

  it('refuses without REDIS_URL: rate limits are shared through Redis', () => {
    expect(problemsOf({ ...GOOD, REDIS_URL: '' })).toEqual([expect.stringMatching(/^REDIS_URL is not set/)]);
    expect(problemsOf({ ...GOOD, REDIS_URL: 'cache:6379' })).toEqual(['REDIS_URL must be a redis:// (or rediss://) URL.']);
  });

  it('refuses a PUBLIC_ORIGIN that is missing, not https, or not an origin', () => {
    expect(problemsOf({ ...GOOD, PUBLIC_ORIGIN: undefined })).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN is not set/)]);
    expect(problemsOf({ ...GOOD, PUBLIC_ORIGIN: 'http://shop.example.com' })).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN=http:\/\/shop.example.com is not https: .*cookies are Secure/),
    ]);
    expect(problemsOf({ ...GOOD, PUBLIC_ORIGIN: 'https://shop.example.com/shop' })).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN must be an origin/)]);
    expect(readEnv({ ...GOOD, PUBLIC_ORIGIN: 'https://shop.example.com/' }).publicOrigin).toBe('https://shop.example.com');
  });

  it('refuses without a JWT secret of at least 32 bytes', () => {
    expect(problemsOf({ ...GOOD, DRAWKIT_JWT_SECRET: undefined })).toEqual([expect.stringMatching(/^DRAWKIT_JWT_SECRET is not set: .*at least 32 bytes/)]);
    expect(problemsOf({ ...GOOD, DRAWKIT_JWT_SECRET: 'a'.repeat(31) })).toEqual([expect.stringMatching(/^DRAWKIT_JWT_SECRET must be at least 32 bytes/)]);
    // Bytes, not characters: 11 three-byte characters are 33 bytes.
    expect(problemsOf({ ...GOOD, DRAWKIT_JWT_SECRET: '€'.repeat(11) })).toEqual([]);
  });

  it.each(Object.keys(DEMO_ONLY_VARIABLES))('refuses the demo option %s', (name) => {
    expect(problemsOf({ ...GOOD, [name]: '1' })).toEqual([expect.stringMatching(new RegExp(`^${name} is set: .*It is a demo option; remove it.$`))]);
  });

  it('refuses PAYMENT_GATEWAY=sandbox as a demo option, and an unknown gateway; none is allowed', () => {
    expect(problemsOf({ ...GOOD, PAYMENT_GATEWAY: 'sandbox' })).toEqual([expect.stringMatching(/^PAYMENT_GATEWAY=sandbox is the demo's test gateway/)]);
    expect(problemsOf({ ...GOOD, PAYMENT_GATEWAY: 'stripe' })).toEqual([expect.stringMatching(/^PAYMENT_GATEWAY=stripe is not a gateway this shop has/)]);
    expect(readEnv({ ...GOOD, PAYMENT_GATEWAY: 'none' }).paymentGateway).toBe('none');
  });

  it('names every problem at once, and says how to fix them', () => {
    let caught: unknown;
    try {
      readEnv({ NODE_ENV: 'production', DRAWKIT_TEST_CLOCK: '1', DRAWKIT_FAULT_INJECTION: 'crash-after-charge', PAYMENT_GATEWAY: 'sandbox', DATA_DIR: '/tmp/x' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SettingsError);
    const error = caught as SettingsError;
    expect(error.problems.map((p) => p.split(/[ =]/)[0])).toEqual([
      'DATABASE_URL',
      'REDIS_URL',
      'PUBLIC_ORIGIN',
      'DRAWKIT_JWT_SECRET',
      'DATA_DIR',
      'DRAWKIT_TEST_CLOCK',
      'DRAWKIT_FAULT_INJECTION',
      'PAYMENT_GATEWAY',
    ]);
    expect(error.message).toMatch(/^Drawkit will not start in production mode \(NODE_ENV=production\)\. Fix these 8 settings:\n {2}- DATABASE_URL/);
    expect(error.message).toContain('README\'s "Production" section');
  });

  it('demo accounts only when asked for (DRAWKIT_DEMO_ACCOUNTS=1); HOST and PORT are read', () => {
    expect(readEnv({ ...GOOD, DRAWKIT_DEMO_ACCOUNTS: '1' }).demoAccounts).toBe(true);
    expect(readEnv({ ...GOOD, DRAWKIT_DEMO_ACCOUNTS: '0' }).demoAccounts).toBe(false);
    expect(problemsOf({ ...GOOD, DRAWKIT_DEMO_ACCOUNTS: 'yes' })).toEqual(['DRAWKIT_DEMO_ACCOUNTS must be 1 or 0, got "yes".']);
    expect(readEnv({ ...GOOD, HOST: '::', PORT: '3000' })).toMatchObject({ host: '::', port: 3000 });
    expect(problemsOf({ ...GOOD, PORT: 'eighty' })).toEqual(['PORT must be a port number, got "eighty".']);
  });
});

describe('demo settings', () => {
  it('npm start is the demo: loopback only, the sandbox gateway, demo accounts, no secrets needed', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      mode: 'demo',
      host: LOOPBACK_HOST,
      publicOrigin: 'http://localhost:8080',
      paymentGateway: 'sandbox',
      demoAccounts: true,
      trustProxy: false,
      jwtSecret: undefined,
      testClock: false,
    });
    expect(LOOPBACK_HOST).toBe('127.0.0.1');
    expect(readEnv({ DRAWKIT_TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(readEnv({ NODE_ENV: 'development' }).mode).toBe('demo');
  });

  it('the demo refuses to listen beyond loopback', () => {
    expect(problemsOf({ HOST: '0.0.0.0' })).toEqual([expect.stringMatching(/^HOST=0.0.0.0: the demo \(npm start\) listens on loopback only.*NODE_ENV=production npm run serve/)]);
    expect(readEnv({ HOST: 'localhost' }).host).toBe('127.0.0.1');
    expect(readEnv({ HOST: '::1' }).host).toBe('::1');
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    for (const value of [undefined, '', 'false', '0']) expect(parseTrustProxy(value)).toEqual({ ok: true, value: false });
  });

  it('takes the proxies\' addresses and CIDR ranges, comma-separated', () => {
    expect(parseTrustProxy('127.0.0.1')).toEqual({ ok: true, value: ['127.0.0.1'] });
    expect(parseTrustProxy(' 10.0.0.0/8, ::1 ,fd00::/8,loopback')).toEqual({ ok: true, value: ['10.0.0.0/8', '::1', 'fd00::/8', 'loopback'] });
  });

  it('refuses true and /0 ranges (anyone could choose their address), hop counts and anything not an address', () => {
    expect(parseTrustProxy('true')).toEqual({ ok: false, problem: expect.stringMatching(/would trust X-Forwarded-For from anyone/) });
    expect(parseTrustProxy('10.0.0.1,0.0.0.0/0')).toEqual({ ok: false, problem: expect.stringMatching(/would trust X-Forwarded-For from anyone/) });
    expect(parseTrustProxy('::/0')).toEqual({ ok: false, problem: expect.stringMatching(/would trust X-Forwarded-For from anyone/) });
    expect(parseTrustProxy('1')).toEqual({ ok: false, problem: expect.stringMatching(/is a hop count/) });
    expect(parseTrustProxy('10.0.0.0/33')).toEqual({ ok: false, problem: expect.stringMatching(/"10.0.0.0\/33" is not one/) });
    expect(parseTrustProxy('proxy.internal,10.0.0.1/x')).toEqual({ ok: false, problem: expect.stringMatching(/"proxy.internal", "10.0.0.1\/x" are not one/) });
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([expect.stringMatching(/^TRUST_PROXY=true would trust/)]);
  });
});

describe('the start message', () => {
  it('the demo says it listens on loopback only and must not be exposed', () => {
    const lines = startMessage(readEnv({}), { shopUrl: 'http://localhost:8080', examplesUrl: 'http://localhost:8081' });
    expect(lines[0]).toBe('Drawkit shop on http://localhost:8080');
    expect(lines[1]).toBe('Partner example on http://localhost:8081');
    expect(lines[2]).toMatch(/^Demo mode: listening on 127.0.0.1 only; the dev mailbox .* shows mail to any account .*do not expose this port. For a public server see README "Production"/);
  });

  it('production says what it turned off: card payments, proxy trust, demo accounts', () => {
    const lines = startMessage(readEnv(GOOD), { shopUrl: GOOD.PUBLIC_ORIGIN, examplesUrl: null });
    expect(lines).toEqual([
      'Drawkit shop on https://shop.example.com (listening on 0.0.0.0:8080)',
      'Production mode: no dev mailbox, test clock, sandbox pages or partner example site.',
      expect.stringMatching(/^Card payments: unavailable .*wallet purchases work\.$/),
      expect.stringMatching(/^Proxy: X-Forwarded-For is not trusted/),
      'Demo accounts: off.',
    ]);
    const withOptions = startMessage(readEnv({ ...GOOD, TRUST_PROXY: '10.0.0.0/8', DRAWKIT_DEMO_ACCOUNTS: '1' }), { shopUrl: GOOD.PUBLIC_ORIGIN, examplesUrl: null });
    expect(withOptions[3]).toBe('Proxy: client addresses come from X-Forwarded-For when the connection is from 10.0.0.0/8 (TRUST_PROXY).');
    expect(withOptions[4]).toMatch(/^Demo accounts: ON \(DRAWKIT_DEMO_ACCOUNTS=1\)/);
  });
});
