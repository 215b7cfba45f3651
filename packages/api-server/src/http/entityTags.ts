/**
 * Strong entity tags for API answers: a hash of the JSON body, with the content coding appended
 * for a compressed copy (`"<hash>-br"`), since a strong tag names one exact byte sequence. A
 * client that kept any copy's tag revalidates against the same body, whatever it now accepts.
 */
import { createHash } from 'node:crypto';
import type { ContentCoding } from './compression';

const SUFFIX: Record<ContentCoding, string> = { br: '-br', gzip: '-gz' };

/** The hash part of the tags of this body. */
export function bodyHash(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 27);
}

export function entityTag(hash: string, coding: ContentCoding | null): string {
  return `"${hash}${coding ? SUFFIX[coding] : ''}"`;
}

/**
 * Whether `If-None-Match` names this body (weak comparison, RFC 9110 §13.1.2): `*`, or a listed
 * tag whose hash is this body's, with or without `W/` and a coding suffix.
 */
export function matchesIfNoneMatch(header: string | string[] | undefined, hash: string): boolean {
  if (header === undefined) return false;
  const list = Array.isArray(header) ? header.join(',') : header;
  if (list.trim() === '*') return true;
  for (const raw of list.split(',')) {
    const tag = /^\s*(?:W\/)?"([^"]*)"\s*$/.exec(raw)?.[1];
    if (tag === undefined) continue;
    if (tag === hash || tag === `${hash}${SUFFIX.br}` || tag === `${hash}${SUFFIX.gzip}`) return true;
  }
  return false;
}
