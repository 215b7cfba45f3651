/**
 * What the story recorder writes (recordAnswers.ts) and the story handlers answer from
 * (replayHandlers.ts): the calls a scenario made on the real shop, in order, with the shop's
 * answers as it sent them. Nothing here is written by hand: `npm run stories:record` makes it.
 */
import type { ApiMessage, RouteName } from '@drawkit/contract';

/** A call as the SDK sent it and the real shop answered it. */
export interface RecordedCall {
  /** The contract route the call went to (`discover` for discovery). */
  route: RouteName | 'discover';
  /** `METHOD /path?query` as sent, ids replaced (see recordAnswers.ts). */
  key: string;
  /** The body sent, parsed (JSON in snake_case, or form fields); null when none. */
  body: unknown;
  status: number;
  /** The answer's JSON as the shop sent it (snake_case envelope); null when it had no body. */
  answer: WireEnvelope | null;
}

/** The envelope on the wire: snake_case, read by the SDK as `Envelope<T>` or a failure. */
export interface WireEnvelope {
  result: unknown;
  messages?: ApiMessage[];
  [key: string]: unknown;
}

/** One scenario's calls: a file in answers/. */
export interface Recording {
  scenario: string;
  /** The shop's clock when it answered: stories run at this time (storyClock.ts). */
  recordedAt: string;
  /** The origin discovery named: the stories' client talks to it and MSW answers for it. */
  origin: string;
  appKey: string;
  calls: RecordedCall[];
}
