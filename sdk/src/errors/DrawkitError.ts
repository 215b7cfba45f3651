import { ERROR_KIND, errorKindOf, type DrawkitErrorKind } from './brand';

/** The base of every error the SDK throws. Check with `isDrawkitError`, not `instanceof`. */
export abstract class DrawkitError extends Error {
  abstract readonly kind: DrawkitErrorKind;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
  }

  /** The brand read by the guards; defined as a getter so subclasses only declare `kind`. */
  get [ERROR_KIND](): DrawkitErrorKind {
    return this.kind;
  }
}

export function isDrawkitError(value: unknown): value is DrawkitError {
  return errorKindOf(value) !== undefined;
}
