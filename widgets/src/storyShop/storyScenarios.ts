/**
 * The scenarios the stories show, each a script of SDK calls. `setup` brings a client to the
 * story's starting point: the story's loader runs it on the recorded answers, and the recorder
 * on the real shop. `record` is what the story's widget and play function call after that; only
 * the recorder runs it, so that their answers are in the recording too.
 *
 * Accounts and codes are the real shop's seed (packages/api-server/src/seed, listed in its README);
 * a scenario that no longer works on the shop fails the recordings' test.
 */
import { type AddCartItemRequest, type DrawkitClient, type DrawkitConfig, loadPrecartPlacements, membershipStore } from '@drawkit/sdk';

export interface StoryScenario {
  /** The app key the client sends (a partner's own for partner widgets). */
  appKey: string;
  /** More of the client's config, the same in the story and the recorder. */
  config?: Pick<DrawkitConfig, 'precartDrawer'>;
  setup(client: DrawkitClient): Promise<void>;
  record?(client: DrawkitClient): Promise<void>;
}

/** Seeded demo accounts share this password (the shop's README). */
export const DEMO_PASSWORD = 'drawkit-demo-1';
/** The main demo customer: verified, a $50.00 wallet. */
export const DEMO_EMAIL = 'demo@drawkit.test';

const STOREFRONT = 'drawkit-storefront';

const SUPER_JACKPOT_GAMES = [
  { Numbers: [1, 5, 9, 13, 17, 21, 25], Powerball: [4] },
  { Numbers: [2, 6, 10, 14, 18, 22, 26], Powerball: [11] },
  { Numbers: [3, 8, 12, 19, 24, 30, 35], Powerball: [20] },
];

/** A Super Jackpot ticket of `games` games (1–3) for the next draw. */
export function superJackpotTicket(games: number): AddCartItemRequest {
  return {
    productType: 'lottery_ticket',
    lotteryKey: 'super_jackpot_lottery',
    gameType: 'standard',
    gameOffer: 'super_jackpot_lottery_standard',
    games: SUPER_JACKPOT_GAMES.slice(0, games),
    numDraws: 1,
    quickpick: false,
  };
}

async function must(result: Promise<{ ok: boolean; messages?: readonly { message: string }[] }>, what: string): Promise<void> {
  const outcome = await result;
  if (!outcome.ok) throw new Error(`${what} failed on the shop: ${outcome.messages?.map((m) => m.message).join(' ') ?? ''}`);
}

async function signIn(client: DrawkitClient, email: string): Promise<void> {
  await client.session.getState().init();
  await must(client.session.getState().login({ email, password: DEMO_PASSWORD }), `Signing in as ${email}`);
}

async function addTickets(client: DrawkitClient, ...games: number[]): Promise<void> {
  await client.session.getState().init();
  for (const n of games) await must(client.cart.getState().addItem(superJackpotTicket(n)), 'Adding a ticket');
}

/** The shop's sandbox test cards (packages/api-server payments/sandboxGateway.ts). */
export const SANDBOX_CARD = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, securityCode: '123', holderName: 'Story Shopper' };
export const DECLINED_CARD_NUMBER = '4000000000000002';
/** demo-2fa@drawkit.test's authenticator code at the recording's time (TOTP of its seeded secret at TEST_NOW). */
export const AUTHENTICATOR_CODE = '174280';
/** A code no account is sent. */
export const WRONG_CODE = '000000';

/** Premium Daily Winners, one month, as a cart item (the shop's membership offer). */
const PREMIUM_MONTH: AddCartItemRequest = {
  productType: 'membership',
  lotteryKey: 'daily_winners_membership',
  membershipProgram: 'daily_winners',
  membershipOffer: 'daily_winners_premium',
} as AddCartItemRequest;

async function visit(client: DrawkitClient): Promise<void> {
  await client.session.getState().init();
}

async function signUp(client: DrawkitClient, email: string): Promise<void> {
  await client.session.getState().init();
  await must(
    client.session.getState().signup({
      email,
      password: 'correct horse battery',
      firstname: 'Story',
      lastname: 'Shopper',
      dateOfBirth: '1990-04-02',
      address: '12 Example Road',
      suburb: 'Fortitude Valley',
      state: 'QLD',
      postcode: '4006',
      country: 'AU',
      acceptTerms: true,
      emailOptIn: false,
    }),
    `Signing up ${email}`,
  );
}

/** What the Daily Winners widgets load on mount (useMembershipProgramme). */
async function loadProgramme(client: DrawkitClient): Promise<void> {
  const membership = membershipStore(client).getState();
  await Promise.all([membership.loadConfig(), membership.loadCustomerMembership(), membership.loadUpcoming()]);
}

/** Every offer key the ticket builder stories open. */
const BUILDER_OFFERS = [
  'super_jackpot_lottery',
  'no_such_lottery',
  'set_for_life2020',
  'super_66',
  'lotto_strike',
  'mega_jackpot_lottery',
  'make_a_smile_lottery',
  'your_hospice_lottery',
];

export const storyScenarios = {
  /** A visitor with nothing in the cart yet. */
  visitor: { appKey: STOREFRONT, setup: visit },
  /** A visitor's anonymous cart with two Super Jackpot tickets; the story removes one. */
  anonymousCart: {
    appKey: STOREFRONT,
    setup: (client) => addTickets(client, 2, 1),
    async record(client) {
      const [first] = client.cart.getState().cart?.cartItems ?? [];
      if (first) await must(client.cart.getState().removeItem(first.id), 'Removing a ticket');
    },
  },
  /** A visitor whose cart is still empty. */
  emptyCart: {
    appKey: STOREFRONT,
    async setup(client) {
      await visit(client);
      await client.cart.getState().load();
    },
  },
  /** A three-game ticket; OLDCODE is refused as expired, TENOFF takes 10% off. */
  promotion: {
    appKey: STOREFRONT,
    setup: (client) => addTickets(client, 3),
    async record(client) {
      await client.cart.getState().applyPromotion('OLDCODE');
      await must(client.cart.getState().applyPromotion('TENOFF'), 'TENOFF');
    },
  },
  /** demo-spend-limit@ ($10.00 a week) with $10.50 of tickets: the cart is blocked. */
  spendLimit: {
    appKey: STOREFRONT,
    async setup(client) {
      await signIn(client, 'demo-spend-limit@drawkit.test');
      await addTickets(client, 3, 3);
    },
  },
  /** The ticket builder on each offer its stories open, and a quick-picked Super Jackpot ticket added. */
  ticketBuilder: {
    appKey: STOREFRONT,
    setup: visit,
    async record(client) {
      for (const key of BUILDER_OFFERS) await client.catalogue.getState().loadOffers([key]);
      await client.catalogue.getState().loadCauses();
      await must(client.cart.getState().addItem({ ...superJackpotTicket(1), quickpick: true }), 'Adding a quick pick');
    },
  },
  /** The whole catalogue loaded: the offers and draws the panel and syndicate stories show. */
  catalogue: {
    appKey: STOREFRONT,
    async setup(client) {
      await visit(client);
      await client.catalogue.getState().load();
    },
  },
  /** A charity's raffles: each story's cause's offers and the causes (a first visit has no partner cart yet). */
  raffle: {
    appKey: STOREFRONT,
    setup: visit,
    async record(client) {
      await client.catalogue.getState().loadCauses();
      for (const cause of ['your_hospice', 'no_such_cause']) await client.catalogue.getState().loadCauseOffers(cause);
      // The prizes of the draws the stories start at.
      for (const drawNo of [145, 147]) await client.draws.getState().loadPrizes('your_hospice_lottery', drawNo);
    },
  },
  /** The demo partner's purchase widget, with the partner's own app key. */
  partner: {
    appKey: 'demo-partner',
    setup: visit,
    async record(client) {
      await client.partner.getState().load('demo-partner');
      await client.catalogue.getState().loadOffers(client.partner.getState().partner?.productOfferKeys.slice(0, 1) ?? []);
      await client.partner.getState().load('no-such-partner');
    },
  },
  /** A visitor with a two-game ticket signs in at checkout as demo@ ($50.00 wallet) and pays from the wallet. */
  walletCheckout: {
    appKey: STOREFRONT,
    setup: (client) => addTickets(client, 2),
    async record(client) {
      await must(client.session.getState().login({ email: DEMO_EMAIL, password: DEMO_PASSWORD }), 'Signing in');
      await Promise.all([client.purchase.getState().loadPaymentMethods(), client.session.getState().loadCustomer()]);
      const paid = await client.purchase.getState().payWithWallet();
      if (!paid.ok) throw new Error('The wallet purchase failed on the shop.');
    },
  },
  /** A new customer (empty wallet) with a two-game ticket pays by card: the declined card first. */
  cardCheckout: {
    appKey: STOREFRONT,
    async setup(client) {
      await signUp(client, 'story-card@example.test');
      await addTickets(client, 2);
    },
    async record(client) {
      await Promise.all([client.purchase.getState().loadPaymentMethods(), client.session.getState().loadCustomer()]);
      await client.purchase.getState().payWithCard({ ...SANDBOX_CARD, number: DECLINED_CARD_NUMBER });
      const paid = await client.purchase.getState().payWithCard(SANDBOX_CARD);
      if (!paid.ok) throw new Error('The card purchase failed on the shop.');
    },
  },
  /** demo-deposit-limit@ ($5.00 wallet) buys $8.75 of tickets: the wallet and a card pay; the receipt. */
  receipt: {
    appKey: STOREFRONT,
    async setup(client) {
      await signIn(client, 'demo-deposit-limit@drawkit.test');
      await addTickets(client, 2, 3);
      const paid = await client.purchase.getState().payWithCard(SANDBOX_CARD);
      if (!paid.ok) throw new Error(`The purchase failed on the shop: ${paid.messages.map((m) => m.message).join(' ')}`);
    },
    async record(client) {
      const id = client.purchase.getState().receipt?.checkoutId;
      if (id) await client.purchase.getState().loadReceipt(id);
    },
  },
  /** demo-email-2fa@ signs in: a code is emailed; a wrong one is refused. */
  emailedCode: {
    appKey: STOREFRONT,
    async setup(client) {
      await visit(client);
      await client.session.getState().login({ email: 'demo-email-2fa@drawkit.test', password: DEMO_PASSWORD });
    },
    async record(client) {
      await client.session.getState().submitCode(WRONG_CODE);
    },
  },
  /** demo-2fa@ signs in: the authenticator's code is asked for, and accepted. */
  authenticatorCode: {
    appKey: STOREFRONT,
    async setup(client) {
      await visit(client);
      await client.session.getState().login({ email: 'demo-2fa@drawkit.test', password: DEMO_PASSWORD });
    },
    async record(client) {
      await must(client.session.getState().submitCode(AUTHENTICATOR_CODE), 'The authenticator code');
    },
  },
  /** demo-2fa@ again, five wrong codes later: two-factor sign-in is locked. */
  twoFactorLocked: {
    appKey: STOREFRONT,
    async setup(client) {
      await visit(client);
      await client.session.getState().login({ email: 'demo-2fa@drawkit.test', password: DEMO_PASSWORD });
      for (let i = 0; i < 5; i++) await client.session.getState().submitCode(WRONG_CODE);
    },
  },
  /** The pre-cart drawer turned on: adding a ticket opens it with the shop's recommended draws. */
  precartDrawer: {
    appKey: STOREFRONT,
    config: { precartDrawer: true },
    setup: visit,
    async record(client) {
      await must(client.cart.getState().addItem(superJackpotTicket(2)), 'Adding a ticket');
      await loadPrecartPlacements(client, client.cart.getState().cart);
    },
  },
  /** The same with a ticket already in the cart. */
  precartDrawerWithItems: {
    appKey: STOREFRONT,
    config: { precartDrawer: true },
    async setup(client) {
      await addTickets(client, 3);
      // That add opened the drawer; the story starts with it closed.
      client.cart.getState().closePrecartDrawer();
    },
    async record(client) {
      await must(client.cart.getState().addItem(superJackpotTicket(2)), 'Adding a ticket');
      await loadPrecartPlacements(client, client.cart.getState().cart);
    },
  },
  /** The Daily Winners programme to a visitor: giveaways, past winners, giveaway pages, tiers. */
  programmeVisitor: {
    appKey: STOREFRONT,
    setup: visit,
    async record(client) {
      await loadProgramme(client);
      const membership = membershipStore(client).getState();
      await membership.loadPastWinners('allGiveaways');
      await membership.loadGiveaway('monthly', '26');
      await membership.loadGiveaway('preview', 'dw-preview-1');
      await client.catalogue.getState().load();
    },
  },
  /** demo-account@ signed in, not a member; joining makes them a free member. */
  nonMember: {
    appKey: STOREFRONT,
    setup: (client) => signIn(client, 'demo-account@drawkit.test'),
    async record(client) {
      await loadProgramme(client);
      await must(membershipStore(client).getState().join(), 'Joining');
    },
  },
  /** demo-member@, the seeded free-tier member: monthly and major entries locked. */
  freeMember: {
    appKey: STOREFRONT,
    setup: (client) => signIn(client, 'demo-member@drawkit.test'),
    async record(client) {
      await loadProgramme(client);
      await membershipStore(client).getState().loadGiveaway('monthly', '27');
      await client.catalogue.getState().load();
    },
  },
  /** demo-party-host@ joined and bought a month of Premium from the wallet. */
  premiumMember: {
    appKey: STOREFRONT,
    async setup(client) {
      await signIn(client, 'demo-party-host@drawkit.test');
      await must(membershipStore(client).getState().join(), 'Joining');
      await must(client.cart.getState().addItem(PREMIUM_MONTH), 'Adding Premium');
      const paid = await client.purchase.getState().payWithWallet();
      if (!paid.ok) throw new Error('Buying Premium failed on the shop.');
    },
    record: loadProgramme,
  },
  /** A new customer (empty wallet) who joined: pending-deposit until a first deposit. */
  pendingDeposit: {
    appKey: STOREFRONT,
    async setup(client) {
      await signUp(client, 'story-pending@example.test');
      await must(membershipStore(client).getState().join(), 'Joining');
    },
    record: loadProgramme,
  },
} satisfies Record<string, StoryScenario>;

export type ScenarioName = keyof typeof storyScenarios;
