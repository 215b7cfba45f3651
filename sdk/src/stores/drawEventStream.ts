/**
 * One server-sent events stream per client for live results (`GET /v2/draws/events`), opened
 * on the first subscription and closed after the last. EventSource cannot send headers, so the
 * app key goes in the query (`app_key`); the server checks it against the page's origin. Where
 * there is no EventSource (Node, old browsers) subscribing does nothing: results still load.
 */
import type { DrawCompletedEvent } from '@drawkit/contract';
import { DRAW_COMPLETED_EVENT, DRAW_EVENTS_PATH, toCamelKeys } from '@drawkit/contract';

/** The part of the DOM's EventSource the stream uses (tests pass a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface DrawEventStream {
  subscribe(listener: (event: DrawCompletedEvent) => void): () => void;
}

function parse(data: unknown): DrawCompletedEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = toCamelKeys(JSON.parse(data)) as Partial<DrawCompletedEvent>;
    return typeof event.productOfferKey === 'string' && typeof event.drawNo === 'number' ? (event as DrawCompletedEvent) : null;
  } catch {
    return null;
  }
}

export function createDrawEventStream(options: {
  /** The main API's base URL (from discovery), e.g. `http://localhost:8080/v2`. */
  mainUrl: () => Promise<string>;
  appKey: string;
  factory: EventSourceFactory | undefined;
}): DrawEventStream {
  const listeners = new Set<(event: DrawCompletedEvent) => void>();
  let source: EventSourceLike | null = null;
  let opening: Promise<void> | null = null;

  function open(): void {
    if (source || opening || !options.factory) return;
    const factory = options.factory;
    opening = options
      .mainUrl()
      .then((base) => {
        // Everyone may have left while discovery answered.
        if (listeners.size === 0) return;
        const url = `${base.replace(/\/+$/, '')}${DRAW_EVENTS_PATH}?app_key=${encodeURIComponent(options.appKey)}`;
        source = factory(url);
        source.addEventListener(DRAW_COMPLETED_EVENT, (message) => {
          const event = parse(message.data);
          if (event) for (const listener of [...listeners]) listener(event);
        });
      })
      .catch(() => undefined)
      .finally(() => {
        opening = null;
      });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      open();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && source) {
          source.close();
          source = null;
        }
      };
    },
  };
}
