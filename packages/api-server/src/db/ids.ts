import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A new row id (a UUID: letters, digits and hyphens, as stored ids must be). */
export function newId(): string {
  return randomUUID();
}

/** An unguessable token in base64url (letters, digits, '-' and '_'). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
