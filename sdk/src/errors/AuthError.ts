import type { ApiMessage } from '@drawkit/contract';
import { errorKindOf } from './brand';
import { DrawkitError } from './DrawkitError';

/** A 401/403 the token refresh could not cure; the session has been cleared (shop-core §4, §8). */
export class AuthError extends DrawkitError {
  override readonly name = 'AuthError';
  readonly kind = 'AuthError';
  readonly status: number;
  readonly messages: ApiMessage[];

  constructor(message: string, options: { status?: number; messages?: ApiMessage[]; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status ?? 401;
    this.messages = options.messages ?? [];
  }
}

export function isAuthError(value: unknown): value is AuthError {
  return errorKindOf(value) === 'AuthError';
}
