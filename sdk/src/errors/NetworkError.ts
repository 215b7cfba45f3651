import { errorKindOf } from './brand';
import { DrawkitError } from './DrawkitError';

/** No answer came back: offline, DNS, connection reset or timeout. Safe to retry. */
export class NetworkError extends DrawkitError {
  override readonly name = 'NetworkError';
  readonly kind = 'NetworkError';
  readonly url: string | undefined;

  constructor(message: string, options: { url?: string | undefined; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.url = options.url;
  }
}

export function isNetworkError(value: unknown): value is NetworkError {
  return errorKindOf(value) === 'NetworkError';
}
