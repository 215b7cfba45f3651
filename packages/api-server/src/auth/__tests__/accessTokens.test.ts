import { describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken, readAccessToken } from '../accessTokens';

const key = new TextEncoder().encode('a test key of a decent length, 32+');
const otherKey = new TextEncoder().encode('another test key, also long enough');
const claims = { customerId: 'cus_1', sessionId: 'ses_1' };

describe('access tokens', () => {
  it('reads a token again as valid until it expires, then as expired, naming its session', async () => {
    const clock = manualClock(new Date('2026-03-11T00:00:00Z'));
    const token = await issueAccessToken(key, claims, clock);
    expect(await readAccessToken(key, token, clock)).toEqual({ claims, expired: false });
    expect(await readAccessToken(key, token, clock)).toEqual({ claims, expired: false });
    clock.advance((ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await readAccessToken(key, token, clock)).toEqual({ claims, expired: false });
    clock.advance(1000);
    expect(await readAccessToken(key, token, clock)).toEqual({ claims, expired: true });
  });

  it('refuses a token read once with its key under another key, and a changed token', async () => {
    const clock = manualClock(new Date('2026-03-11T00:00:00Z'));
    const token = await issueAccessToken(key, claims, clock);
    expect(await readAccessToken(key, token, clock)).not.toBeNull();
    expect(await readAccessToken(otherKey, token, clock)).toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ sub: 'cus_2', sid: 'ses_1', iss: 'drawkit', exp: 9_999_999_999 })).toString('base64url');
    expect(await readAccessToken(key, `${header}.${forged}.${signature}`, clock)).toBeNull();
    expect(await readAccessToken(key, `${header}.${payload}.${signature.slice(0, -2)}AA`, clock)).toBeNull();
  });
});
