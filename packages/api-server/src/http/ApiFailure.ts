import type { ApiMessage, ErrorCode } from '@drawkit/contract';
import { ERROR_CODES } from '@drawkit/contract';

/**
 * An expected failure a route answers with: an error code from the contract's table (which
 * gives the status and the default wording), optionally a more specific message and field.
 */
export class ApiFailure extends Error {
  readonly status: number;
  readonly messages: ApiMessage[];

  constructor(
    readonly code: ErrorCode,
    options: { message?: string; field?: string; status?: number; messages?: ApiMessage[] } = {},
  ) {
    const entry = ERROR_CODES[code];
    const message = options.message ?? entry.message;
    super(message);
    this.name = 'ApiFailure';
    this.status = options.status ?? entry.status;
    this.messages = options.messages ?? [
      { message, code, level: 'error', ...(options.field === undefined ? {} : { field: options.field }) },
    ];
  }
}

export function fail(code: ErrorCode, options?: ConstructorParameters<typeof ApiFailure>[1]): never {
  throw new ApiFailure(code, options);
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure;
}
