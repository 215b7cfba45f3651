import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildExamplesApp } from '../buildExamplesApp';

describe('partner example site', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'drawkit-examples-'));
    mkdirSync(join(root, 'partner-site'));
    writeFileSync(
      join(root, 'partner-site', 'index.html'),
      '<script type="module" src="http://localhost:8080/drawkit-elements.js"></script><p>http://localhost:8080 twice</p>',
    );
    writeFileSync(join(root, 'partner-site', 'style.css'), 'a { color: red } /* http://localhost:8080 */');
    app = buildExamplesApp({ examplesRoot: root, publicOrigin: 'https://shop.example' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('replaces the shop origin in HTML pages with the public origin', async () => {
    const page = await app.inject({ method: 'GET', url: '/partner-site/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<script type="module" src="https://shop.example/drawkit-elements.js"></script><p>https://shop.example twice</p>');
  });

  it("sends a partner's strict policy: scripts and calls from the shop's origin, nothing inline", async () => {
    const page = await app.inject({ method: 'GET', url: '/partner-site/' });
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self' https://shop.example; style-src 'self'; img-src 'self' https://shop.example data:; " +
        "connect-src https://shop.example; frame-src https://shop.example; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const style = await app.inject({ method: 'GET', url: '/partner-site/style.css' });
    expect(style.headers['x-content-type-options']).toBe('nosniff');
    expect(style.headers['content-security-policy']).toBeUndefined();
  });

  it('serves other files as they are, redirects a folder to its slash and the root to the partner page', async () => {
    expect((await app.inject({ method: 'GET', url: '/partner-site/style.css' })).body).toContain('http://localhost:8080');
    const redirect = await app.inject({ method: 'GET', url: '/partner-site' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/partner-site/');
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/partner-site/');
    expect((await app.inject({ method: 'GET', url: '/../../etc/passwd' })).statusCode).toBe(404);
  });
});
