/**
 * What a file is, from its first bytes (its "magic number"), never from the name or the type
 * the browser claimed: a renamed script stays a script whatever it is called.
 */
import type { VerificationFileType } from '@drawkit/contract';

const SIGNATURES: readonly { type: VerificationFileType; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "%PDF-"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The accepted type the content shows, or null when it is none of them. */
export function sniffFileType(content: Uint8Array): VerificationFileType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (content.length >= bytes.length && bytes.every((byte, i) => content[i] === byte)) return type;
  }
  return null;
}
