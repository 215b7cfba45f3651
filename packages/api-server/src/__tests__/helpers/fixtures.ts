/** Requests and flows the tests share. */
import type { AddCartItemRequest, CardInput, SignupRequest } from '@drawkit/contract';
import { expect } from 'vitest';
import { SANDBOX_CARDS } from '../../payments/sandboxGateway';
import { DEMO_CUSTOMER } from '../../seed/catalogueData';
import type { Session, TestClient } from './testShop';

let counter = 0;
export function uniqueKey(prefix = 'key'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** A complete Super Jackpot game (7 of 1–35 and a Powerball), varied by `seed`. */
export function superJackpotGame(seed = 0): Record<string, number[]> {
  const numbers = Array.from({ length: 7 }, (_, i) => ((seed + i * 5) % 35) + 1).sort((a, b) => a - b);
  return { Numbers: numbers, Powerball: [(seed % 20) + 1] };
}

export function superJackpotItem(overrides: Partial<AddCartItemRequest> = {}, games = 2): AddCartItemRequest {
  return {
    productType: 'lottery_ticket',
    lotteryKey: 'super_jackpot_lottery',
    gameType: 'standard',
    gameOffer: 'super_jackpot_lottery_standard',
    games: Array.from({ length: games }, (_, i) => superJackpotGame(i)),
    numDraws: 1,
    quickpick: false,
    ...overrides,
  };
}

export const SUPER_JACKPOT_GAME_CENTS = 175;

export function card(overrides: Partial<CardInput> = {}): CardInput {
  return {
    number: SANDBOX_CARDS.visa,
    expiryMonth: 12,
    expiryYear: 2030,
    securityCode: '123',
    holderName: 'Test Shopper',
    ...overrides,
  };
}

export function signupRequest(overrides: Partial<SignupRequest> = {}): SignupRequest {
  return {
    email: `${uniqueKey('shopper')}@example.test`,
    password: 'correct horse battery',
    firstname: 'Sam',
    lastname: 'Shopper',
    dateOfBirth: '1990-04-02',
    address: '12 Example Road',
    suburb: 'Fortitude Valley',
    state: 'QLD',
    postcode: '4006',
    country: 'AU',
    acceptTerms: true,
    emailOptIn: false,
    ...overrides,
  };
}

function sessionOf(data: any): Session {
  return {
    accessToken: data.result.accessToken,
    refreshToken: data.result.refreshToken,
    customerToken: data.result.customer.customerToken,
    customerId: data.result.customer.customerId,
  };
}

export async function signUp(client: TestClient, overrides: Partial<SignupRequest> = {}): Promise<Session> {
  const response = await client.call('POST', '/v2/signup', { body: signupRequest(overrides) });
  expect(response.status, response.text).toBe(201);
  return sessionOf(response.data);
}

export async function logIn(client: TestClient, email: string = DEMO_CUSTOMER.email, password: string = DEMO_CUSTOMER.password): Promise<Session> {
  const response = await client.call('POST', '/v2/login', { body: { email, password } });
  expect(response.status, response.text).toBe(200);
  return sessionOf(response.data);
}

export async function balanceOf(client: TestClient, session: Session): Promise<number> {
  const response = await client.call('GET', '/v2/customer', { session });
  expect(response.status, response.text).toBe(200);
  return response.data.result.balance.amount as number;
}

export async function addToCart(client: TestClient, session: Session, item: AddCartItemRequest = superJackpotItem()) {
  const response = await client.call('POST', '/v2/cart/items', { session, body: item });
  expect(response.status, response.text).toBe(200);
  return response.data.result;
}

/** A new access token for the session (as the SDK does after a 401). */
export async function refreshSession(client: TestClient, session: Session): Promise<Session> {
  const response = await client.call('POST', '/v2/refresh', { form: { refresh_token: session.refreshToken } });
  expect(response.status, response.text).toBe(200);
  return { ...session, accessToken: response.data.result.accessToken, refreshToken: response.data.result.refreshToken };
}
