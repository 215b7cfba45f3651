// A round trip's latency put on every request to the shop, for real: an HTTP proxy that holds each
// request half the round trip before passing it on and each answer half the round trip before
// sending it back. Chromium's own network emulation (DevTools' `latency`) does not delay a CORS
// preflight, and Playwright's request routing answers preflights itself; a page behind this proxy
// pays for every request it sends, preflights included, as it would over a slow link. Nothing here
// limits bandwidth. The shop must know the proxy as its public origin (withDemoServer's
// `publicOrigin`), so that the pages and discovery's service URLs lead back through it.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Listens on `port` (127.0.0.1) and passes requests to `target` (`http://127.0.0.1:PORT`), each way
 * `rttMs / 2` late. `scripts()`, when given, names a folder whose `/drawkit-*.js` files are served in
 * place of the shop's (a build to compare), read at each request.
 */
export async function startLatencyProxy({ port, target, rttMs, scripts }) {
  const upstream = new URL(target);
  const half = rttMs / 2;
  const server = http.createServer(async (request, response) => {
    await sleep(half);
    const name = path.posix.basename(request.url.split('?')[0]);
    const folder = scripts?.();
    if (folder && /^drawkit-[^/]*\.js$/.test(name) && existsSync(path.join(folder, name))) {
      const body = readFileSync(path.join(folder, name));
      await sleep(half);
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'no-cache' });
      response.end(body);
      return;
    }
    const passed = http.request({ host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers: request.headers }, async (answer) => {
      // The answer's first bytes half a round trip late, the rest as they come (an event stream stays a stream).
      answer.pause();
      // A stream cut off at either end (an event stream when its page closes) ends the other.
      answer.on('error', () => response.destroy());
      response.on('close', () => answer.destroy());
      await sleep(half);
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    passed.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(passed);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
