import { errorKindOf } from './brand';
import { DrawkitError } from './DrawkitError';

/** The client was set up wrongly; the message says what to change. */
export class ConfigurationError extends DrawkitError {
  override readonly name = 'ConfigurationError';
  readonly kind = 'ConfigurationError';
}

export function isConfigurationError(value: unknown): value is ConfigurationError {
  return errorKindOf(value) === 'ConfigurationError';
}
