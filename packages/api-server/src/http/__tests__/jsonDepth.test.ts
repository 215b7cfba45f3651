import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../jsonDepth';

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('the JSON nesting scan', () => {
  it('allows 32 levels of objects and arrays and refuses 33', () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    expect(jsonNestsDeeperThan(arrays(32))).toBe(false);
    expect(jsonNestsDeeperThan(arrays(33))).toBe(true);
    expect(jsonNestsDeeperThan(`${'{"a":'.repeat(33)}1${'}'.repeat(33)}`)).toBe(true);
  });

  it('counts depth, not brackets: siblings do not add up', () => {
    expect(jsonNestsDeeperThan(`[${Array.from({ length: 1_000 }, () => arrays(30)).join(',')}]`)).toBe(false);
  });

  it('reads brackets inside strings as text, escaped quotes and backslashes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '['.repeat(1_000) }))).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: `\\"${'{'.repeat(100)}`, b: '\\' }))).toBe(false);
    // A string that ends in a backslash does not swallow the quote that closes it.
    expect(jsonNestsDeeperThan(`{"a": "\\\\", "b": ${arrays(33)}}`)).toBe(true);
  });

  it('scans 20,000 levels without recursion, and leaves malformed text to the parser', () => {
    expect(jsonNestsDeeperThan(arrays(20_000))).toBe(true);
    expect(jsonNestsDeeperThan('{"a": "unterminated')).toBe(false);
    expect(jsonNestsDeeperThan(']]]]')).toBe(false);
    expect(jsonNestsDeeperThan(`]]]]${arrays(33)}`)).toBe(true);
  });
});
