import { describe, expect, it } from 'vitest';
import { ApiError } from '../ApiError';
import { AuthError } from '../AuthError';
import { ConfigurationError } from '../ConfigurationError';
import { NetworkError } from '../NetworkError';
import { errorPageStatus, shouldReportError, toClientErrorStatus } from '../clientErrorStatus';

describe('client error mapping (shop-specialised §8 "Client error mapping by message text")', () => {
  it.each([
    'The request timeout was reached',
    'TypeError: Failed to fetch: network request failed',
    'Load failed',
    'The operation was aborted.',
    'The network connection was lost.',
    'network connection lost',
  ])('"timeout, network request, load, aborted, network connection lost become 408": %s', (message) => {
    expect(toClientErrorStatus(new Error(message))).toBe(408);
  });

  it.each(["Blocked a frame with origin \"https://a.test\" from accessing a cross-origin frame.", 'Illegal invocation'])(
    '"\'blocked a frame\' or \'illegal invocation\' become 418": %s',
    (message) => {
      expect(toClientErrorStatus(new Error(message))).toBe(418);
    },
  );

  it('"otherwise 500"', () => {
    expect(toClientErrorStatus(new Error('Cannot read properties of undefined'))).toBe(500);
    expect(toClientErrorStatus('weird')).toBe(500);
    expect(toClientErrorStatus(null)).toBe(500);
  });

  it('the SDK\'s own network failures map to 408', () => {
    expect(toClientErrorStatus(new NetworkError('The network request failed'))).toBe(408);
    expect(toClientErrorStatus(new NetworkError('The request timeout was reached'))).toBe(408);
  });
});

describe('what is reported', () => {
  it('"408 and 418 are not reported; custom client errors are reported"', () => {
    expect(shouldReportError(new Error('Load failed'))).toBe(false);
    expect(shouldReportError(new Error('Illegal invocation'))).toBe(false);
    expect(shouldReportError(new Error('Cannot read properties of undefined'))).toBe(true);
    expect(shouldReportError(new ConfigurationError('discovery service url is not set'))).toBe(true);
  });

  it('"5xx is reported"; a 4xx the server explained, an auth failure and an abort are not', () => {
    expect(shouldReportError(new ApiError({ status: 502, url: 'u' }))).toBe(true);
    expect(shouldReportError(new ApiError({ status: 404, url: 'u' }))).toBe(false);
    expect(shouldReportError(new ApiError({ status: 404, url: 'u' }), { emptyBody: true })).toBe(true);
    expect(shouldReportError(new AuthError('no'))).toBe(false);
    expect(shouldReportError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
  });
});

describe('"error pages 418, 503, else 500" (shop-core §8)', () => {
  it.each([
    [418, 418],
    [503, 503],
    [500, 500],
    [502, 500],
    [504, 500],
  ])('status %i shows the %i page', (status, page) => {
    expect(errorPageStatus(status)).toBe(page);
  });
});
