import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { useTestShop } from '../../__tests__/helpers/testShop';

function builtStorefront(): string {
  const root = mkdtempSync(join(tmpdir(), 'drawkit-pages-'));
  mkdirSync(join(root, 'host-app'), { recursive: true });
  writeFileSync(join(root, 'host-app', 'index.html'), '<!doctype html><html lang="en-AU"><head><title>Drawkit</title></head><body><div id="root"></div></body></html>');
  return root;
}

describe.each(testBackends())('page statuses on $name', (backend) => {
  const shop = useTestShop(backend, { staticRoot: builtStorefront() });
  const page = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('an unknown single segment gets the storefront page with status 404', async () => {
    const response = await page('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    expect((await page('/about-us-typo/deeper')).statusCode).toBe(404);
    expect((await page('/a%00b')).statusCode).toBe(404);
  });

  it('storefront routes, offer keys and CMS pages answer 200', async () => {
    for (const url of ['/', '/about', '/about/privacy', '/blog', '/blog/category/lotto-news/2', '/cart', '/super_jackpot_lottery', '/super_jackpot_lottery/results', '/my-account/spend-limits']) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });
});
