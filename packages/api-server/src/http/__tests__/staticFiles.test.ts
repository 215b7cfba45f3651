/**
 * The built files as the server sends them: the `.br`/`.gz` copies the build writes beside each
 * file (scripts/bundling/precompress.mjs), a year's `immutable` for content-hashed files, and
 * ETag revalidation for the elements entry and the storefront's page, whose 304s keep the
 * page's security headers. The build folder is a small one made here, compressed the build's way.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCompressedCopies } from '../../../../../scripts/bundling/precompress.mjs';
import { pruneStale } from '../../../../../scripts/bundling/pruneStale.mjs';
import { createTestShop, PARTNER_ORIGIN, type TestShop } from '../../__tests__/helpers/testShop';
import { testBackends } from '../../__tests__/helpers/testBackends';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A script long enough to be worth compressing, different per name. */
function script(name: string): string {
  return Array.from({ length: 80 }, (_, i) => `export const ${name}${i} = () => "drawkit ${name} part ${i}";`).join('\n');
}

const FILES: Record<string, string> = {
  'elements/drawkit-elements.js': `import "./drawkit-TicketBuilderHost-AbCd12_-.js";\n${script('entry')}`,
  'elements/drawkit-TicketBuilderHost-AbCd12_-.js': script('host'),
  'host-app/index.html': `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Drawkit</title>
<link rel="stylesheet" href="/assets/storefront-Xy9_ab-C.css"><script type="module" src="/assets/main-Qw3rty12.js"></script></head>
<body>${'<div id="root"></div>'.repeat(60)}</body></html>`,
  'host-app/assets/main-Qw3rty12.js': script('main'),
  'host-app/assets/storefront-Xy9_ab-C.css': Array.from({ length: 60 }, (_, i) => `.drawkit-rule-${i}{color:#${String(i).padStart(6, '0')}}`).join('\n'),
};

describe('static files', () => {
  const backend = testBackends()[0]!;
  const root = mkdtempSync(join(tmpdir(), 'drawkit-static-'));
  let shop: TestShop;
  beforeAll(async () => {
    for (const [file, text] of Object.entries(FILES)) {
      const path = join(root, file);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, text);
      await writeCompressedCopies(path);
    }
    shop = await createTestShop(backend, { staticRoot: root });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
  const file = (name: string) => readFileSync(join(root, name));

  it('sends the elements entry from its brotli or gzip copy, or as it is, and revalidates it by ETag', async () => {
    const brotli = await get('/drawkit-elements.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload)).toEqual(file('elements/drawkit-elements.js'));
    expect(brotli.rawPayload.length).toBeLessThan(file('elements/drawkit-elements.js').length / 3);
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotli.headers['access-control-allow-origin']).toBe('*');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');

    const gzip = await get('/drawkit-elements.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload)).toEqual(file('elements/drawkit-elements.js'));
    const plain = await get('/drawkit-elements.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(file('elements/drawkit-elements.js'));

    const etag = String(brotli.headers.etag);
    expect(etag).not.toBe('undefined');
    const revalidated = await get('/drawkit-elements.js', { 'accept-encoding': 'gzip, deflate, br, zstd', 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers['cache-control']).toBe('no-cache');
  });

  it('lets browsers keep content-hashed files for a year', async () => {
    for (const url of ['/drawkit-TicketBuilderHost-AbCd12_-.js', '/assets/main-Qw3rty12.js', '/assets/storefront-Xy9_ab-C.css']) {
      const answer = await get(url, { 'accept-encoding': 'br' });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe(IMMUTABLE);
      expect(answer.headers['content-encoding'], url).toBe('br');
    }
  });

  it('revalidates the storefront page by ETag, and its 304 keeps the page security headers', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const page = await get('/cart', { accept: 'text/html', 'accept-encoding': encoding });
      expect(page.statusCode, encoding).toBe(200);
      expect(page.headers['cache-control'], encoding).toBe('no-cache');
      expect(page.headers['content-security-policy'], encoding).toContain("frame-ancestors 'self'");
      const revalidated = await get('/cart', { accept: 'text/html', 'accept-encoding': encoding, 'if-none-match': String(page.headers.etag) });
      expect(revalidated.statusCode, encoding).toBe(304);
      expect(revalidated.headers['content-security-policy'], encoding).toBe(page.headers['content-security-policy']);
      expect(revalidated.headers['cross-origin-opener-policy'], encoding).toBe('same-origin');
      expect(revalidated.headers['x-content-type-options'], encoding).toBe('nosniff');
    }
    const brotli = await get('/cart', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(brotliDecompressSync(brotli.rawPayload)).toEqual(file('host-app/index.html'));

    // A partner's page keeps its own frame-ancestors on a 304 too; so does index.html asked for by name.
    const partner = await get('/purchase/demo-partner', { accept: 'text/html', 'accept-encoding': 'br' });
    const partner304 = await get('/purchase/demo-partner', { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': String(partner.headers.etag) });
    expect(partner304.statusCode).toBe(304);
    expect(partner304.headers['content-security-policy']).toContain(`frame-ancestors ${PARTNER_ORIGIN}`);
    const byName = await get('/index.html', { 'accept-encoding': 'br' });
    const byName304 = await get('/index.html', { 'accept-encoding': 'br', 'if-none-match': String(byName.headers.etag) });
    expect(byName304.statusCode).toBe(304);
    expect(byName304.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("keeps a rebuilt file's copies and prunes an old chunk's with it", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drawkit-prune-'));
    for (const name of ['drawkit-elements.js', 'drawkit-Old-AAAAAAAA.js', 'drawkit-New-BBBBBBBB.js']) {
      writeFileSync(join(dir, name), script(name.replace(/\W/g, '')));
      await writeCompressedCopies(join(dir, name));
    }
    const prune = pruneStale().writeBundle as unknown as (options: { dir: string }, bundle: Record<string, unknown>) => Promise<void>;
    await prune({ dir }, { 'drawkit-elements.js': {}, 'drawkit-New-BBBBBBBB.js': {} });
    for (const kept of ['drawkit-elements.js', 'drawkit-New-BBBBBBBB.js']) {
      for (const suffix of ['', '.br', '.gz']) expect(existsSync(join(dir, `${kept}${suffix}`)), `${kept}${suffix}`).toBe(true);
    }
    for (const suffix of ['', '.br', '.gz']) expect(existsSync(join(dir, `drawkit-Old-AAAAAAAA.js${suffix}`)), suffix).toBe(false);
  });
});
