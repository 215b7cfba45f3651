/**
 * The one text schema every free-text request field is parsed with. It refuses characters
 * that no person types into a form and that break what lies behind it: NUL (PostgreSQL cannot
 * store it in text or jsonb, so it came back as a 500) and the other control characters
 * (C0, DEL, C1: they hide in logs, mails and HTML), and lone halves of surrogate pairs (they
 * are not text: UTF-8 cannot encode them, so they would be stored as U+FFFD). The rule itself
 * lives in `textRules.ts` (zod/mini), which the form schemas share with the browser.
 */
import { z } from 'zod';
import { allowedCharacters, REQUIRED_MESSAGE } from './textRules';

export { hasCharactersNotAllowed, REQUIRED_MESSAGE, TEXT_NOT_ALLOWED_MESSAGE } from './textRules';

/**
 * A string of text. Chain `.trim()`, `.min()`, `.max()` and the rest after it: the characters
 * are checked first, on the text as sent. A value that is missing or not a string reads
 * "This field is required"; other checks keep their own messages. `lineBreaks` lets a
 * multi-line field keep tab, line feed and carriage return.
 */
export function text(options: { lineBreaks?: boolean } = {}) {
  return z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? REQUIRED_MESSAGE : undefined) })
    .check(allowedCharacters(options));
}

/** Required text: trimmed, then at least one character ("This field is required") and at most `max`. */
export function requiredText(max: number) {
  return text().trim().min(1, REQUIRED_MESSAGE).max(max);
}

/**
 * A password, as sent (never trimmed). It refuses NUL and the other control characters too:
 * scrypt keys HMAC with the password and HMAC pads its key with zero bytes, so "secret" and
 * "secret\0" would be one password; and a control character cannot be typed into a password
 * field, so it would lock its owner out on the next device.
 */
export function passwordText() {
  return text();
}
