// Issue 12, part 5: info pages from the CMS through the footer, the blog through a category and
// its second page, a real 404 (page and status) for unknown paths, cookie consent asked once and
// remembered for a year, the sitewide banner dismissed, and the notifications bell.
import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, signIn, watchLayoutShifts } from './helpers';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test('the cookie question and the site notice arrive over the foot of the page: nothing on it moves, and its end can be scrolled clear of them', async ({ page }) => {
  // Both wait on the capabilities and site content, so they arrive after the first paint; in the
  // page's flow they pushed everything down (Lighthouse's cumulative layout shift 0.19).
  const shifts = await watchLayoutShifts(page);
  await page.goto('/');
  const consent = page.getByRole('region', { name: 'Cookie consent' });
  const notice = page.getByRole('region', { name: 'Site notice' });
  await expect(consent).toBeVisible();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // Stacked at the bottom of the window, the notice above the question: it comes later (it needs
  // the site content as well as the capabilities), and arriving above the question moves it not.
  const viewport = page.viewportSize();
  const asked = await consent.boundingBox();
  const told = await notice.boundingBox();
  expect(asked && told && viewport).toBeTruthy();
  expect(Math.abs(asked!.y + asked!.height - viewport!.height)).toBeLessThanOrEqual(1);
  expect(told!.y + told!.height).toBeLessThanOrEqual(asked!.y + 1);
  // Room for both below the page (measured 10 ms after they settle).
  const room = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBottom));
  await expect.poll(room).toBeGreaterThanOrEqual(Math.floor(asked!.height + told!.height) - 1);
  // The navigation's own items shift a little when the bell joins them; the header itself must not
  // move, nor the overlays (they grew upwards as the second arrived: 0.033 in Lighthouse).
  const { total, moved } = await shifts('#main, #main *, .site-header, footer, .site-overlays, .site-overlays *');
  expect(moved).toEqual([]);
  // What is left is the bell joining the navigation.
  expect(total).toBeLessThan(0.05);

  // Answered and dismissed, they take their room with them.
  await consent.getByRole('button', { name: 'Essential only' }).click();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect.poll(room).toBe(0);
});

test('cookie consent is asked once and remembered for a year; the footer reaches the /about pages', async ({ page, context }) => {
  await page.goto('/');
  const consent = page.getByRole('region', { name: 'Cookie consent' });
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: 'Essential only' }).click();
  await expect(consent).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'drawkit-cookie-consent');
  expect(cookie?.value).toBe('essential');
  // "Consent cookie 1 year": expires about a year from now.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR_SECONDS - 3600);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);

  // The sitewide banner, dismissed, stays away.
  const banner = page.getByRole('region', { name: 'Site notice' });
  await expect(banner).toContainText('set a spend limit');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  // It stays away after a reload: the dismissal of this wording is kept in local storage.
  expect(await page.evaluate(() => localStorage.getItem('drawkit-sitewide-banner-dismissed'))).toContain('set a spend limit');
  await page.reload();
  const footer = page.getByTestId('footer-full');
  await expect(footer.getByRole('link', { name: 'Responsible gambling' })).toBeVisible();
  // The banner's dismissal is read in an effect after the site content's render: give it a frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  await expect(banner).toHaveCount(0);

  await footer.getByRole('link', { name: 'Responsible gambling' }).click();
  await expect(page).toHaveURL(/\/about\/responsible-gaming$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gambling' })).toBeVisible();
  await expect(page.getByText(/1800 858 858/)).toBeVisible();

  for (const [label, path, heading] of [
    ['Privacy policy', '/about/privacy', 'Privacy policy'],
    ['Cookie policy', '/about/cookie-policy', 'Cookie policy'],
    ['FAQ', '/about/faq', 'Frequently asked questions'],
    ['Terms and conditions', '/about/terms-and-conditions', 'Terms and conditions'],
    ['About us', '/about', 'About Drawkit'],
    ['Customer support', '/about/contact-us', 'Contact us'],
  ] as const) {
    await footer.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Site notice' })).toHaveCount(0);

  // The contact form writes to the CMS service.
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Your name').fill('Sam Shopper');
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByLabel('Message').fill('When is the next Super Jackpot draw?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thanks, your message has been sent.')).toBeVisible();
});

test('the blog: a category\'s first page of 12, its second page, and a post', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('footer-full').getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page.getByRole('navigation', { name: 'News categories' }).getByRole('link', { name: 'Lotto news' }).click();
  await expect(page).toHaveURL(/\/blog\/category\/lotto-news$/);
  await expect(page.getByTestId('blog-card')).toHaveCount(12);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('link', { name: 'Older posts' }).click();
  await expect(page).toHaveURL(/\/blog\/category\/lotto-news\/2$/);
  await expect(page.getByTestId('blog-card')).toHaveCount(2);
  await page.getByRole('link', { name: 'Welcome to the Drawkit blog' }).click();
  await expect(page).toHaveURL(/\/blog\/welcome-to-the-blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Drawkit blog' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Six lottery balls on a blue background' })).toBeVisible();
});

test('an unknown path gets the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Drawkit');
  const deeper = await page.goto('/blog/category/no-such-category');
  expect(deeper?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
});

test('the bell shows the signed-in customer\'s notifications and marks them read', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO_CUSTOMER);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveText('2');
  await bell.click();
  await expect(page.getByText('Results are in')).toBeVisible();
  await expect(page.getByText('Welcome to Drawkit')).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
});

test('a legacy customer is offered the move, which runs and succeeds; a draft is seen only with a preview token', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { email: 'demo-migration@drawkit.test', password: DEMO_CUSTOMER.password });
  const modal = page.getByRole('dialog', { name: 'Move your account to Drawkit' });
  await expect(modal).toBeVisible();
  const migrate = modal.getByRole('button', { name: 'Move my account' });
  await expect(migrate).toBeDisabled();
  await modal.getByRole('checkbox').check();
  await migrate.click();
  await expect(modal.getByText('Moving your account.')).toBeVisible();
  // Polled every 3 s: the stand-in move takes about 4 s.
  await expect(modal.getByText('Your account has moved.')).toBeVisible({ timeout: 15_000 });
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toHaveCount(0);

  await page.goto('/preview?token=drawkit-demo-preview-token&collection=blog_posts&slug=draft-jackpot-guide');
  await expect(page.getByTestId('preview-flag')).toHaveText('Preview: draft');
  await expect(page.getByRole('heading', { level: 1, name: 'Draft: a guide to jackpot sizes' })).toBeVisible();
  await page.goto('/preview?token=not-the-preview-token-at-all&collection=blog_posts&slug=draft-jackpot-guide');
  await expect(page.getByText('This preview link is not valid or has expired.')).toBeVisible();
  await page.goto('/blog/draft-jackpot-guide');
  await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
});

test('feedback: mood, comment, done', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  const modalCode = () => scripts.filter((name) => /^(FeedbackModal|Modal)-/.test(name));
  await page.goto('/about');
  // The prompt is a translation item of the site's locale (en-AU).
  await expect(page.getByTestId('feedback-block')).toContainText('How was your visit today?');
  // Every page shows the block; the modal's code (its steps and the dialog) waits until it is asked for.
  expect(modalCode()).toEqual([]);
  await page.getByTestId('feedback-block').getByRole('button', { name: 'Give feedback' }).click();
  const modal = page.getByRole('dialog', { name: 'Feedback' });
  await expect(modal).toBeVisible();
  expect(modalCode().some((name) => name.startsWith('FeedbackModal-'))).toBe(true);
  await modal.getByRole('button', { name: 'Satisfied', exact: true }).click();
  await modal.getByLabel('Tell us more (optional)').fill('Found the responsible gambling page easily.');
  await modal.getByRole('button', { name: 'Send feedback' }).click();
  await expect(modal.getByText('Thanks for your feedback.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});
