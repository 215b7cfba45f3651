/**
 * Daily Winners members on the real shop, made through its own API as a shopper becomes one
 * (the API tests' way, packages/api-server/src/membership/__tests__): joining with
 * `PUT /v2/membership`, Premium bought through the cart, pending-deposit for a new customer who
 * has not deposited yet.
 */
import { logIn, type TestShop } from '@drawkit/api-server/testing';
import { expect } from 'vitest';
import { newCustomer } from './realShop';
import { buyAs } from './shopDraws';

/** The seeded free-tier member (membershipSeeds.ts): monthly and major entries locked until unlocked. */
export const MEMBER_EMAIL = 'demo-member@drawkit.test';

/** The seeded Premium membership as a cart item: one month, $5.00 (membership/programConfig.ts). */
const PREMIUM_ITEM = {
  productType: 'membership',
  lotteryKey: 'daily_winners_membership',
  membershipProgram: 'daily_winners',
  membershipOffer: 'daily_winners_premium',
} as const;

/** Joins the programme on the free tier; with a wallet of $10.00 or more, a member at once. */
export async function joinAs(shop: TestShop, email: string, password?: string): Promise<string> {
  const session = await logIn(shop.client, email, password);
  const joined = await shop.client.call('PUT', '/v2/membership', { session, body: { membershipProgram: 'daily_winners', membershipStatus: 'member' } });
  expect(joined.status, joined.text).toBe(200);
  return joined.data.result.membershipStatus;
}

/** A seeded demo customer (a $50.00 wallet) made a Premium member by buying a month of Premium. */
export async function premiumMember(shop: TestShop, email: string): Promise<void> {
  await buyAs(shop, email, [PREMIUM_ITEM]);
}

/** A new customer who joined with an empty wallet: pending-deposit until a $10.00 deposit. */
export async function pendingDepositCustomer(shop: TestShop): Promise<{ email: string; password: string }> {
  const customer = await newCustomer(shop);
  expect(await joinAs(shop, customer.email, customer.password)).toBe('pending-deposit');
  return customer;
}
