import { describe, expect, it } from 'vitest';
import { accountOf, clientOf } from '../signInLimits';

describe('the client and account a limit counts', () => {
  it('takes an IPv4 address as it is, and an IPv4-mapped IPv6 one as its IPv4', () => {
    expect(clientOf({ ip: '203.0.113.9' })).toBe('203.0.113.9');
    expect(clientOf({ ip: '::ffff:203.0.113.9' })).toBe('203.0.113.9');
  });

  it('takes an IPv6 address by its /64, however it is written', () => {
    expect(clientOf({ ip: '2001:db8:1:2:3:4:5:6' })).toBe('2001:db8:1:2::/64');
    expect(clientOf({ ip: '2001:0DB8:0001:0002::9' })).toBe('2001:db8:1:2::/64');
    expect(clientOf({ ip: '2001:db8::1' })).toBe('2001:db8:0:0::/64');
    expect(clientOf({ ip: '::1' })).toBe('0:0:0:0::/64');
  });

  it('takes an account by its email in lower case, trimmed', () => {
    expect(accountOf('  Someone@Example.TEST ')).toBe('someone@example.test');
  });
});
