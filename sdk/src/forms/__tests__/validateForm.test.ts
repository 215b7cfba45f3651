import { describe, expect, it } from 'vitest';
import { validateForm } from '../validateForm';

describe('validateForm', () => {
  it('answers the first message of each failed field, in the spec wording, and nothing for a valid form', async () => {
    expect(await validateForm('login', { email: 'jo@example.com', password: 'x' })).toEqual({});
    expect(await validateForm('login', { email: 'jo@', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'This field is required',
    });
    expect(await validateForm('forgotPassword', { email: '  ' })).toEqual({ email: 'This field is required' });
    expect(await validateForm('newPassword', { password: 'short' })).toEqual({
      password: 'Your password must be at least 8 characters long.',
    });
  });

  it('judges a value of the wrong type as the server does', async () => {
    const untyped = { email: 42, password: null } as unknown as { email: string; password: string };
    expect(await validateForm('login', untyped)).toEqual({ email: 'This field is required', password: 'This field is required' });
  });
});
