import type { ApiMessage } from '@drawkit/contract';
import { errorKindOf } from './brand';
import { DrawkitError } from './DrawkitError';

export interface ApiErrorOptions {
  /** HTTP status; 500 when unknown. */
  status?: number | undefined;
  messages?: ApiMessage[] | undefined;
  /** The URL that was requested, named in the fallback message. */
  url: string;
  /** Overrides the message otherwise taken from `messages`. */
  message?: string | undefined;
  cause?: unknown;
}

/** The API answered with a failure (shop-core §8). */
export class ApiError extends DrawkitError {
  override readonly name = 'ApiError';
  readonly kind = 'ApiError';
  readonly status: number;
  readonly messages: ApiMessage[];
  /** The first server message's code, when there is one. */
  readonly code: string | undefined;
  readonly url: string;

  constructor(options: ApiErrorOptions) {
    const status = options.status ?? 500;
    const messages = options.messages ?? [];
    super(
      options.message ??
        messages[0]?.message ??
        `The API responded with a ${status} error when requesting the following url ${options.url}`,
      { cause: options.cause },
    );
    this.status = status;
    this.messages = messages;
    this.code = messages[0]?.code;
    this.url = options.url;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return errorKindOf(value) === 'ApiError';
}
