/**
 * The hot public reads under load, measured with autocannon against a real server process on
 * PostgreSQL: req/s, p50 and p99 latency, and the bytes of each answer on the wire.
 *
 * The server runs as a child process (`src/main.ts`, demo settings) on a fresh database created
 * on the PostgreSQL server DATABASE_URL names (the machine's by default) and dropped afterwards,
 * so autocannon and the server each get their own core. Requests are signed as the storefront
 * signs them and ask for `Accept-Encoding: gzip, deflate, br, zstd`, as Chromium does.
 *
 *   node --conditions=drawkit-source --import tsx packages/api-server/scripts/benchReads.ts [seconds] [connections]
 *
 * Env: DATABASE_URL (admin URL of the PostgreSQL server), WORKERS (server processes), BENCH_RATE
 * (a fixed request rate instead of as fast as the server answers). `measureRead` and
 * `HOT_READS` are exported for `npm run bench`. Figures are printed, never asserted.
 */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { signaturePayload } from '@drawkit/contract';

/** What autocannon's programmatic API takes and gives that this script reads (it ships no types). */
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  overallRate?: number;
}
interface AutocannonHistogram {
  average: number;
  p50: number;
  p99: number;
  total: number;
}
interface AutocannonResult {
  requests: AutocannonHistogram;
  latency: AutocannonHistogram;
  throughput: AutocannonHistogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

export interface ReadTarget {
  name: string;
  path: string;
}

/** The reads every page and widget makes first (issue 11's table). */
export const HOT_READS: readonly ReadTarget[] = [
  { name: 'product offers', path: '/v2/pricing/standard/product_offers' },
  { name: 'upcoming draws', path: '/v2/draws/upcoming/super_jackpot_lottery' },
  { name: 'config', path: '/v2/config' },
];

/** What Chromium sends. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface ReadFigures {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The answer's body as sent (compressed when the server compresses), in bytes. */
  bodyBytes: number;
  /** Its Content-Encoding, or `identity`. */
  encoding: string;
  /** Errors, timeouts and answers other than 2xx during the run. */
  failures: number;
}

/** Headers of a signed anonymous call from the storefront; valid for the timestamp's 300 s tolerance. */
export async function signedHeaders(baseUrl: string, appKey = 'drawkit-storefront'): Promise<Record<string, string>> {
  const discovered = (await (await fetch(`${baseUrl}/discover`, { headers: { 'x-app-key': appKey } })).json()) as { result: { app_id: string } };
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHash('sha256')
    .update(signaturePayload({ timestamp, appKey, appId: discovered.result.app_id }))
    .digest('hex');
  return { 'x-app-key': appKey, 'x-timestamp': timestamp, 'x-signature': signature };
}

/** One GET with node:http, which (unlike fetch) leaves the body as it came: its size on the wire. */
function wireBody(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface MeasureOptions {
  connections?: number;
  durationSeconds?: number;
  /** Requests per second across all connections; as fast as answered when absent. */
  overallRate?: number;
  acceptEncoding?: string;
  /** Seconds of load before the measured run (fills caches, lets the JIT settle). */
  warmupSeconds?: number;
}

export async function measureRead(baseUrl: string, target: ReadTarget, options: MeasureOptions = {}): Promise<ReadFigures> {
  const headers = { ...(await signedHeaders(baseUrl)), 'accept-encoding': options.acceptEncoding ?? BROWSER_ACCEPT_ENCODING };
  const url = `${baseUrl}${target.path}`;
  const body = await wireBody(url, headers);
  if (body.status !== 200) throw new Error(`GET ${target.path} answered ${body.status}`);
  const connections = options.connections ?? 50;
  const rate = options.overallRate === undefined ? {} : { overallRate: options.overallRate };
  const warmup = options.warmupSeconds ?? 2;
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers, ...rate });
  const result = await autocannon({ url, connections, duration: options.durationSeconds ?? 10, headers, ...rate });
  return {
    name: target.name,
    path: target.path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bodyBytes: body.bytes,
    encoding: body.encoding,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export function formatReadFigures(rows: readonly ReadFigures[]): string[] {
  const header = ['read', 'req/s', 'p50 ms', 'p99 ms', 'bytes/answer', 'failures'];
  const lines = rows.map((row) => [
    `GET ${row.path}`,
    row.requestsPerSecond.toFixed(0),
    String(row.p50Ms),
    String(row.p99Ms),
    `${row.bodyBytes.toLocaleString('en-AU')} (${row.encoding})`,
    String(row.failures),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [format(header), ...lines.map(format)];
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 50);
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const rate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
  // Loaded here, not at the top: `npm run bench` imports this module for measureRead alone.
  const { openFreshPostgres } = await import('../src/db/freshDatabase');
  const { startShopProcess } = await import('../src/__tests__/helpers/shopProcess');
  // The child migrates and seeds the database itself; this process only creates and drops it.
  const fresh = await openFreshPostgres(adminUrl, 'drawkit_bench', 1);
  const shop = await startShopProcess({ DATABASE_URL: fresh.url, WORKERS: process.env.WORKERS, DRAWKIT_SKIP_BUILD: '1' });
  try {
    const rows: ReadFigures[] = [];
    for (const target of HOT_READS) {
      rows.push(await measureRead(shop.url, target, { connections, durationSeconds: seconds, ...(rate === undefined ? {} : { overallRate: rate }) }));
    }
    const processes = process.env.WORKERS ?? '1';
    console.log(
      `Hot reads on PostgreSQL (${fresh.host}), ${processes} server process(es), autocannon ${connections} connections, ${seconds} s each` +
        `${rate === undefined ? ', as fast as answered' : `, ${rate} req/s`}, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`,
    );
    for (const line of formatReadFigures(rows)) console.log(line);
  } finally {
    await shop.stop();
    await fresh.dispose().catch((error: unknown) => console.error('Could not drop the bench database:', error));
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
