/**
 * Errors are recognised by a brand rather than `instanceof`, so a guard still works when the
 * error crossed an iframe or came from a second copy of the SDK on the page. `Symbol.for`
 * keys live in the registry every realm of the agent shares.
 */
export const ERROR_KIND: unique symbol = /* @__PURE__ */ Symbol.for('drawkit.errorKind') as never;

export type DrawkitErrorKind = 'ApiError' | 'NetworkError' | 'AuthError' | 'ValidationError' | 'ConfigurationError';

export function errorKindOf(value: unknown): DrawkitErrorKind | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const kind: unknown = (value as Record<symbol, unknown>)[ERROR_KIND];
  return typeof kind === 'string' ? (kind as DrawkitErrorKind) : undefined;
}
