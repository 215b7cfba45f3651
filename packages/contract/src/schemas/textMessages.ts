/** The text rules' messages, apart from any zod so that message-only imports stay tiny. */

/** No spec wording exists for this; it names the problem without echoing the input. */
export const TEXT_NOT_ALLOWED_MESSAGE = 'This field contains characters that are not allowed.';
/** shop-specialised §5, rule "required". */
export const REQUIRED_MESSAGE = 'This field is required';

/**
 * A field longer than its limit. No spec wording exists; said here because the browser loads no
 * zod locale (zod/mini), so without it the form would read "Invalid input" where the server,
 * with classic zod's English messages, reads "Too big: ...".
 */
export function tooLongMessage(max: number): string {
  return `Please enter no more than ${max} characters.`;
}
