import { HEADERS } from '@drawkit/contract';
import type { DrawkitConfig } from '../clientTypes';

/**
 * Discovery answers asked for ahead of their client, by app key and URL. A page holds one or two;
 * each is handed out once.
 */
const started = new Map<string, Promise<Response>>();

/** The URL as a Request would spell it (`https://shop.test` → `https://shop.test/`), or null when it is not absolute. */
function absoluteUrl(url: string): string | null {
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

const keyOf = (url: string, appKey: string): string => `${appKey} ${url}`;

/**
 * Asks for discovery (shop-core §7 "Startup": the first call of every client) now, before the
 * client exists, so that it is under way while a page script is still evaluating and rendering.
 * The call layer's requests leave only once the script's synchronous work is done; this one leaves
 * at once. A client created later with the same `discoveryUrl` and `appKey` reads this answer as
 * its own discovery (through its hooks, like any other answer) instead of asking again; a failed
 * request is asked again by the client the usual way. Nothing happens without both settings, or
 * when the same discovery has already been started and not yet read.
 */
export function startDiscovery(config: Pick<DrawkitConfig, 'discoveryUrl' | 'appKey' | 'fetch'>): void {
  const url = absoluteUrl(config.discoveryUrl);
  if (!url || !config.appKey) return; // the client itself says what is missing
  const key = keyOf(url, config.appKey);
  if (started.has(key)) return;
  let answer: Promise<Response>;
  try {
    answer = (config.fetch ?? globalThis.fetch)(url, { method: 'GET', headers: { [HEADERS.appKey]: config.appKey } });
  } catch {
    return;
  }
  answer.catch(() => undefined); // not unhandled: the client that reads it asks again
  started.set(key, answer);
}

/**
 * The started answer this request of a client with `appKey` may read instead of sending: only a
 * GET of the same discovery URL with the same app key, and each started answer once.
 */
export function takeStartedDiscovery(request: Request, appKey: string): Promise<Response> | undefined {
  if (started.size === 0 || request.method !== 'GET') return undefined;
  const key = keyOf(request.url, appKey);
  const answer = started.get(key);
  started.delete(key);
  return answer;
}
