// The partner promise (issue 2, size-budgets.json): `<drawkit-purchase>` is interactive within
// 40 KB gzip. `npm run size` can only follow static imports; this test counts what a real browser
// fetches from the shop's origin while the partner page opens, up to the first interaction:
// the entry script and every chunk or stylesheet loaded at first render, gzip -9 each, read from
// build/elements on disk by name as scripts/size.mjs reads them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { partnerUrl, shopUrl } from './urls';

const BUDGET_NAME = 'elements: before first interaction';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ELEMENTS_DIR = path.join(ROOT, 'build/elements');

/** Resolves once no request has been in flight for `quietMs` (Playwright's networkidle fires once, at load). */
function networkQuiet(page: Page, quietMs = 1000): Promise<void> {
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(resolve, quietMs);
    };
    page.on('request', () => {
      inFlight += 1;
      clearTimeout(timer);
    });
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    settle();
  });
}

test('the partner page downloads at most the "before first interaction" budget until the shopper acts', async ({ page }) => {
  const { budgets } = JSON.parse(readFileSync(path.join(ROOT, 'size-budgets.json'), 'utf8')) as { budgets: Record<string, number> };
  const budget = budgets[BUDGET_NAME];
  expect(budget, `size-budgets.json has a "${BUDGET_NAME}" budget`).toBeGreaterThan(0);

  const fetched: string[] = [];
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== shopUrl) return;
    requests.push(`${request.method()} ${url.pathname}`);
    const type = request.resourceType();
    if ((type === 'script' || type === 'stylesheet') && !fetched.includes(url.pathname)) fetched.push(url.pathname);
  });

  await page.goto(partnerUrl);
  const widget = page.locator('drawkit-purchase');
  // Ready: the ticket can be built and its price is shown.
  await expect(widget.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Quick pick all' })).toBeEnabled();
  await expect(widget.locator('.drawkit-price')).toHaveText(/\$\d/);
  await networkQuiet(page);

  const files = fetched.map((pathname) => {
    const name = path.posix.basename(pathname);
    const bytes = gzipSync(readFileSync(path.join(ELEMENTS_DIR, name)), { level: 9 }).length;
    return { name, bytes };
  });
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`${BUDGET_NAME}: ${total} B gzip (budget ${budget} B), ${files.length} file(s) from ${shopUrl}:`);
  for (const file of files) console.log(`  ${String(file.bytes).padStart(6)} B  ${file.name}`);
  console.log(`  requests to the shop before the first interaction: ${requests.join(', ')}`);

  expect(files[0]?.name).toBe('drawkit-elements.js');
  expect(total, `first download of ${files.map((f) => f.name).join(', ')}`).toBeLessThanOrEqual(budget as number);

  // What waited is there on demand: the draw options open from the keyboard and work.
  const before = fetched.length;
  const toggle = widget.getByRole('button', { name: 'Change draw options' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const drawChoice = widget.getByRole('combobox', { name: 'Number of draws' });
  await drawChoice.selectOption('2');
  await expect(widget.getByText(/^Next Available Draw: draw \d+, .*; 2 draws$/)).toBeVisible();
  console.log(`  loaded on the first interaction: ${fetched.slice(before).map((p) => path.posix.basename(p)).join(', ')}`);
});
