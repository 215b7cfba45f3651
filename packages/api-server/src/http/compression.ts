/**
 * Brotli and gzip for the API's JSON answers, chosen by the request's Accept-Encoding. Bodies
 * under 1 KB go as they are (the framing would eat the saving); the live-results stream is
 * written straight to the socket and never passes here. Cached reads come already compressed
 * (http/responseCache.ts); static files are compressed at build time (http/staticSite.ts).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type ContentCoding = 'br' | 'gzip';

/** Smaller bodies are sent as they are. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli quality 5: a 62 KB product-offer listing becomes 4.8 KB in about 0.6 ms, where quality 11
 * saves another 0.7 KB for 75 ms. Static files, compressed once at build time, get 11.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses in the thread pool, off the event loop. */
export function compressBody(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'br') {
    return brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return gzipAsync(body, { level: GZIP_LEVEL });
}

/**
 * The coding to answer with: brotli, else gzip, else none, by the client's q-values (RFC 9110
 * §12.5.3; `*` stands for any coding not named, `q=0` refuses one).
 */
export function negotiateCoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding: string) => weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/** Adds a request header to `Vary` without dropping what is there (CORS varies by Origin). */
export function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.includes('*') || values.some((value) => value.toLowerCase() === header.toLowerCase())) return;
  reply.header('Vary', [...values, header].join(', '));
}

function isJson(reply: FastifyReply): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(String(reply.getHeader('content-type') ?? ''));
}

/** Compresses JSON answers on their way out (the server's onSend hook). */
export function registerCompression(server: FastifyInstance): void {
  server.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (!isJson(reply)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_COMPRESSED_BYTES) return payload;
    addVary(reply, 'Accept-Encoding');
    const coding = negotiateCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const compressed = await compressBody(body, coding);
    reply.header('Content-Encoding', coding);
    // Fastify sets Content-Length from what this hook returns.
    reply.removeHeader('content-length');
    return compressed;
  });
}
