import { describe, expect, it } from 'vitest';
import { sniffFileType } from '../sniffFileType';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('sniffFileType', () => {
  it('knows JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xdb, 0))).toBe('image/jpeg');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, whatever it would be called: scripts, HTML, SVG, GIF, a truncated PNG', () => {
    for (const text of ['#!/bin/sh\n', '<html>', '<svg xmlns="http://www.w3.org/2000/svg">', 'GIF89a', '']) {
      expect(sniffFileType(new TextEncoder().encode(text)), text).toBeNull();
    }
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
  });
});
