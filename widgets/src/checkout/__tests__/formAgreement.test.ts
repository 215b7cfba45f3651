/**
 * The point of issue 13's form rules: for each form, what the widget says of an input and what
 * the server's request schema says of the request the widget would send agree, field by field,
 * message by message. The server's side is parsed as `registerRoute` parses a body.
 */
import { cardInputSchema, loginSchema, securityCodeSchema, signupSchema } from '@drawkit/contract/schemas';
import { validateForm } from '@drawkit/sdk';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CardValues, toCardInput, validateCard, validateStoredCardCode } from '../CardFields';
import { validateSignup, toSignupRequest } from '../SignUpForm';
import type { FormErrors } from '../formRules';

/**
 * The browser loads no zod locale (zod/mini), so a check without its own message would read
 * "Invalid input" there while this test (which loads classic zod, as the server does) reads
 * zod's English: every message a form shows must be the contract's own.
 */
function expectOwnWording(errors: FormErrors): void {
  for (const message of Object.values(errors)) expect(message).not.toMatch(/^(Invalid|Too (big|small)|Expected)/);
}

/** The server's verdict: the first message of each field, as the widget keeps them. */
function serverVerdict(schema: z.core.$ZodType, request: unknown, rename: Record<string, string> = {}): FormErrors {
  const parsed = z.safeParse(schema, request);
  const errors: FormErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'general');
    errors[rename[field] ?? field] ??= issue.message;
  }
  return errors;
}

const SIGNUP = {
  firstname: 'Jo',
  lastname: 'Citizen',
  email: 'jo@example.com',
  password: 'correct horse',
  dateOfBirth: '1990-02-03',
  address: '1 Main St',
  addressLine2: '',
  suburb: 'Brisbane',
  state: 'QLD',
  postcode: '4000',
  country: 'Australia',
};

const signupCases: [string, Partial<typeof SIGNUP>, boolean?][] = [
  ['a complete form', {}],
  ['an email with spaces around it and capitals', { email: '  Jo@Example.COM ' }],
  ['an address line 2', { addressLine2: ' Unit 4 ' }],
  ['an empty email', { email: '' }],
  ['an email without a domain', { email: 'jo@' }],
  ['an email of spaces', { email: '   ' }],
  ['a password of 7 characters', { password: '1234567' }],
  ['a password of exactly 8', { password: '12345678' }],
  ['an empty password', { password: '' }],
  ['a password with a NUL', { password: 'abcdefgh\u0000' }],
  ['an empty first name', { firstname: '  ' }],
  ['a first name of 81 characters', { firstname: 'a'.repeat(81) }],
  ['an address of 201 characters', { address: 'a'.repeat(201) }],
  ['a last name with a control character', { lastname: 'Cit\u0007izen' }],
  ['no date of birth', { dateOfBirth: '' }],
  ['a date of birth that is not a date', { dateOfBirth: '1990-13-40' }],
  ['an empty suburb and state', { suburb: '', state: '' }],
  ['a post code of three digits', { postcode: '400' }],
  ['a post code with letters', { postcode: '40a0' }],
  ['a post code with spaces around it', { postcode: ' 4000 ' }],
  ['an empty post code', { postcode: '' }],
  ['an empty country', { country: '' }],
  ['terms not accepted', {}, false],
  ['everything empty', Object.fromEntries(Object.keys(SIGNUP).map((k) => [k, ''])), false],
];

const CARD: CardValues = { number: '4242 4242 4242 4242', expiry: '12/40', securityCode: '123', holderName: 'Jo Citizen' };

const cardCases: [string, Partial<CardValues>][] = [
  ['a complete card', {}],
  ['a number with dashes', { number: '4242-4242-4242-4242' }],
  ['a number of 11 digits', { number: '4242 4242 424' }],
  ['a number of 20 digits', { number: '4242 4242 4242 4242 4242' }],
  ['a number with a letter', { number: '4242 4242 4242 424x' }],
  ['an empty number', { number: '' }],
  ['an expiry that is not MM/YY', { expiry: '1240' }],
  ['an expiry month 13', { expiry: '13/40' }],
  ['an empty expiry', { expiry: '' }],
  ['a security code of 2 digits', { securityCode: '12' }],
  ['a security code of 4 digits', { securityCode: '1234' }],
  ['a security code with spaces around it', { securityCode: ' 123 ' }],
  ['an empty security code', { securityCode: '' }],
  ["a holder's name of 13 digits", { holderName: '4242424242424' }],
  ["a holder's name with 12 digits", { holderName: 'Flat 12, 3456 7890 12 St' }],
  ["an empty holder's name", { holderName: '  ' }],
  ["a holder's name of 101 characters", { holderName: 'J'.repeat(101) }],
  ['everything empty', { number: '', expiry: '', securityCode: '', holderName: '' }],
];

describe('the widget and the server agree', () => {
  it.each(signupCases)('on the sign-up form: %s', async (_, change, acceptTerms = true) => {
    const values = { ...SIGNUP, ...change };
    const widget = await validateSignup(values, acceptTerms);
    const server = serverVerdict(signupSchema, toSignupRequest(values, acceptTerms, false));
    expect(widget).toEqual(server);
    expectOwnWording(widget);
  });

  it('on the sign-up form, with the spec wording for each kind of failure', async () => {
    const widget = await validateSignup({ ...SIGNUP, email: 'jo@', password: 'short', postcode: '40' }, false);
    expect(widget).toEqual({
      email: 'Please enter a valid email address',
      password: 'Your password must be at least 8 characters long.',
      postcode: 'Please enter a valid post code',
      acceptTerms: 'You must agree to the terms and conditions to proceed.',
    });
    expect(await validateSignup({ ...SIGNUP, firstname: '' }, true)).toEqual({ firstname: 'This field is required' });
  });

  it.each([
    ['good credentials', 'jo@example.com', 'anything'],
    ['an email with spaces around it', ' jo@example.com ', 'anything'],
    ['an empty email', '', 'anything'],
    ['a bad email', 'jo.example.com', 'anything'],
    ['an empty password', 'jo@example.com', ''],
    ['a password of spaces (kept as typed)', 'jo@example.com', '   '],
    ['a password of 201 characters', 'jo@example.com', 'p'.repeat(201)],
    ['both empty', '', ''],
  ])('on the sign-in form: %s', async (_, email, password) => {
    // What SignInForm checks, and what it sends.
    const widget = await validateForm('login', { email, password });
    const server = serverVerdict(loginSchema, { email: email.trim(), password });
    expect(widget).toEqual(server);
    expectOwnWording(widget);
  });

  it.each(cardCases)('on the card form: %s', async (_, change) => {
    const card = { ...CARD, ...change };
    const widget = await validateCard(card, true);
    // The form's MM/YY field is the wire's month and year.
    const server = serverVerdict(cardInputSchema, toCardInput(card), { expiryMonth: 'expiry', expiryYear: 'expiry' });
    expect(Object.keys(widget).sort()).toEqual(Object.keys(server).sort());
    expectOwnWording(widget);
    for (const [field, message] of Object.entries(widget)) {
      if (field !== 'expiry') expect(message, field).toBe(server[field]);
    }
  });

  it.each([['123'], ['1234'], [' 123 '], ['12'], ['12a'], ['']])('on a stored card security code: %j', async (code) => {
    const widget = await validateStoredCardCode(code);
    const server = serverVerdict(z.object({ securityCode: securityCodeSchema }), { securityCode: code.trim() });
    expect(widget).toBe(server['securityCode']);
  });

  it('except where the widget is stricter on purpose: an expiry month already past', async () => {
    const past = { ...CARD, expiry: '01/20' };
    expect(await validateCard(past, true)).toEqual({ expiry: 'Please enter a valid expiry date (MM/YY)' });
    expect(serverVerdict(cardInputSchema, toCardInput(past))).toEqual({});
  });
});
