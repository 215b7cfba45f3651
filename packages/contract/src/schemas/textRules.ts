/**
 * The text rules shared by the server's request schemas and the browser's form checks, written
 * with `zod/mini` (no classic zod here) so a form chunk that validates with them stays small.
 * `text.ts` builds the server's chainable `text()` from the same check.
 */
import * as z from 'zod/mini';
import { REQUIRED_MESSAGE, TEXT_NOT_ALLOWED_MESSAGE, tooLongMessage } from './textMessages';

export { REQUIRED_MESSAGE, TEXT_NOT_ALLOWED_MESSAGE, tooLongMessage } from './textMessages';

/** Cc is exactly C0 (U+0000–U+001F), DEL and C1 (U+0080–U+009F); Cs matches only a surrogate standing alone. */
const NOT_ALLOWED_SINGLE_LINE = /[\p{Cc}\p{Cs}]/u;
/** The same, less tab, line feed and carriage return. */
const NOT_ALLOWED_MULTI_LINE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** Whether `text` holds a character the text schema refuses. */
export function hasCharactersNotAllowed(text: string, options: { lineBreaks?: boolean } = {}): boolean {
  return (options.lineBreaks ? NOT_ALLOWED_MULTI_LINE : NOT_ALLOWED_SINGLE_LINE).test(text);
}

/** The check every free-text field starts with, on the text as sent (before any trim). */
export function allowedCharacters(options: { lineBreaks?: boolean } = {}) {
  return z.refine<string>((value) => !hasCharactersNotAllowed(value, options), TEXT_NOT_ALLOWED_MESSAGE);
}

/** A missing value or one that is not a string reads "This field is required". */
const requiredError = (issue: { code: string }) => (issue.code === 'invalid_type' ? REQUIRED_MESSAGE : undefined);

/** A string whose type failure reads "This field is required" (other checks keep their messages). */
export function textValue() {
  return z.string({ error: requiredError });
}

/** Empty after trimming: "This field is required", and no later check of the field speaks. */
export function filled() {
  return z.minLength(1, { error: REQUIRED_MESSAGE, abort: true });
}

/** At most `max` characters, said in words the form can show (the browser has no zod locale). */
export function atMost(max: number) {
  return z.maxLength(max, tooLongMessage(max));
}

/** Free text: allowed characters only, then the given checks (trim, lengths, patterns). */
export function miniText(...checks: z.core.$ZodCheck<string>[]) {
  return textValue().check(allowedCharacters(), ...checks);
}

/** Required text: trimmed, then at least one character ("This field is required") and at most `max`. */
export function miniRequiredText(max: number) {
  return miniText(z.trim(), filled(), atMost(max));
}
