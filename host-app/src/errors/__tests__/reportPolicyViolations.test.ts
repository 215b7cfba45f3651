import { describe, expect, it, vi } from 'vitest';
import { reportPolicyViolations } from '../reportPolicyViolations';

function violation(fields: Partial<SecurityPolicyViolationEvent>): Event {
  return Object.assign(new Event('securitypolicyviolation'), {
    effectiveDirective: 'script-src-elem',
    blockedURI: 'https://evil.example/x.js',
    sourceFile: 'https://shop.example/assets/main.js',
    documentURI: 'https://shop.example/cart',
    ...fields,
  });
}

describe('reportPolicyViolations', () => {
  it('reports each distinct violation once, with the page it happened on', () => {
    const target = new EventTarget();
    const report = vi.fn();
    reportPolicyViolations(target, report);
    target.dispatchEvent(violation({}));
    target.dispatchEvent(violation({}));
    target.dispatchEvent(violation({ effectiveDirective: 'style-src-attr', blockedURI: 'inline' }));
    target.dispatchEvent(violation({ effectiveDirective: 'style-src-attr', blockedURI: 'inline' }));
    expect(report.mock.calls.map(([error, details]) => [(error as Error).message, details])).toEqual([
      ['Content-Security-Policy: script-src-elem blocked https://evil.example/x.js', { url: 'https://shop.example/cart' }],
      ['Content-Security-Policy: style-src-attr blocked inline', { url: 'https://shop.example/cart' }],
    ]);
  });

  it('ignores violations from browser extensions', () => {
    const target = new EventTarget();
    const report = vi.fn();
    reportPolicyViolations(target, report);
    target.dispatchEvent(violation({ sourceFile: 'chrome-extension://abcdef/content.js' }));
    target.dispatchEvent(violation({ blockedURI: 'moz-extension://1234/inject.js' }));
    target.dispatchEvent(violation({ sourceFile: 'safari-web-extension://x/y.js' }));
    expect(report).not.toHaveBeenCalled();
  });

  it('stops listening when told, and survives a reporter that throws', () => {
    const target = new EventTarget();
    const report = vi.fn(() => {
      throw new Error('reporter down');
    });
    const stop = reportPolicyViolations(target, report);
    expect(() => target.dispatchEvent(violation({}))).not.toThrow();
    stop();
    target.dispatchEvent(violation({ blockedURI: 'https://other.example/y.js' }));
    expect(report).toHaveBeenCalledTimes(1);
  });
});
