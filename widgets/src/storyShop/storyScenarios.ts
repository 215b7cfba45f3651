/**
 * The scenarios the stories show, each a script of SDK calls. `setup` brings a client to the
 * story's starting point: the story's loader runs it on the recorded answers, and the recorder
 * on the real shop. `record` is what the story's widget and play function call after that; only
 * the recorder runs it, so that their answers are in the recording too.
 *
 * Accounts and codes are the real shop's seed (packages/api-server/src/seed, listed in its README);
 * a scenario that no longer works on the shop fails the recordings' test.
 */
import type { AddCartItemRequest, DrawkitClient } from '@drawkit/sdk';

export interface StoryScenario {
  /** The app key the client sends (a partner's own for partner widgets). */
  appKey: string;
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

export const storyScenarios = {
  /** A visitor's anonymous cart with two Super Jackpot tickets; the story removes one. */
  anonymousCart: {
    appKey: STOREFRONT,
    setup: (client) => addTickets(client, 2, 1),
    async record(client) {
      const [first] = client.cart.getState().cart?.cartItems ?? [];
      if (first) await must(client.cart.getState().removeItem(first.id), 'Removing a ticket');
    },
  },
  /** A visitor with nothing in the cart yet. */
  emptyCart: {
    appKey: STOREFRONT,
    async setup(client) {
      await client.session.getState().init();
      await client.cart.getState().load();
    },
  },
  /** A four-game ticket; TENOFF takes 10% off and OLDCODE is refused as expired. */
  promotion: {
    appKey: STOREFRONT,
    setup: (client) => addTickets(client, 3),
    async record(client) {
      await client.cart.getState().applyPromotion('OLDCODE');
      await must(client.cart.getState().applyPromotion('TENOFF'), 'TENOFF');
    },
  },
} satisfies Record<string, StoryScenario>;

export type ScenarioName = keyof typeof storyScenarios;

/** Signs the demo customer in (for scenarios below). */
export { signIn as signInForStory };
