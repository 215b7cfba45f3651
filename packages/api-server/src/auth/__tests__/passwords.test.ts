import { describe, expect, it } from 'vitest';
import { ageOn } from '../ageOn';
import { hashPassword, verifyPassword } from '../passwords';

describe('password hashes', () => {
  it('salts every hash and verifies only the right password', async () => {
    const a = await hashPassword('drawkit-demo-1', 4);
    const b = await hashPassword('drawkit-demo-1', 4);
    expect(a).not.toBe(b);
    expect(await verifyPassword('drawkit-demo-1', a)).toBe(true);
    expect(await verifyPassword('drawkit-demo-2', a)).toBe(false);
    expect(await verifyPassword('drawkit-demo-1', 'garbage')).toBe(false);
  });

  it('keeps the cost in the stored hash, so a new default leaves old hashes valid', async () => {
    const cheap = await hashPassword('secret', 4);
    expect(cheap.split('$')[1]).toBe('4');
    expect(await verifyPassword('secret', cheap)).toBe(true);
  });
});

describe('age', () => {
  it('counts whole years on the AEST calendar', () => {
    // 2026-03-10T15:00Z is already 11 March in Brisbane.
    const now = new Date('2026-03-10T15:00:00Z');
    expect(ageOn('2008-03-11', now)).toBe(18);
    expect(ageOn('2008-03-12', now)).toBe(17);
  });
});
