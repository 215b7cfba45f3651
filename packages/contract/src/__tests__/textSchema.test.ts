import { describe, expect, it } from 'vitest';
import { loginSchema, signupSchema } from '../schemas';
import { hasCharactersNotAllowed, passwordText, requiredText, text, TEXT_NOT_ALLOWED_MESSAGE } from '../schemas/text';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('the text schema', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a C0 control', 'a\u0007'],
    ['escape', '\u001b[2J'],
    ['line feed', 'a\nb'],
    ['tab', 'a\tb'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085'],
    ['the last C1 control', '\u009f'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udfffb'],
  ])('refuses %s in a single-line field with one clear message', (_, value) => {
    const result = text().safeParse(value);
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual([TEXT_NOT_ALLOWED_MESSAGE]);
  });

  it('keeps letters of every script, emoji (surrogate pairs), no-break spaces and symbols', () => {
    for (const value of ['Zoë Ñúñez', '王小明', 'Ōtautahi', '\u{1F600}\u{1F389}', 'a\u00a0b', '<b>&amp;</b>', "O'Brien-Smith"]) {
      expect(text().safeParse(value).success, value).toBe(true);
    }
  });

  it('lets a multi-line field keep tab, line feed and carriage return, and nothing else', () => {
    expect(hasCharactersNotAllowed('line one\r\nline\ttwo', { lineBreaks: true })).toBe(false);
    expect(hasCharactersNotAllowed('line one\r\nline two')).toBe(true);
    for (const value of ['a\u0000', 'a\u000b', 'a\u000c', 'a\u007f', 'a\u0085', 'a\ud800']) {
      expect(hasCharactersNotAllowed(value, { lineBreaks: true }), JSON.stringify(value)).toBe(true);
    }
  });

  it('checks the text as sent, before trimming', () => {
    expect(requiredText(80).safeParse(' Sam\n').success).toBe(false);
    expect(requiredText(80).safeParse('  Sam  ')).toEqual({ success: true, data: 'Sam' });
  });

  it('says "This field is required" for a missing or non-text value, and the limit for a long one', () => {
    expect(messagesOf(requiredText(5).safeParse(undefined))).toEqual(['This field is required']);
    expect(messagesOf(requiredText(5).safeParse(42))).toEqual(['This field is required']);
    expect(messagesOf(requiredText(5).safeParse('   '))).toEqual(['This field is required']);
    const long = messagesOf(requiredText(5).safeParse('abcdefgh'));
    expect(long).toHaveLength(1);
    expect(long[0]).not.toBe('This field is required');
  });

  it('refuses NUL in a password: scrypt would hash "secret" and "secret\\0" alike', () => {
    expect(messagesOf(passwordText().safeParse('correct horse\u0000'))).toEqual([TEXT_NOT_ALLOWED_MESSAGE]);
    // Passwords are never trimmed: spaces at either end are part of them.
    expect(passwordText().safeParse(' spaced out ')).toEqual({ success: true, data: ' spaced out ' });
  });
});

describe('request schemas use it', () => {
  const signup = {
    email: 'sam@example.test',
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
  };

  it('names the field, map keys included', () => {
    for (const [field, value] of [
      ['firstname', 'Sam\u0000'],
      ['addressLine2', 'Unit\u00854'],
      ['password', 'correct horse battery\u0000'],
      ['metadata', { 'so\u0000urce': 'ad' }],
      ['metadata', { source: 'ad\ud800' }],
    ] as const) {
      const result = signupSchema.safeParse({ ...signup, [field]: value });
      expect(result.success, field).toBe(false);
      const issue = result.error!.issues[0]!;
      expect(issue.path[0]).toBe(field);
    }
  });

  it('keeps the spec wording for an email address with a control character', () => {
    const result = loginSchema.safeParse({ email: 'sam@example.test\u0000', password: 'x' });
    expect(messagesOf(result)).toEqual(['Please enter a valid email address']);
  });
});
