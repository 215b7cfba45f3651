import type { ApiMessage, ErrorCode } from '@drawkit/contract';
import { ERROR_CODES } from '@drawkit/contract';
import type { z } from 'zod';
import { ApiFailure } from './ApiFailure';

const CODE_BY_MESSAGE = new Map<string, ErrorCode>(
  (Object.entries(ERROR_CODES) as [ErrorCode, { status: number; message: string }][])
    .filter(([, entry]) => entry.status < 500)
    .map(([code, entry]) => [entry.message, code]),
);

/** A field path as the client names it (camelCase, dotted; array indexes as numbers). */
function fieldName(path: readonly PropertyKey[], prefix: string | undefined): string | undefined {
  const parts = path.map(String);
  const joined = [prefix, ...parts].filter((p) => p !== undefined && p !== '').join('.');
  return joined === '' ? undefined : joined;
}

/**
 * Turns zod issues into 422 messages. Messages the contract's table knows keep their code
 * (required, invalid_email, terms_required); a missing value reads "This field is required";
 * a map key that is not allowed is reported on the map.
 */
export function zodFailure(error: z.ZodError, prefix?: string): ApiFailure {
  const messages: ApiMessage[] = error.issues.slice(0, 20).map((issue) => {
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    // A bad key of a map: say what is wrong with the key, and name the map (not the key as sent).
    const keyIssue = issue.code === 'invalid_key' ? issue.issues[0] : undefined;
    const message = missing ? ERROR_CODES.required.message : (keyIssue?.message ?? issue.message);
    const code = CODE_BY_MESSAGE.get(message) ?? 'validation_failed';
    const field = fieldName(issue.code === 'invalid_key' ? issue.path.slice(0, -1) : issue.path, prefix);
    return { message, code, level: 'error', ...(field === undefined ? {} : { field }) };
  });
  return new ApiFailure('validation_failed', { messages, status: 422 });
}
