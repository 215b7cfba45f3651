/**
 * The demo shop's info pages (shop-core §2 'Info'), written for an Australian lottery and
 * charity-raffle shop. Bodies are blocks (contract content.ts). The en-GB variant of a page
 * is seeded only where its wording differs (shop-core §1: pound-sterling wording).
 */
import type { ContentBlock } from '@drawkit/contract';

export interface PageSeed {
  slug: string;
  title: string;
  summary: string;
  capability: string | null;
  blocks: ContentBlock[];
}

const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
const h = (text: string): ContentBlock => ({ type: 'heading', text });
const list = (...items: string[]): ContentBlock => ({ type: 'list', items });
const faq = (question: string, answer: string): ContentBlock => ({ type: 'faq', question, answer });

export const GAMBLING_HELP_LINE = 'Gambling Help Online on 1800 858 858 (free, 24 hours a day, 7 days a week)';

export const PAGE_SEEDS: readonly PageSeed[] = [
  {
    slug: 'about',
    title: 'About Drawkit',
    summary: 'An Australian shop for lottery tickets, charity raffles and syndicate shares.',
    capability: null,
    blocks: [
      p('Drawkit sells tickets in Australian lotteries and charity raffles online. You can buy a single ticket, join a syndicate, or set up AutoPlay so you never miss a draw.'),
      p('Every charity raffle we sell raises money for its cause: the cause and its share of each ticket are shown on the raffle page before you buy.'),
      h('How we work'),
      list(
        'Your tickets are recorded against your account the moment you buy them, and you can see them at any time.',
        'Prizes are paid into your Drawkit wallet automatically after each draw is scored.',
        'You must be 18 or over to open an account or buy a ticket.',
      ),
      { type: 'link', text: 'Read how we support responsible play', href: '/about/responsible-gaming' },
    ],
  },
  {
    slug: 'about/responsible-gaming',
    title: 'Responsible gambling',
    summary: 'Lotteries and raffles should be fun. Here is how to keep them that way, and where to get help.',
    capability: null,
    blocks: [
      p('Buying a lottery or raffle ticket should be entertainment, never a way to make money or to win back losses. Only spend what you can afford to lose.'),
      h('Tools in your account'),
      list(
        'Spend limits: set a daily, weekly or monthly cap on what you can spend on tickets. Lowering a limit applies at once; raising one waits 7 days.',
        'Deposit limits: cap what you can put into your wallet over a period.',
        'Take a break or close your account at any time by contacting customer support.',
      ),
      { type: 'link', text: 'Set a spend limit', href: '/my-account/spend-limits' },
      h('Signs it may be time to stop'),
      list(
        'Spending more than you planned, or more than you can afford.',
        'Buying tickets to chase a win or to win back money.',
        'Borrowing money, or going without essentials, to play.',
        'Feeling anxious, guilty or secretive about how much you play.',
      ),
      h('Where to get help'),
      p(`Free and confidential support is available from ${GAMBLING_HELP_LINE}, or online at gamblinghelponline.org.au.`),
      p('If you are in crisis or need someone to talk to, call Lifeline on 13 11 14.'),
      p('We do not sell tickets to anyone under 18. If you think someone under 18 is using an account, please contact us.'),
    ],
  },
  {
    slug: 'about/privacy',
    title: 'Privacy policy',
    summary: 'What we collect, why we collect it, and the choices you have.',
    capability: null,
    blocks: [
      p('We handle personal information in line with the Australian Privacy Principles in the Privacy Act 1988 (Cth).'),
      h('What we collect'),
      list(
        'Your name, date of birth, address, email address and phone number, to open your account and confirm you are 18 or over.',
        'Your tickets, wallet transactions and limits, to run your account and meet our obligations as a lottery reseller.',
        'The last four digits and brand of cards you save. Full card numbers are held by our payment provider, never by us.',
      ),
      h('How we use it'),
      p('We use your information to sell you tickets, pay your prizes, keep your account secure, and send the messages you have agreed to receive. We never sell your information.'),
      h('Your choices'),
      p('You can see and update your details in your account, change your communication preferences at any time, and ask us for a copy of the information we hold about you through customer support.'),
    ],
  },
  {
    slug: 'about/cookie-policy',
    title: 'Cookie policy',
    summary: 'The cookies this site uses, and how to change your choice.',
    capability: 'cookie-consent',
    blocks: [
      p('Cookies are small files a website keeps in your browser. We ask before setting any cookie that is not essential, and we remember your answer for one year.'),
      h('Essential cookies'),
      list(
        'Your sign-in, kept in a secure cookie that page scripts cannot read.',
        'Your cart, so tickets you add are still there when you come back (kept for 14 days).',
        'Your cookie choice itself (kept for one year).',
      ),
      h('Non-essential cookies'),
      p('With your consent we use cookies to understand how the site is used, such as which pages are visited, so we can improve it. Choose "Essential only" and we will not set them.'),
      h('Changing your choice'),
      p('Clear this site\'s cookies in your browser and we will ask again on your next visit.'),
    ],
  },
  {
    slug: 'about/faq',
    title: 'Frequently asked questions',
    summary: 'Answers to the questions we are asked most.',
    capability: null,
    blocks: [
      faq('How do I know if I have won?', 'Your tickets are checked automatically after each draw. Winnings are paid into your wallet and you will see them in your results and account.'),
      faq('When do ticket sales close?', 'Each lottery closes a short time before its draw. The closing time is shown on the lottery page and in your cart.'),
      faq('What is a syndicate?', 'A syndicate is a group entry: you buy shares in a larger set of games, and any prize is split between shareholders according to their shares.'),
      faq('Where does the money from charity raffles go?', 'Each raffle is run for a named cause, which receives its share of every ticket sold. The cause is shown on the raffle page.'),
      faq('Can I set a limit on my spending?', 'Yes. In your account you can set daily, weekly or monthly spend limits and a deposit limit. Lowering a limit applies straight away.'),
      faq('How old do I have to be?', 'You must be 18 or over to open an account and buy tickets.'),
    ],
  },
  {
    slug: 'about/terms-and-conditions',
    title: 'Terms and conditions',
    summary: 'The terms on which we sell tickets and run your account.',
    capability: null,
    blocks: [
      h('1. Your account'),
      p('You must be 18 or over and live in Australia to open an account. You may hold one account only, and you are responsible for keeping your password safe.'),
      h('2. Buying tickets'),
      p('A ticket is bought when your purchase is confirmed and the ticket appears in your account. Tickets cannot be cancelled once the draw has closed.'),
      h('3. Prizes'),
      p('Prizes are paid into your wallet once a draw has been scored. Large prizes may need identity verification before they can be withdrawn.'),
      h('4. Responsible play'),
      p('You can set spend and deposit limits at any time. We may suspend an account where we believe play has become harmful.'),
      h('5. Contact'),
      p('Questions about these terms can be sent to customer support from the contact page.'),
    ],
  },
  {
    slug: 'about/terms-of-use',
    title: 'Terms of use',
    summary: 'The rules for using this website.',
    capability: 'terms-of-use',
    blocks: [
      p('By using this website you agree not to misuse it: do not try to access other customers\' accounts, interfere with the site\'s operation, or copy its content for commercial use.'),
      p('We work to keep the site available and accurate, but results are confirmed only by the official draw results published by each lottery operator.'),
    ],
  },
  {
    slug: 'about/contact-us',
    title: 'Contact us',
    summary: 'Customer support, by phone, email or the form below.',
    capability: null,
    blocks: [
      p('Our customer support team is available Monday to Friday, 8 am to 8 pm AEST, and Saturday 9 am to 5 pm AEST.'),
      list('Phone: 1300 000 000 (demo number)', 'Email: support@drawkit.test'),
      p('Send us a message with the form below and we will reply by email within one business day.'),
    ],
  },
];

/** en-GB variants, only where the wording changes (shop-core §1: pound-sterling wording). */
export const PAGE_SEEDS_EN_GB: readonly PageSeed[] = [
  {
    slug: 'about/responsible-gaming',
    title: 'Responsible gambling',
    summary: 'Lotteries and raffles should be fun. Here is how to keep them that way, and where to get help.',
    capability: null,
    blocks: [
      p('Buying a lottery or raffle ticket should be entertainment, never a way to make money or to win back losses. Only spend what you can afford to lose.'),
      h('Tools in your account'),
      list(
        'Spend limits: set a daily, weekly or monthly cap, in pounds sterling, on what you can spend on tickets.',
        'Deposit limits: cap the pounds you can put into your wallet over a period.',
      ),
      h('Where to get help'),
      p('Free and confidential support is available from the National Gambling Helpline on 0808 8020 133, 24 hours a day.'),
    ],
  },
];
