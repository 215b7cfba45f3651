/**
 * Site content, added on every start where missing (so databases seeded before issue 12 get
 * it too): info pages, the blog, navigation and footer, component variants, sitewide banners,
 * translations (en-AU and en-GB), hero images, and, in the demo, an editor's preview token
 * and notifications for the demo customers. An item an editor has changed is never overwritten.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { newId } from '../db/ids';
import { cmsFiles, cmsItems, cmsPreviewTokens, customerNotifications, customers } from '../db/schema';
import { BLOG_CATEGORY_SEEDS, BLOG_POST_SEEDS } from './blogSeeds';
import { DEMO_CUSTOMER } from './catalogueData';
import { PAGE_SEEDS, PAGE_SEEDS_EN_GB } from './contentPages';

/** The demo's preview token (README): `/preview?token=...` shows drafts. Never seeded in production. */
export const DEMO_PREVIEW_TOKEN = 'drawkit-demo-preview-token';
/** Published long before any clock the demo or the tests run at. */
const ALWAYS = new Date('2025-01-01T00:00:00Z');
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

type ItemSeed = Omit<typeof cmsItems.$inferInsert, 'id'>;

const link = (label: string, href: string, extra: { capability?: string; unlessCapability?: string; external?: boolean } = {}) => ({
  label,
  href,
  external: extra.external ?? false,
  capability: extra.capability ?? null,
  unlessCapability: extra.unlessCapability ?? null,
});

/** The footer of shop-core §2 'Footer', each link with the capability that shows it. */
const FOOTER_GROUPS = [
  {
    key: 'help',
    title: 'Help',
    links: [
      link('Customer support', '/about/contact-us'),
      link('FAQ', '/about/faq'),
      link('Privacy policy', '/about/privacy'),
      link('Cookie policy', '/about/cookie-policy', { capability: 'cookie-consent' }),
      link('About us', '/about', { unlessCapability: 'terms-of-use' }),
      link('Terms and conditions', '/about/terms-and-conditions'),
      link('Terms of use', '/about/terms-of-use', { capability: 'terms-of-use' }),
      link('News', '/blog', { capability: 'blog' }),
      link('Responsible gambling', '/about/responsible-gaming', { capability: 'responsible-gambling' }),
    ],
  },
];

const NAVIGATION = [link('News', '/blog', { capability: 'blog' }), link('Help', '/about/faq')];

const SOCIAL = [
  link('Facebook', 'https://www.facebook.com/', { external: true }),
  link('Instagram', 'https://www.instagram.com/', { external: true }),
];

const BANNERS = [
  {
    key: 'responsible-play',
    kind: 'description',
    message: 'Play for fun, not to win back losses: set a spend limit in your account at any time.',
    region: null,
    status: 'published' as const,
  },
  {
    key: 'sa-customers',
    kind: 'state',
    message: 'South Australian customers: some games are sold under different names in SA. Your cart shows the SA name.',
    region: 'SA',
    status: 'published' as const,
  },
  {
    // Published by an operator before planned maintenance; a draft until then.
    key: 'maintenance',
    kind: 'maintenance',
    message: 'Scheduled maintenance: the shop will be unavailable from 1 am to 2 am AEST on Sunday.',
    region: null,
    status: 'draft' as const,
  },
];

/** Wording that differs between en-AU and en-GB (shop-core §1: deposit, withdrawal and spend-limit labels). */
const TRANSLATIONS: { key: string; group: string; type: 'plain' | 'seo'; enAU: string; enGB: string }[] = [
  { key: 'deposit.label', group: 'transaction', type: 'plain', enAU: 'Deposit (AUD)', enGB: 'Deposit (GBP)' },
  { key: 'deposit.hint', group: 'transaction', type: 'plain', enAU: 'Add Australian dollars to your wallet.', enGB: 'Add pounds sterling to your wallet.' },
  { key: 'withdrawal.label', group: 'withdrawal', type: 'plain', enAU: 'Withdraw (AUD)', enGB: 'Withdraw (GBP)' },
  { key: 'withdrawal.hint', group: 'withdrawal', type: 'plain', enAU: 'Winnings are paid to your Australian bank account.', enGB: 'Winnings are paid to your UK bank account in pounds sterling.' },
  { key: 'spend_limit.label', group: 'legal', type: 'plain', enAU: 'Spend limit (AUD)', enGB: 'Spend limit (GBP)' },
  { key: 'blog.title', group: 'seo', type: 'seo', enAU: 'Lotto news, winners and charity stories', enGB: 'Lottery news, winners and charity stories' },
  { key: 'feedback.prompt', group: 'about', type: 'plain', enAU: 'How was your visit today?', enGB: 'How was your visit today?' },
  { key: 'app.promo', group: 'about', type: 'plain', enAU: 'Buy tickets and check results on the go with the Drawkit app.', enGB: 'Buy tickets and check results on the go with the Drawkit app.' },
];

/** `GET /items/theme`: the storefront's brand (host-app/src/styles/storefront.css reads the same colours). */
const THEME = {
  colours: { primary: '#1d4ed8', secondary: '#047857', accent: '#fbbf24', text: '#111827', background: '#ffffff' },
  logos: { primary: 'Drawkit', alt: 'Drawkit home' },
  fonts: { body: 'system-ui, sans-serif', heading: 'system-ui, sans-serif' },
  metaImage: 'blog-lotto-news',
};

function heroSvg(colour: string, motif: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400"><rect width="1200" height="400" fill="${colour}"/>${motif}</svg>`;
}

const FILES = [
  {
    id: 'blog-lotto-news',
    title: 'Lottery balls',
    description: 'Six lottery balls on a blue background',
    body: heroSvg('#1d4ed8', [150, 330, 510, 690, 870, 1050].map((x) => `<circle cx="${x}" cy="200" r="70" fill="#fff" opacity="0.9"/>`).join('')),
  },
  {
    id: 'blog-winners',
    title: 'Confetti',
    description: 'Gold confetti on a green background',
    body: heroSvg('#047857', Array.from({ length: 24 }, (_, i) => `<rect x="${(i * 97) % 1180}" y="${(i * 53) % 380}" width="20" height="20" fill="#fbbf24"/>`).join('')),
  },
  {
    id: 'blog-charity',
    title: 'A heart',
    description: 'A white heart on a red background',
    body: heroSvg('#b91c1c', '<path d="M600 330 C 420 200, 480 70, 600 150 C 720 70, 780 200, 600 330 Z" fill="#fff"/>'),
  },
];

function items(): ItemSeed[] {
  const all: ItemSeed[] = [];
  for (const [locale, pages] of [['en-AU', PAGE_SEEDS], ['en-GB', PAGE_SEEDS_EN_GB]] as const) {
    for (const page of pages) {
      all.push({ collection: 'pages', slug: page.slug, locale, status: 'published', datePublished: ALWAYS, data: { ...page } });
    }
  }
  for (const [sort, category] of BLOG_CATEGORY_SEEDS.entries()) {
    all.push({ collection: 'blog_categories', slug: category.slug, status: 'published', datePublished: ALWAYS, sort, data: { ...category } });
  }
  for (const post of BLOG_POST_SEEDS) {
    const { status, published, ...data } = post;
    all.push({ collection: 'blog_posts', slug: post.slug, status, datePublished: new Date(published), data: { ...data, image: `blog-${post.category}` } });
  }
  all.push({ collection: 'navigation', slug: 'primary', status: 'published', datePublished: ALWAYS, data: { key: 'primary', title: 'Main', links: NAVIGATION } });
  all.push({ collection: 'navigation', slug: 'social', status: 'published', datePublished: ALWAYS, data: { key: 'social', title: 'Follow us', links: SOCIAL } });
  for (const [sort, group] of FOOTER_GROUPS.entries()) {
    all.push({ collection: 'footer', slug: group.key, status: 'published', datePublished: ALWAYS, sort, data: group });
  }
  for (const [key, variant] of [['feedback_banner', 'enabled'], ['cookie_consent', 'enabled'], ['app_promo', 'enabled']] as const) {
    all.push({ collection: 'components', slug: key.replace(/_/g, '-'), status: 'published', datePublished: ALWAYS, data: { key, variant } });
  }
  for (const [sort, { status, ...banner }] of BANNERS.entries()) {
    all.push({ collection: 'banners', slug: banner.key, status, datePublished: ALWAYS, sort, data: banner });
  }
  for (const t of TRANSLATIONS) {
    for (const [locale, value] of [['en-AU', t.enAU], ['en-GB', t.enGB]] as const) {
      all.push({ collection: 'translations', slug: t.key.replace(/[._]/g, '-'), locale, status: 'published', datePublished: ALWAYS, data: { key: t.key, group: t.group, type: t.type, value } });
    }
  }
  all.push({ collection: 'theme', slug: 'default', status: 'published', datePublished: ALWAYS, data: THEME });
  return all;
}

export function hashPreviewToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function ensureContentSeeds(db: DbOrTx, options: { clock: Clock; demoAccounts: boolean }): Promise<void> {
  // Idempotent: the unique (collection, slug, locale) keeps what is there, edited or not.
  await db
    .insert(cmsItems)
    .values(items().map((item) => ({ id: newId(), ...item })))
    .onConflictDoNothing();
  await db
    .insert(cmsFiles)
    .values(FILES.map((file) => ({ ...file, type: 'image/svg+xml', width: 1200, height: 400 })))
    .onConflictDoNothing();
  if (!options.demoAccounts) return;
  const now = options.clock.now();
  await db
    .insert(cmsPreviewTokens)
    .values({ tokenHash: hashPreviewToken(DEMO_PREVIEW_TOKEN), label: 'demo editor', expiresAt: new Date(now.getTime() + YEAR_MS) })
    .onConflictDoUpdate({ target: cmsPreviewTokens.tokenHash, set: { expiresAt: new Date(now.getTime() + YEAR_MS) } });
  await seedDemoNotifications(db, now);
}

/** The demo customers' bell: a welcome and a results notice, once each. */
async function seedDemoNotifications(db: DbOrTx, now: Date): Promise<void> {
  const demo = await db
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.email, [DEMO_CUSTOMER.email, 'demo-migration@drawkit.test']));
  for (const { id } of demo) {
    const existing = await db
      .select({ id: customerNotifications.id })
      .from(customerNotifications)
      .where(and(eq(customerNotifications.customerId, id), inArray(customerNotifications.dedupeKey, ['demo-welcome', 'demo-results'])));
    if (existing.length > 0) continue;
    await db
      .insert(customerNotifications)
      .values([
        {
          id: newId(),
          customerId: id,
          dedupeKey: 'demo-welcome',
          title: 'Welcome to Drawkit',
          icon: 'info',
          message: 'You can set a spend limit at any time from your account.',
          actions: [{ id: 'limits', text: 'Set a spend limit', link: '/my-account/spend-limits', deepLink: null }],
          createdAt: new Date(now.getTime() - 2 * 60 * 60 * 1000),
        },
        {
          id: newId(),
          customerId: id,
          dedupeKey: 'demo-results',
          title: 'Results are in',
          icon: 'success',
          message: 'The latest Super Jackpot draw has been scored. Check your tickets in the results.',
          actions: [{ id: 'results', text: 'See results', link: '/lotto-results', deepLink: null }],
          createdAt: now,
        },
      ])
      .onConflictDoNothing();
  }
}
