/**
 * How deeply a JSON text nests, found by scanning the text once, iteratively, before anything
 * parses or walks it: a body of `[[[[…` tens of thousands deep would otherwise reach every
 * recursive walk of request data. No request body of the API nests deeper than a few levels.
 */

/** Objects and arrays inside each other, at most; the deepest request body (a cart build: cart_items, games, Numbers) uses 6. */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether `text` opens more than `limit` objects or arrays inside each other. Brackets inside
 * strings are text; malformed JSON is left for the parser to refuse.
 */
export function jsonNestsDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && depth > 0) {
      // Never below zero: stray closers up front cannot buy depth for what follows.
      depth -= 1;
    }
  }
  return false;
}
