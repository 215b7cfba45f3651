import type { ApiMessage, PageInfo } from '@drawkit/contract';
import { toSnakeKeys } from '@drawkit/contract';

/** What a route returns: the result plus the envelope's optional parts (camelCase). */
export interface RouteResponse {
  result: unknown;
  status?: number;
  entities?: Record<string, Record<string, unknown>>;
  pageInfo?: PageInfo;
  links?: Record<string, string>;
  messages?: ApiMessage[];
  /** When the answer may change with no write (a listed draw stops selling); cached reads expire then. Not sent. */
  changesAt?: Date | undefined;
}

/** 204: an empty success. */
export const NO_CONTENT = Symbol('no content');
export type RouteOutcome = RouteResponse | typeof NO_CONTENT;

/** The success envelope on the wire, in snake_case. */
export function successBody(response: RouteResponse): unknown {
  const { status: _status, changesAt: _changesAt, ...rest } = response;
  return toSnakeKeys({ ...rest, messages: rest.messages ?? [] });
}

export function failureBody(messages: ApiMessage[]): unknown {
  return { result: null, messages };
}
