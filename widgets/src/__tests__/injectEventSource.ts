/**
 * A browser EventSource for widget tests on the real shop: it opens the shop's own server-sent
 * events route (`GET /v2/draws/events`) through `app.inject`, streamed, and hands each event to
 * its listeners as a browser would. No socket, and the events are the ones the server writes
 * when the draw engine moves a draw (see shopDraws.ts), not hand-made ones.
 *
 * The SDK reads `globalThis.EventSource` when a client is created, so stub it before that:
 * `vi.stubGlobal('EventSource', injectEventSource(shop))`.
 */
import type { TestShop } from '@drawkit/api-server/testing';

type Listener = (event: { data: string }) => void;

export interface InjectEventSourceClass {
  new (url: string): InjectEventSource;
  /** Every source opened so far, oldest first. */
  readonly opened: readonly InjectEventSource[];
}

export interface InjectEventSource {
  readonly url: string;
  /** Resolves once the shop answered the stream's request with its status (0 when closed first). */
  readonly connected: Promise<number>;
  addEventListener(type: string, listener: Listener): void;
  close(): void;
}

/** Splits `buffer` into complete event blocks (`event:`/`data:` lines ended by a blank line). */
function takeBlocks(buffer: string): { blocks: string[]; rest: string } {
  const blocks: string[] = [];
  let rest = buffer;
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    blocks.push(rest.slice(0, end));
    rest = rest.slice(end + 2);
  }
  return { blocks, rest };
}

export function injectEventSource(shop: TestShop): InjectEventSourceClass {
  const opened: InjectEventSource[] = [];
  class Source implements InjectEventSource {
    static readonly opened = opened;
    readonly connected: Promise<number>;
    private readonly listeners = new Map<string, Set<Listener>>();
    private readonly abort = new AbortController();
    private closeResponse: (() => void) | null = null;

    constructor(readonly url: string) {
      opened.push(this);
      // Closed before the shop answered: no status, as a browser's source that never opened.
      this.connected = this.read().catch(() => 0);
    }

    addEventListener(type: string, listener: Listener): void {
      const set = this.listeners.get(type) ?? new Set<Listener>();
      set.add(listener);
      this.listeners.set(type, set);
    }

    close(): void {
      this.abort.abort();
      // Closing the server's response lets the route unsubscribe from the bus, as a dropped connection would.
      this.closeResponse?.();
    }

    private async read(): Promise<number> {
      const url = new URL(this.url);
      const reply = await shop.app.inject({ method: 'GET', url: url.pathname + url.search, payloadAsStream: true, signal: this.abort.signal });
      this.closeResponse = () => reply.raw.res.destroy();
      if (this.abort.signal.aborted) this.closeResponse();
      if (reply.statusCode === 200) void this.dispatchFrom(reply.stream());
      return reply.statusCode;
    }

    private async dispatchFrom(stream: AsyncIterable<Buffer | string>): Promise<void> {
      let buffer = '';
      try {
        for await (const chunk of stream) {
          const { blocks, rest } = takeBlocks(buffer + chunk.toString());
          buffer = rest;
          for (const block of blocks) {
            const type = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data === undefined) continue;
            for (const listener of this.listeners.get(type) ?? []) listener({ data });
          }
        }
      } catch {
        // Closed: a browser's EventSource stops quietly too.
      }
    }
  }
  return Source;
}
