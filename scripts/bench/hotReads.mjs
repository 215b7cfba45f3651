// The hot reads under load, for 1 and 2 server processes (WORKERS=1, 2): the production start
// (`NODE_ENV=production npm run serve`) on a fresh PostgreSQL database and Redis. Each read: a
// saturation run (autocannon, 50 connections, after a warm-up) and a fixed 1,000 req/s run sent on
// schedule (lib/load.mjs says how closely that is open-loop). Requests carry the headers a browser
// and the SDK send: a signed-out signature for the storefront's app key and Accept-Encoding.
// A calibration row measures the same 1,000 req/s against a do-nothing node:http server: the
// generator's own floor on this machine.
import { request as httpRequest, createServer } from 'node:http';
import { ADMIN_URL, freshDatabase, REDIS_URL, redisAnswers, startBenchServer } from './lib/benchServer.mjs';
import { openLoop, saturate } from './lib/load.mjs';
import { appIdOf, signedHeaders } from './lib/signedHeaders.mjs';
import { progress, runIfMain } from './lib/standalone.mjs';
import { count, kb, ms, notMeasured } from './lib/table.mjs';

/** The reads every widget and page makes first (issue 11's table), with the issue's goal for each. */
export const HOT_READS = [
  { path: '/v2/pricing/standard/product_offers', signed: true, goal: '≥ 1,000 req/s, p99 ≤ 20 ms' },
  { path: '/v2/draws/upcoming/super_jackpot_lottery', signed: true, goal: '≥ 1,000 req/s, p99 ≤ 20 ms' },
  { path: '/v2/config', signed: true, goal: 'keep (~2,450 req/s, p99 31 ms)' },
  { path: '/drawkit-elements.js', signed: false, goal: 'brotli/gzip, revalidated by ETag' },
];

export const FIXED_RATE = 1000;
export const SATURATION_CONNECTIONS = 50;
// What Chromium sends (zstd included; the server picks what it has).
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One answer as it crosses the wire (not decoded): status, encoding and bytes. */
function onTheWire(url, headers) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers, agent: false }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, encoding: response.headers['content-encoding'] ?? 'identity', bytes }));
    });
    request.on('error', reject);
    request.end();
  });
}

function loadText(result) {
  const parts = [`${count(result.rps)} req/s`, `p50 ${ms(result.p50)}`, `p99 ${ms(result.p99)}`];
  const problems = [];
  if (result.non2xx) problems.push(`${count(result.non2xx)} non-2xx`);
  if (result.errors) problems.push(`${count(result.errors)} errors`);
  if (result.timeouts) problems.push(`${count(result.timeouts)} timeouts`);
  if (result.late) problems.push(`${count(result.late)} sends late (answer > 1 s)`);
  // The generator shares the CPUs: its own lateness bounds what the latencies may leave out.
  if (result.generatorDelayP99 !== undefined) problems.push(`generator delay p99 ${ms(result.generatorDelayP99)}`);
  return [...parts, ...problems].join(' · ');
}

const processes = (workers) => `${workers} process${workers === 1 ? '' : 'es'}`;

async function measureServer({ workers, mode, databaseUrl, redisUrl, durationS }) {
  progress(`hot reads: starting the server (${mode}, WORKERS=${workers})`);
  const server = await startBenchServer({ mode, workers, databaseUrl, redisUrl });
  const rows = [];
  try {
    const base = server.directUrl;
    const appId = await appIdOf(base);
    for (const [order, read] of HOT_READS.entries()) {
      const what = `GET ${read.path}`;
      const headers = () => ({ ...BROWSER_ENCODINGS, ...(read.signed ? signedHeaders(appId) : {}) });
      const url = `${base}${read.path}`;
      const wire = await onTheWire(url, headers());
      if (wire.status !== 200) {
        rows.push({ ...notMeasured(what, `answered ${wire.status} before the run`, read.goal), order });
        continue;
      }
      progress(`hot reads: ${what}, ${processes(workers)}, saturation`);
      const saturated = await saturate({ url, headers: headers(), connections: SATURATION_CONNECTIONS, durationS });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      progress(`hot reads: ${what}, ${processes(workers)}, ${FIXED_RATE} req/s`);
      const fixed = await openLoop({ url, headers: headers(), rate: FIXED_RATE, durationS });
      const size = `${kb(wire.bytes)} ${wire.encoding}`;
      rows.push({ order, what, how: `${processes(workers)}, ${count(FIXED_RATE)} req/s open loop`, result: `${loadText(fixed)} · ${size}`, goal: read.goal });
      rows.push({ order, what, how: `${processes(workers)}, saturation (${SATURATION_CONNECTIONS} connections)`, result: loadText(saturated), goal: '' });
    }
  } finally {
    const stopped = await server.stop();
    if (stopped.code !== 0) progress(`hot reads: the server stopped with ${JSON.stringify(stopped)}:\n${server.output().slice(-2000)}`);
  }
  return rows;
}

/** The load generator's floor: the fixed rate against a server that does nothing. */
async function calibrate(durationS) {
  const server = createServer((_request, response) => response.end('{}'));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    progress(`hot reads: calibration, ${FIXED_RATE} req/s against a do-nothing node:http server`);
    const result = await openLoop({ url: `http://127.0.0.1:${server.address().port}/`, headers: {}, rate: FIXED_RATE, durationS });
    return {
      what: 'calibration: do-nothing node:http server',
      how: `${count(FIXED_RATE)} req/s open loop`,
      result: loadText(result),
      goal: 'the generator’s own floor',
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export async function measure({ durationS = 10, workers = [1, 2] } = {}) {
  const rows = [await calibrate(durationS)];
  const redis = (await redisAnswers(REDIS_URL)) ? REDIS_URL : null;
  const database = await freshDatabase(ADMIN_URL, 'drawkit_bench_reads');
  try {
    for (const processCount of workers) {
      if (!redis && processCount > 1) {
        rows.push(notMeasured(`hot reads, ${processes(processCount)}`, `no Redis answers at ${REDIS_URL}; several processes share rate limits through it`));
        continue;
      }
      // Production needs Redis; without it one process runs as the demo does, on the same PostgreSQL.
      rows.push(...(await measureServer({ workers: processCount, mode: redis ? 'production' : 'demo', databaseUrl: database.url, redisUrl: redis, durationS })));
    }
  } finally {
    await database.drop();
  }
  // One read's rows together (1 process, then 2), in the order of HOT_READS; the calibration first.
  return rows.map((row, index) => ({ row, index })).sort((x, y) => (x.row.order ?? -1) - (y.row.order ?? -1) || x.index - y.index).map(({ row }) => row);
}

await runIfMain(import.meta.url, measure);
