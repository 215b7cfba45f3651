import type { EventSourceFactory, EventSourceLike } from './drawEventStream';

/** The browser's EventSource as a factory, or undefined where there is none (Node, old browsers). Apart from the stream so a page's first download carries only this. */
export function browserEventSource(): EventSourceFactory | undefined {
  const Source = (globalThis as { EventSource?: new (url: string) => EventSourceLike }).EventSource;
  return Source ? (url) => new Source(url) : undefined;
}
