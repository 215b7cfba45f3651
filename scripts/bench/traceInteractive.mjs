// Where a partner page's time goes before <drawkit-purchase> is interactive: cold loads of the
// partner example at 4× CPU throttle in Chromium, each with a Chrome trace, on a demo server of its
// own (PostgreSQL, as lighthouse.mjs). Prints, for the median load, every main-thread task of
// 2 ms or more from the elements script's arrival to interactive, with its largest parts, the
// requests sent and answered in between and the end of the page's parsing (from which the bench
// times: lib/watchInteractive.mjs); then the main thread's time over all loads by kind.
// Not part of the bench table: a tool for finding what to work on (docs/performance.md).
//   node --conditions=drawkit-source --import tsx scripts/bench/traceInteractive.mjs [--loads=5] [--rtt=150]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromiumFlags.mjs';
import { withDemoServer } from './lib/benchServer.mjs';
import { argValue, progress } from './lib/standalone.mjs';
import { interactiveLogged, watchInteractive } from './lib/watchInteractive.mjs';

const CPU_SLOWDOWN = 4;
const LOADS = Math.max(1, Number(argValue('loads', 5)) || 5);
// `--rtt=150`: each request takes that round trip on a 1.6 Mbps line (Lighthouse's mobile
// setting), where the local server otherwise answers at once.
const RTT_MS = Math.max(0, Number(argValue('rtt', 0)) || 0);
/** Trace events whose own time is counted under a kind (the rest of a task's time is "other"). */
const KINDS = [
  ['script evaluation', /^(v8\.evaluateModule|EvaluateScript|v8\.compile)/],
  ['JavaScript (callbacks, microtasks)', /^(FunctionCall|RunMicrotasks|v8\.callFunction|TimerFire|FireAnimationFrame|EventDispatch)$/],
  ['style', /^(UpdateLayoutTree|ParseAuthorStyleSheet)$/],
  ['layout', /^Layout$/],
  ['paint and compositing', /^(Paint|PrePaint|Commit|Layerize|CompositeLayers)$/],
  ['garbage collection', /GC/],
];
const OTHER = 'other (loading, parsing, tasks\' own time)';
const TASK = /^(RunTask|ThreadControllerImpl::RunTask)$/;

/** One cold load's trace, cut to the elements script's arrival → interactive. */
async function tracedLoad(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (RTT_MS > 0) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT_MS, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    }
    await page.addInitScript(watchInteractive);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'] });
    const interactive = interactiveLogged(page);
    await page.goto(url);
    await interactive;
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const sends = traceEvents.filter((e) => e.name === 'ResourceSendRequest');
    const script = sends.find((e) => e.args.data.url.endsWith('/drawkit-elements.js'));
    // The page's own renderer: the browser's other renderers (its internal pages) have main threads too.
    const mainThreads = new Set(
      traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === script?.pid).map((e) => `${e.pid}:${e.tid}`),
    );
    const onMain = (e) => mainThreads.has(`${e.pid}:${e.tid}`);
    const start = traceEvents.find((e) => e.name === 'ResourceFinish' && e.args.data.requestId === script?.args.data.requestId)?.ts;
    const end = traceEvents.find((e) => e.name === 'drawkit-interactive')?.ts;
    if (start === undefined || end === undefined) {
      return { missing: start === undefined ? "the elements script's arrival" : 'the interactive mark' };
    }
    const within = (e) => e.ts >= start && e.ts <= end;
    const complete = traceEvents.filter((e) => onMain(e) && e.ph === 'X' && e.dur && within(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    // The end of the page's parsing: a module script runs once it is in and the page is parsed (lib/watchInteractive.mjs).
    const parsed = traceEvents.filter((e) => e.name === 'domInteractive' && e.pid === script.pid && e.ts <= end).at(-1)?.ts ?? start;
    return { start, parsed, end, complete, sends: sends.filter(within), answers: traceEvents.filter((e) => e.name === 'ResourceFinish' && within(e)), requests: sends };
  } finally {
    await context.close();
  }
}

/** Own time (minus nested events) per kind, in ms. */
function timeByKind(complete) {
  const totals = new Map(KINDS.map(([kind]) => [kind, 0]));
  totals.set(OTHER, 0);
  const stack = [];
  const own = new Map();
  for (const event of complete) {
    while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) own.set(parent, (own.get(parent) ?? parent.dur) - event.dur);
    own.set(event, event.dur);
    stack.push(event);
  }
  for (const [event, micros] of own) {
    const kind = KINDS.find(([, pattern]) => pattern.test(event.name))?.[0] ?? OTHER;
    totals.set(kind, (totals.get(kind) ?? 0) + micros / 1000);
  }
  return totals;
}

/** The load's tasks and requests in time order, in ms from the script's arrival. */
function timeline({ start, parsed, complete, sends, answers, requests }) {
  const at = (ts) => String(Math.round((ts - start) / 1000)).padStart(5);
  const pathOf = (requestId) => {
    const sent = requests.find((e) => e.args.data.requestId === requestId);
    return sent ? new URL(sent.args.data.url).pathname : '?';
  };
  const lines = [[parsed, `${at(parsed)}  page parsed: the script can start`]];
  for (const send of sends) lines.push([send.ts, `${at(send.ts)}  → ${send.args.data.requestMethod ?? 'GET'} ${new URL(send.args.data.url).pathname}`]);
  for (const answer of answers) lines.push([answer.ts, `${at(answer.ts)}  ← ${pathOf(answer.args.data.requestId)}`]);
  // The outermost task events only (the scheduler nests one RunTask in another).
  const tasks = complete.filter((e) => TASK.test(e.name) && e.dur >= 2000);
  const outer = tasks.filter((task) => !tasks.some((other) => other !== task && other.ts <= task.ts && other.ts + other.dur >= task.ts + task.dur && other.dur > task.dur));
  for (const task of outer) {
    const parts = complete
      .filter((e) => !TASK.test(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= 1000)
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 3)
      .map((e) => `${e.name}${e.args?.data?.url ? ` (${e.args.data.url.split('/').pop() || e.args.data.url})` : ''} ${(e.dur / 1000).toFixed(1)}`);
    lines.push([task.ts, `${at(task.ts)}  task ${(task.dur / 1000).toFixed(1)} ms${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`]);
  }
  return lines.sort((a, b) => a[0] - b[0]).map(([, line]) => line);
}

progress('trace: starting the demo server on PostgreSQL');
const loads = await withDemoServer('drawkit_bench_trace', async (server) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const whole = [];
    // Now and then a trace lacks an event it needs (the tracing buffer's doing): that load is taken again.
    for (let tries = 1; whole.length < LOADS && tries <= LOADS * 2; tries += 1) {
      progress(`trace: cold load ${whole.length + 1} of ${LOADS}`);
      const load = await tracedLoad(browser, server.examplesUrl);
      if (load.missing) progress(`trace: that trace has no record of ${load.missing}; loading again`);
      else whole.push(load);
    }
    return whole;
  } finally {
    await browser.close();
  }
});
if (loads.length < LOADS) throw new Error(`only ${loads.length} of ${LOADS} traces were whole`);
const ms = (load) => (load.end - load.start) / 1000;
const sorted = [...loads].sort((a, b) => ms(a) - ms(b));
const median = sorted[Math.floor(sorted.length / 2)];
const fromStart = (load) => (load.end - Math.max(load.start, load.parsed)) / 1000;
console.log(`Script arrival → interactive at ${CPU_SLOWDOWN}× CPU${RTT_MS > 0 ? ` and ${RTT_MS} ms round trips` : ''}, traced (tracing adds its own cost): ${loads.map((l) => Math.round(ms(l))).join(', ')} ms`);
console.log(`From script start (in, and the page parsed), as the bench measures: ${loads.map((l) => Math.round(fromStart(l))).join(', ')} ms`);
console.log(`\nThe median load (${Math.round(ms(median))} ms), ms from the script's arrival; tasks of 2 ms or more with their largest parts:`);
for (const line of timeline(median)) console.log(line);
console.log(`\nMain-thread time by kind, mean of ${LOADS} loads (ms):`);
const totals = new Map();
for (const load of loads) for (const [kind, value] of timeByKind(load.complete)) totals.set(kind, (totals.get(kind) ?? 0) + value / LOADS);
for (const [kind, value] of [...totals].sort((a, b) => b[1] - a[1])) console.log(`${value.toFixed(1).padStart(8)}  ${kind}`);
