import { discoveryRequestUrl } from '@drawkit/contract';
import type { DrawkitConfig } from '../clientTypes';

/**
 * Discovery answers asked for ahead of their client, by the URL they were asked at (the app key is
 * in it). A page holds one or two; each is handed out once.
 */
const started = new Map<string, Promise<Response>>();

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
  if (!config.appKey || !config.discoveryUrl) return; // the client itself says what is missing
  try {
    // The URL as the client's own request spells it (`https://shop.test?` → `https://shop.test/?`).
    const request = new Request(discoveryRequestUrl(config.discoveryUrl, config.appKey));
    if (started.has(request.url)) return;
    // No header of its own: a page on another origin sends it without a CORS preflight.
    const answer = (config.fetch ?? globalThis.fetch)(request);
    answer.catch(() => undefined); // not unhandled: the client that reads it asks again
    started.set(request.url, answer);
  } catch {
    // No request can be made to that URL: the client asks itself, and says what is wrong.
  }
}

/**
 * The started answer this request may read instead of sending: only a request of the same
 * discovery URL with the same app key (no other call is sent there), and each started answer once.
 */
export function takeStartedDiscovery(request: Request): Promise<Response> | undefined {
  const answer = started.get(request.url);
  started.delete(request.url);
  return answer;
}
