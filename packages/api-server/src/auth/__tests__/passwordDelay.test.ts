/**
 * Wrong passwords slow the one who sends them (1 s, 2 s, 4 s … up to 5 minutes per account and
 * client) instead of locking the account: a flood from other addresses never stops the owner
 * signing in from an address they signed in from before or with a remembered device.
 */
import { describe, expect, it } from 'vitest';
import { signUp, uniqueKey } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';
import { totpCode } from '../totp';
import { customerWithAuthenticator, freshAddress, login, PASSWORD } from './twoFactorHelpers';

const MINUTE = 60_000;

describe.each(testBackends())('progressive sign-in delays on $name', (backend) => {
  const shop = useTestShop(backend);

  /** Wrong passwords for `email`, one from each of `count` new addresses, a minute apart. */
  async function floodFromOtherAddresses(email: string, count: number): Promise<void> {
    for (let attempt = 1; attempt <= count; attempt += 1) {
      const wrong = await login(shop.client, freshAddress(), { email, password: `guess-${attempt}` });
      expect([401, 429]).toContain(wrong.status);
      shop.clock.advance(MINUTE);
    }
  }

  it("makes one client's wrong passwords wait 1 s, 2 s, 4 s … with 429 and Retry-After, never 423", async () => {
    const email = `${uniqueKey('slowed')}@example.test`;
    await signUp(shop.client, { email });
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const wrong = await login(shop.client, attacker, { email, password: `wrong-${attempt}` });
      expect(wrong.status).toBe(401);
      expect(wrong.json.messages[0].code).toBe('invalid_credentials');
    }
    const waits: number[] = [];
    for (let attempt = 4; attempt <= 8; attempt += 1) {
      expect((await login(shop.client, attacker, { email, password: `wrong-${attempt}` })).status).toBe(401);
      const early = await login(shop.client, attacker, { email, password: PASSWORD });
      expect(early.status).toBe(429);
      expect(early.json.messages[0]).toMatchObject({ code: 'rate_limited', level: 'error' });
      expect(early.json.messages[0].message).toMatch(
        /^Too many incorrect sign-in attempts\. Please wait \d+ seconds? and try again, or reset your password\.$/,
      );
      const seconds = Number(early.headers['retry-after']);
      waits.push(seconds);
      shop.clock.advance(seconds * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    // After its wait, the right password from the same client signs in and clears the count.
    expect((await login(shop.client, attacker, { email, password: PASSWORD })).status).toBe(200);
    expect((await login(shop.client, attacker, { email, password: 'wrong-again' })).status).toBe(401);
    expect((await login(shop.client, attacker, { email, password: PASSWORD })).status).toBe(200);
  });

  it('doubles the wait after each further wrong password, up to 5 minutes', async () => {
    const email = `${uniqueKey('capped')}@example.test`;
    await signUp(shop.client, { email });
    const attacker = freshAddress();
    const waits: number[] = [];
    for (let call = 1; waits.length < 11 && call <= 40; call += 1) {
      const response = await login(shop.client, attacker, { email, password: `wrong-${call}` });
      if (response.status === 429) {
        waits.push(Number(response.headers['retry-after']));
        shop.clock.advance((waits.at(-1) ?? 0) * 1000);
      } else {
        expect(response.status).toBe(401);
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
  });

  it('a flood of wrong passwords from other addresses does not stop the owner at home or on a remembered device', async () => {
    const { email, secret } = await customerWithAuthenticator(shop);
    const home = freshAddress();
    const remembered = await login(shop.client, home, { email, password: PASSWORD, otp: totpCode(secret, shop.clock.now()), rememberDevice: true });
    expect(remembered.status, remembered.text).toBe(200);
    const deviceToken: string = remembered.data.result.deviceToken;

    await floodFromOtherAddresses(email, 40);
    // One address keeps guessing, too: it is slowed down on its own.
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 6; attempt += 1) await login(shop.client, attacker, { email, password: `again-${attempt}` });
    const slowed = await login(shop.client, attacker, { email, password: 'again' });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(4);

    shop.clock.advance(30_000);
    // The flood has the whole account waiting: an address it has never signed in from is held back…
    const stranger = await login(shop.client, freshAddress(), { email, password: PASSWORD, otp: totpCode(secret, shop.clock.now()) });
    expect(stranger.status).toBe(429);
    // …but the owner, from home (where they signed in before), gets straight in.
    const atHome = await login(shop.client, home, { email, password: PASSWORD, otp: totpCode(secret, shop.clock.now()) });
    expect(atHome.status, atHome.text).toBe(200);
    // From a new address with the remembered device token: straight in, no code asked.
    const travelling = await login(shop.client, freshAddress(), { email, password: PASSWORD, deviceToken });
    expect(travelling.status, travelling.text).toBe(200);
  });

  it('an owner on a new address without a remembered device waits at most the account-wide delay', async () => {
    const email = `${uniqueKey('flooded')}@example.test`;
    await signUp(shop.client, { email });
    await floodFromOtherAddresses(email, 30);
    const newAddress = freshAddress();
    const first = await login(shop.client, newAddress, { email, password: PASSWORD });
    expect(first.status).toBe(429);
    const seconds = Number(first.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(300);
    shop.clock.advance(seconds * 1000);
    const afterWait = await login(shop.client, newAddress, { email, password: PASSWORD });
    expect(afterWait.status, afterWait.text).toBe(200);
  });

  it('an unknown email is slowed down exactly like an account, so the answers do not reveal which exist', async () => {
    const known = `${uniqueKey('exists')}@example.test`;
    await signUp(shop.client, { email: known });
    const unknown = `${uniqueKey('nobody')}@example.test`;
    const statuses = async (email: string) => {
      const ip = freshAddress();
      const seen: Array<number | string> = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        const response = await login(shop.client, ip, { email, password: 'not the password' });
        seen.push(response.status, String(response.headers['retry-after'] ?? '-'), response.json.messages[0].code);
      }
      return seen;
    };
    expect(await statuses(unknown)).toEqual(await statuses(known));
  });
});
