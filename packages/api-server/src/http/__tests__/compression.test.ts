import { describe, expect, it } from 'vitest';
import { negotiateCoding } from '../compression';
import { entityTag, matchesIfNoneMatch } from '../entityTags';

describe('content coding negotiation', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %j gives %j', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});

describe('entity tags', () => {
  const hash = 'abcdefghijklmnopqrstuvwxyz0';
  it('tags each coding of one body apart, and any of their tags revalidates the body', () => {
    const tags = [entityTag(hash, null), entityTag(hash, 'br'), entityTag(hash, 'gzip')];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) {
      expect(matchesIfNoneMatch(tag, hash)).toBe(true);
      expect(matchesIfNoneMatch(`W/${tag}`, hash)).toBe(true);
      expect(matchesIfNoneMatch(`"x", ${tag}`, hash)).toBe(true);
    }
    expect(matchesIfNoneMatch('*', hash)).toBe(true);
    expect(matchesIfNoneMatch(entityTag('another-body', 'br'), hash)).toBe(false);
    expect(matchesIfNoneMatch(`"${hash}-zstd"`, hash)).toBe(false);
    expect(matchesIfNoneMatch(hash, hash)).toBe(false);
    expect(matchesIfNoneMatch(undefined, hash)).toBe(false);
  });
});
