/** A protocol event: its method, parameters and, for a page's, the session. */
export interface CdpEvent {
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
}

export interface CdpBrowser {
  /** The browser's profile folder (removed by `close`). */
  profile: string;
  send(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<Record<string, unknown>>;
  onEvent(listener: (event: CdpEvent) => void): () => void;
  close(): Promise<void>;
}

/** Headless Chromium over the DevTools protocol through a pipe, with no agent switched on. */
export function launchCdpBrowser(): Promise<CdpBrowser>;

/** A page in a fresh browser context: its session id and a disposer. */
export function openFreshPage(browser: CdpBrowser): Promise<{ sessionId: string; dispose(): Promise<unknown> }>;

/** `expression`'s value in the page (a promise is awaited); an exception rejects. */
export function evaluate(browser: CdpBrowser, sessionId: string, expression: string): Promise<unknown>;
