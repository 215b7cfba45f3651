/** Flows the sign-in tests share: customers with two-factor, codes from the outbox or the secret. */
import { expect } from 'vitest';
import { signUp, uniqueKey } from '../../__tests__/helpers/fixtures';
import type { Session, TestClient, TestShop } from '../../__tests__/helpers/testShop';
import { recentMail } from '../../mail/outbox';
import { totpCode } from '../totp';

export const PASSWORD = 'correct horse battery';

let address = 0;
/** A client address of its own, so one test's calls do not drain another's rate limit. */
export function freshAddress(): string {
  address += 1;
  return `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

export interface TwoFactorCustomer {
  email: string;
  session: Session;
  secret?: string;
}

/** Signs up, then turns on two-factor by authenticator through the set-up calls. */
export async function customerWithAuthenticator(shop: TestShop): Promise<Required<TwoFactorCustomer>> {
  const email = `${uniqueKey('totp')}@example.test`;
  const session = await signUp(shop.client, { email });
  const begin = await shop.client.call('POST', '/v2/customer/two-factor-auth/authenticator', { session });
  expect(begin.status, begin.text).toBe(200);
  const secret: string = begin.data.result.secret;
  const confirm = await shop.client.call('POST', '/v2/customer/two-factor-auth/authenticator/confirm', {
    session,
    body: { code: totpCode(secret, shop.clock.now()) },
  });
  expect(confirm.status, confirm.text).toBe(200);
  // The set-up code's time step is spent; sign-ins in the tests use the next one.
  shop.clock.advance(30_000);
  return { email, session, secret };
}

export async function customerWithEmailCodes(shop: TestShop): Promise<TwoFactorCustomer> {
  const email = `${uniqueKey('mailcode')}@example.test`;
  const session = await signUp(shop.client, { email });
  const enable = await shop.client.call('POST', '/v2/customer/two-factor-auth/email', { session });
  expect(enable.status, enable.text).toBe(200);
  return { email, session };
}

/** The code in the newest two-factor mail to `email`. */
export async function latestEmailCode(shop: TestShop, email: string): Promise<string> {
  const [mail] = await recentMail(shop.database.db, { to: email, kind: 'two_factor_code', limit: 1 });
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No two-factor mail for ${email}`);
  return code;
}

export async function mailCount(shop: TestShop, email: string): Promise<number> {
  return (await recentMail(shop.database.db, { to: email, kind: 'two_factor_code', limit: 200 })).length;
}

export function login(client: TestClient, remoteAddress: string, body: Record<string, unknown>) {
  return client.call('POST', '/v2/login', { body, remoteAddress });
}
