// Chromium driven over the DevTools protocol with nothing switched on but what a measurement
// asks for. Playwright enables its Network, Runtime and Page agents on every page it opens, and
// with the network agent on, V8 captures the JavaScript stack of every request for DevTools'
// "initiator" column: the partner script's first request, sent from its top level, made V8
// re-parse the whole 86 KB script for source positions (V8.CollectSourcePositions, 20–38 ms of
// the main thread at 4× CPU inside the script's evaluation; docs/performance.md), work no shopper's
// browser does. The pipe (--remote-debugging-pipe) needs no port and ends with the process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../../chromiumFlags.mjs';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Starts headless Chromium. `send(method, params, sessionId)` resolves with the command's result
 * or rejects with its error; `onEvent` hears the protocol's events; `close()` ends the browser and
 * removes its profile.
 */
export async function launchCdpBrowser() {
  const profile = mkdtempSync(path.join(tmpdir(), 'drawkit-cdp-'));
  const child = spawn(CHROME_PATH, [...CHROMIUM_ARGS, '--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    // fd 3: what Chromium reads (our commands); fd 4: what it writes (answers and events).
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const [, , , input, output] = child.stdio;
  const pending = new Map();
  const listeners = new Set();
  let nextId = 0;
  let buffered = '';
  output.setEncoding('utf8');
  output.on('data', (chunk) => {
    buffered += chunk;
    let end = buffered.indexOf('\0');
    while (end !== -1) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
        else waiting.resolve(message.result);
      } else if (message.method) {
        for (const listener of listeners) listener(message);
      }
      end = buffered.indexOf('\0');
    }
  });
  // A write after the browser has gone fails on the pipe: the command is rejected instead (below).
  input.on('error', () => undefined);
  let ended = false;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  void exited.then(() => {
    ended = true;
    for (const waiting of pending.values()) waiting.reject(new Error(`${waiting.method}: Chromium exited`));
    pending.clear();
  });

  function send(method, params = {}, sessionId = undefined) {
    if (ended) return Promise.reject(new Error(`${method}: Chromium exited`));
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      pending.set(id, { method, resolve, reject });
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  await send('Browser.getVersion'); // answers once the browser is up
  return {
    /** The browser's profile folder (removed by `close`). */
    profile,
    send,
    /** Calls `listener` with every event ({method, params, sessionId}); returns the unsubscriber. */
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      try {
        await Promise.race([send('Browser.close'), exited]);
      } catch {
        child.kill('SIGKILL');
      }
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A page in a fresh browser context (no cache, no cookies): its session id and a disposer. */
export async function openFreshPage(browser) {
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  return { sessionId, dispose: () => browser.send('Target.disposeBrowserContext', { browserContextId }) };
}

/** `expression`'s value in the page (a promise is awaited). */
export async function evaluate(browser, sessionId, expression) {
  const { result, exceptionDetails } = await browser.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
  if (exceptionDetails) throw new Error(`In the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}
