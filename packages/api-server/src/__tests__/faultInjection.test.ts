import { describe, expect, it } from 'vitest';
import { faultPoints, injectFault } from '../faultInjection';

// That a named point really kills the process is src/__tests__/crashAfterCharge.test.ts.
describe('DRAWKIT_FAULT_INJECTION', () => {
  it('names the points to crash at, and refuses an unknown one so a typo cannot pass a crash test', () => {
    expect(faultPoints({ DRAWKIT_FAULT_INJECTION: ' crash-after-charge ,' })).toEqual(['crash-after-charge']);
    expect(faultPoints({})).toEqual([]);
    expect(() => faultPoints({ DRAWKIT_FAULT_INJECTION: 'crash-after-chrage' })).toThrow(/unknown fault point crash-after-chrage/);
  });

  it('does nothing in production', () => {
    const production = { NODE_ENV: 'production', DRAWKIT_FAULT_INJECTION: 'crash-after-charge' };
    expect(faultPoints(production)).toEqual([]);
    // Would SIGKILL this test worker outside production; reaching the end of the test is the check.
    injectFault('crash-after-charge', production);
  });
});
