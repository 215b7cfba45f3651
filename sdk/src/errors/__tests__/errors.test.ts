import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from '../ApiError';
import { AuthError, isAuthError } from '../AuthError';
import { ConfigurationError, isConfigurationError } from '../ConfigurationError';
import { isDrawkitError } from '../DrawkitError';
import { NetworkError, isNetworkError } from '../NetworkError';
import { ValidationError, isValidationError } from '../ValidationError';
import { messagesOf } from '../toDrawkitError';

describe('errors', () => {
  it('each class has a fixed name and keeps its cause', () => {
    const cause = new Error('root');
    const errors = [
      new ApiError({ url: 'u', cause }),
      new NetworkError('offline', { cause }),
      new AuthError('no', { cause }),
      new ValidationError('bad', { cause }),
      new ConfigurationError('set it', { cause }),
    ];
    expect(errors.map((e) => e.name)).toEqual(['ApiError', 'NetworkError', 'AuthError', 'ValidationError', 'ConfigurationError']);
    expect(errors.every((e) => e.cause === cause && e instanceof Error && isDrawkitError(e))).toBe(true);
  });

  it('"status defaults to 500" and the message names the url', () => {
    const error = new ApiError({ url: 'https://shop.test/v2/config' });
    expect(error.status).toBe(500);
    expect(error.message).toBe('The API responded with a 500 error when requesting the following url https://shop.test/v2/config');
    expect(error.code).toBeUndefined();
  });

  it('guards tell the kinds apart', () => {
    const api = new ApiError({ url: 'u', status: 404 });
    expect([isApiError(api), isNetworkError(api), isAuthError(api), isValidationError(api), isConfigurationError(api)]).toEqual([
      true, false, false, false, false,
    ]);
    expect(isDrawkitError(new Error('plain'))).toBe(false);
    expect(isDrawkitError(null)).toBe(false);
  });

  it('guards work across realms: they check the brand, not instanceof', () => {
    // What an ApiError from another iframe's copy of the SDK looks like here.
    const foreign = { name: 'ApiError', message: 'x', [Symbol.for('drawkit.errorKind')]: 'ApiError' };
    expect(foreign instanceof ApiError).toBe(false);
    expect(isApiError(foreign)).toBe(true);
    expect(isDrawkitError(foreign)).toBe(true);
  });

  it('messagesOf prefers the server messages, then the fallback', () => {
    const server = new ApiError({ url: 'u', messages: [{ message: 'Sold out', code: 'offer_unavailable', level: 'error' }] });
    expect(messagesOf(server, 'fallback')).toEqual([{ message: 'Sold out', code: 'offer_unavailable', level: 'error' }]);
    expect(messagesOf(new NetworkError('offline'), 'fallback')[0]?.message).toBe('fallback');
    expect(messagesOf(new NetworkError('offline'))[0]?.message).toBe('offline');
  });
});
