/**
 * The demo shop's blog: three categories, and enough posts in "Lotto news" for a second page
 * (12 a page, shop-core §9). One post is a draft (seen only in preview) and one is scheduled
 * for the future (hidden until its date_published passes).
 */
import type { ContentBlock } from '@drawkit/contract';

export interface BlogCategorySeed {
  slug: string;
  name: string;
  description: string;
}

export interface BlogPostSeed {
  slug: string;
  category: string;
  title: string;
  summary: string;
  author: string;
  /** ISO date; the post shows once it has passed. */
  published: string;
  status: 'published' | 'draft';
  blocks: ContentBlock[];
}

export const BLOG_CATEGORY_SEEDS: readonly BlogCategorySeed[] = [
  { slug: 'lotto-news', name: 'Lotto news', description: 'Jackpots, draw changes and what is new in the shop.' },
  { slug: 'winners', name: 'Winner stories', description: 'Stories from customers whose numbers came up.' },
  { slug: 'charity', name: 'Charity and causes', description: 'What charity raffle tickets have helped to fund.' },
];

const para = (...texts: string[]): ContentBlock[] => texts.map((text) => ({ type: 'paragraph', text }));

function post(
  slug: string,
  category: string,
  published: string,
  title: string,
  summary: string,
  body: string[],
  options: { status?: 'published' | 'draft'; author?: string } = {},
): BlogPostSeed {
  return { slug, category, title, summary, author: options.author ?? 'The Drawkit team', published, status: options.status ?? 'published', blocks: para(...body) };
}

const NEWS: readonly BlogPostSeed[] = [
  post('super-jackpot-passes-20-million', 'lotto-news', '2026-03-02T09:00:00Z', 'Super Jackpot passes $20 million', 'No division one winner for five draws running, and the jackpot keeps climbing.', [
    'Thursday\'s Super Jackpot has reached $20 million after five draws without a division one winner.',
    'Ticket sales close shortly before the 8:30 pm AEST draw. Set a spend limit before you play, and remember the odds do not change as the jackpot grows.',
  ]),
  post('how-syndicates-split-prizes', 'lotto-news', '2026-02-24T09:00:00Z', 'How syndicate prizes are split', 'A share in a syndicate is a share of every prize it wins. Here is how the maths works.', [
    'When a syndicate wins, the prize is divided by the number of shares sold and each shareholder receives their part straight into their wallet.',
    'Buying two shares means two parts of every prize. The syndicate page shows how many shares remain before the draw closes.',
  ]),
  post('new-results-pages', 'lotto-news', '2026-02-17T09:00:00Z', 'New results pages', 'Past results for every lottery and raffle, a page at a time.', [
    'Results now have their own pages for lotteries and raffles, with every past draw a click away.',
    'Signed in, you also see which of your tickets won in each draw.',
  ]),
  post('autoplay-explained', 'lotto-news', '2026-02-10T09:00:00Z', 'AutoPlay explained', 'Never miss a draw: AutoPlay buys your ticket for each new draw until you pause it.', [
    'AutoPlay buys the same ticket for every draw of a lottery, paid from your wallet or saved card.',
    'You can pause or cancel AutoPlay from your account at any time, and your spend limits still apply to every ticket it buys.',
  ]),
  post('draw-times-in-aest', 'lotto-news', '2026-02-03T09:00:00Z', 'Why every time on the site is AEST', 'One time zone for every draw, wherever you live.', [
    'Draw and closing times across the site are shown in Australian Eastern Standard Time (UTC+10), the time zone the draws are held in.',
    'If you are in Adelaide, Darwin or Perth, remember to adjust: a draw at 8:30 pm AEST is 6:30 pm in Perth.',
  ]),
  post('spend-limits-now-daily', 'lotto-news', '2026-01-27T09:00:00Z', 'Spend limits can now be daily', 'Alongside weekly and monthly limits, you can now cap a single day.', [
    'You can now set a daily spend limit as well as weekly and monthly ones. When more than one is set, the one with the least left applies.',
    'Lowering a limit takes effect straight away. Raising or removing one waits 7 days, so a decision made in the moment has time to cool.',
  ]),
  post('monday-and-wednesday-lotto', 'lotto-news', '2026-01-20T09:00:00Z', 'Monday and Wednesday Lotto: what is the difference?', 'Two midweek lotteries with the same format and different draw nights.', [
    'Monday Lotto and Wednesday Lotto share their format: choose six numbers from 45. Only the draw night differs.',
    'Both are sold for the next draw or several draws ahead, and both appear in the results pages once drawn.',
  ]),
  post('choosing-numbers', 'lotto-news', '2026-01-13T09:00:00Z', 'Does it matter which numbers you choose?', 'Every combination is equally likely. Here is what does make a difference.', [
    'Every set of numbers has exactly the same chance of being drawn, including 1, 2, 3, 4, 5, 6.',
    'Numbers many people choose, such as birthdays, can mean sharing a prize with more winners. A quick pick spreads your numbers across the range.',
  ]),
  post('favourite-numbers', 'lotto-news', '2026-01-06T09:00:00Z', 'Save your favourite numbers', 'Keep one set of numbers ready for any lottery that uses them.', [
    'Signed in, you can save one set of favourite numbers and add them to a ticket with a single click.',
    'Saving a new set replaces the old one, so your favourites are always the ones you chose last.',
  ]),
  post('summer-draw-schedule', 'lotto-news', '2025-12-16T09:00:00Z', 'Draws over the summer holidays', 'Every draw goes ahead as scheduled over Christmas and New Year.', [
    'All lotteries draw on their usual nights over the summer holidays, including Christmas Day and New Year\'s Day.',
    'Customer support hours are shorter between Christmas and New Year; the contact page lists them.',
  ]),
  post('wallet-top-ups', 'lotto-news', '2025-12-09T09:00:00Z', 'Topping up your wallet', 'Pay for tickets from your wallet, and keep your winnings in one place.', [
    'Your wallet holds your winnings and any money you deposit. Tickets are paid from it first, then from your card.',
    'A deposit limit caps what you can add to your wallet over a day, a week or a month.',
  ]),
  post('pre-order-tickets', 'lotto-news', '2025-12-02T09:00:00Z', 'Pre-order tickets for upcoming draws', 'Buy now for a draw that has not opened yet.', [
    'Some lotteries let you buy a ticket for a draw that has not opened for sale. Your ticket is issued the moment the draw opens.',
    'Pre-ordered tickets appear in your account as scheduled until then.',
  ]),
  post('raffle-ticket-numbers', 'lotto-news', '2025-11-25T09:00:00Z', 'How raffle ticket numbers are drawn', 'Raffle winners are drawn only from tickets that were sold.', [
    'Unlike a lottery, a raffle draws its winners from the ticket numbers actually sold, so every prize is won.',
    'The number of tickets and prizes is fixed for each raffle and shown on its page.',
  ]),
  post('welcome-to-the-blog', 'lotto-news', '2025-11-18T09:00:00Z', 'Welcome to the Drawkit blog', 'News, winner stories and the causes your tickets support.', [
    'This is where we will share news about draws and jackpots, stories from winners, and updates from the charities our raffles support.',
  ]),
  post('new-lottery-coming', 'lotto-news', '2099-01-01T00:00:00Z', 'A new lottery is coming', 'Scheduled: this post shows only once its publication date has passed.', [
    'This post is scheduled and should not be visible before its publication date.',
  ]),
  post('draft-jackpot-guide', 'lotto-news', '2026-03-01T00:00:00Z', 'Draft: a guide to jackpot sizes', 'An unpublished draft, visible only in preview.', [
    'This post is a draft. Editors see it through a preview link; visitors never do.',
  ], { status: 'draft' }),
];

const WINNERS: readonly BlogPostSeed[] = [
  post('brisbane-nurse-wins-division-one', 'winners', '2026-02-26T09:00:00Z', 'Brisbane nurse shares division one', 'A syndicate share bought on a night shift paid off.', [
    'A Brisbane nurse bought two shares in a Super Jackpot syndicate during a break on a night shift, and woke to find the syndicate had won division one.',
    '"I am going to pay off the car and take my mum on a holiday," she told us. "Then back to work on Monday."',
  ]),
  post('hobart-retirees-raffle-car', 'winners', '2026-02-05T09:00:00Z', 'Hobart retirees win a raffle car', 'A charity raffle ticket bought for a good cause came with a new car.', [
    'A retired couple from Hobart won the first prize in a hospice raffle: a new car, and the knowledge their ticket helped fund palliative care.',
  ]),
  post('first-ticket-first-win', 'winners', '2026-01-15T09:00:00Z', 'First ticket, first win', 'A first-time player from Geelong picked up a division three prize.', [
    'A customer from Geelong bought their first ever ticket with a quick pick and won division three in the same week.',
    'They have since set a weekly spend limit: "It is a bit of fun, and I want to keep it that way."',
  ]),
  post('office-syndicate-wins', 'winners', '2025-12-18T09:00:00Z', 'An office syndicate\'s Christmas bonus', 'Twelve colleagues in Perth shared a division two prize.', [
    'A group of twelve colleagues in Perth, who have played together every week for three years, shared a division two prize just before Christmas.',
  ]),
  post('daily-winners-first-month', 'winners', '2025-12-01T09:00:00Z', 'Daily winners: the first month', 'Thirty daily giveaways, thirty members with a little extra.', [
    'In its first month the daily-winners programme drew a member every evening at 8 pm AEST, with cash paid straight into each winner\'s wallet.',
  ]),
];

const CHARITY: readonly BlogPostSeed[] = [
  post('make-a-smile-new-ward', 'charity', '2026-02-20T09:00:00Z', 'Make a Smile funds a new play room', 'Raffle tickets helped build a play room for children in hospital.', [
    'Money raised by the Make a Smile raffle has funded a new play room at a children\'s hospital, open seven days a week for patients and their siblings.',
  ]),
  post('your-hospice-nurses', 'charity', '2026-01-29T09:00:00Z', 'Your Hospice trains twelve more nurses', 'Raffle proceeds funded specialist palliative-care training.', [
    'This year\'s Your Hospice raffles paid for twelve nurses to complete specialist palliative-care training, so more families can be cared for at home.',
  ]),
  post('where-the-money-goes', 'charity', '2026-01-08T09:00:00Z', 'Where does a raffle ticket\'s money go?', 'A plain breakdown of a charity raffle ticket.', [
    'Each charity raffle ticket pays for the prizes, the cost of running the raffle, and the cause\'s share, which is shown on every raffle page before you buy.',
  ]),
  post('choose-your-cause', 'charity', '2025-12-11T09:00:00Z', 'Choose the cause you support', 'Some lotteries let you pick a cause with every ticket.', [
    'When a lottery supports several causes, you choose one as you build your ticket. Your support page shows how much your tickets have raised.',
  ]),
];

export const BLOG_POST_SEEDS: readonly BlogPostSeed[] = [...NEWS, ...WINNERS, ...CHARITY];
