import type { ApiMessage } from '@drawkit/contract';
import { errorKindOf } from './brand';
import { DrawkitError } from './DrawkitError';

/** Input the SDK refused before sending anything; `messages` name the fields. */
export class ValidationError extends DrawkitError {
  override readonly name = 'ValidationError';
  readonly kind = 'ValidationError';
  readonly messages: ApiMessage[];

  constructor(message: string, options: { messages?: ApiMessage[]; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.messages = options.messages ?? [{ message, code: 'validation_failed', level: 'error' }];
  }
}

export function isValidationError(value: unknown): value is ValidationError {
  return errorKindOf(value) === 'ValidationError';
}
