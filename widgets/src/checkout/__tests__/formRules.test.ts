import { describe, expect, it } from 'vitest';
import type { ApiMessage } from '@drawkit/sdk';
import { validateCard } from '../CardFields';
import { FORM_MESSAGES, groupServerMessages, validExpiry } from '../formRules';
import { validateSignup } from '../SignUpForm';

const card = { number: '4242 4242 4242 4242', expiry: '12/40', securityCode: '123', holderName: 'Jo Citizen' };
const holderError = async (holderName: string) => (await validateCard({ ...card, holderName }, true))['holderName'];
const signup = {
  firstname: 'Jo',
  lastname: 'Citizen',
  email: 'demo@drawkit.test',
  password: 'long enough',
  dateOfBirth: '1990-01-01',
  address: '1 Main St',
  addressLine2: '',
  suburb: 'Brisbane',
  state: 'QLD',
  postcode: '4000',
  country: 'Australia',
};
const signupError = async (field: 'email' | 'postcode', value: string) => (await validateSignup({ ...signup, [field]: value }, true))[field];

const message = (text: string, field?: string): ApiMessage => ({ message: text, code: 'x', level: 'error', ...(field ? { field } : {}) });

describe('form rules', () => {
  it("accepts a card holder's name with 12 digits and rejects one with 13", async () => {
    expect(await holderError('Flat 12, 3456 7890 12 St')).toBeUndefined(); // 12 digits
    expect(await holderError('4242424242424')).toBe("Please enter the card holder's name."); // 13 digits
    expect(await holderError('  ')).toBe('This field is required');
  });

  it('words email and post code failures as the spec does', async () => {
    expect(await signupError('email', '')).toBe(FORM_MESSAGES.required);
    expect(await signupError('email', 'a@b')).toBe('Please enter a valid email address');
    expect(await signupError('email', 'demo@drawkit.test')).toBeUndefined();
    expect(await signupError('postcode', '400')).toBe('Please enter a valid post code');
    expect(await signupError('postcode', '4000')).toBeUndefined();
  });

  it('takes expiry as MM/YY and refuses a month already past', () => {
    const today = new Date(2026, 10, 15); // November 2026
    expect(validExpiry('11/26', today)).toBeUndefined();
    expect(validExpiry('10/26', today)).toBe(FORM_MESSAGES.expiry);
    expect(validExpiry('13/30', today)).toBe(FORM_MESSAGES.expiry);
    expect(validExpiry('1/30', today)).toBeUndefined();
  });

  it('groups server messages by field, snake_case or not, the rest under general', () => {
    const grouped = groupServerMessages(
      [
        message('Please enter a valid date of birth', 'date_of_birth'),
        message('An account with this email address already exists.', 'email'),
        message('Something else.'),
        message('And another.'),
        message('Unknown field.', 'favourite_colour'),
      ],
      ['email', 'dateOfBirth'],
    );
    expect(grouped).toEqual({
      dateOfBirth: 'Please enter a valid date of birth',
      email: 'An account with this email address already exists.',
      general: 'Something else.',
    });
  });
});
