/** Message levels carried in `messages` (shop-specialised §8: icon follows level). */
export type MessageLevel = 'error' | 'warning' | 'info' | 'success';

/** One server message: failures carry `messages: [{message, code, level}]`. `field` names the input it is about. */
export interface ApiMessage {
  message: string;
  code: string;
  level: MessageLevel;
  field?: string;
}

export interface PageInfo {
  limit: number;
  offset: number;
  total: number;
}

/**
 * The response envelope (shop-core §7): `{result, page_info, links, messages, entities}` on the
 * wire in snake_case; the SDK reads it in camelCase.
 */
export interface Envelope<T> {
  result: T;
  pageInfo?: PageInfo;
  links?: Record<string, string>;
  messages?: ApiMessage[];
  entities?: Record<string, Record<string, unknown>>;
}

/** A failure body: `result` is null and `messages` holds at least one error. */
export interface ErrorEnvelope {
  result: null;
  messages: ApiMessage[];
}
