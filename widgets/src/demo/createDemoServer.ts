/**
 * A canned Drawkit API behind a `fetch` function, so stories and tests run the real SDK client
 * with no server: discovery, config, the catalogue, anonymous and customer carts, sign-in and
 * sign-up, partner carts, wallet and sandbox-card purchases and receipts. Not part of the
 * published package; the real system of record is packages/api-server.
 */
import type {
  AddCartItemRequest,
  BlockedReasonAction,
  ApiMessage,
  Cart,
  CartItem,
  Draw,
  LotteryDraw,
  PartnerCart,
  ProductOffer,
  Receipt,
} from '@drawkit/sdk';
import { entryPrice, isEntryComplete, syndicatePrice, ticketBundles } from '@drawkit/sdk';
import {
  aud,
  DECLINED_CARD,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  demoCapabilities,
  demoConfig,
  demoCustomer,
  demoDraws,
  demoOffers,
  demoPartner,
  demoPaymentMethods,
} from './demoCatalogue';
import { demoCauses, demoHospicePartner, demoMoreOffers, demoRafflePrizes } from './demoGameTypes';
import { createDemoMembership, demoMembershipOffer, type DemoMembershipOptions } from './demoMembership';

export const DEMO_ORIGIN = 'https://demo.drawkit.test';

export interface DemoServerOptions {
  /** Wallet balance of the demo customer, in cents (default $50.00). */
  walletCents?: number;
  /** Delay of every answer, to show loading states in stories (default none). */
  latencyMs?: number;
  /** Tickets already in the first cart the visitor gets. */
  seedCart?: AddCartItemRequest[];
  /** Block reasons (id to message) and their action types shown on every cart. */
  blockedReasons?: { reasons: Record<string, string>; actions: Record<string, string> };
  /** Auto-removed items reported with the first cart fetched. */
  autoRemovedItems?: Cart['autoRemovedItems'];
  /** Clock for draw dates (default Date.now). */
  now?: () => number;
  /** Awaited before answering a request: tests hold a call open to look at the in-flight state. */
  gate?: (request: DemoRequest) => Promise<void> | void;
  /** The demo customer's daily-winners membership at the start (default non-member). */
  membership?: DemoMembershipOptions;
  /** Turns on the site config's pre-cart drawer prompt (default off). */
  precartDrawer?: boolean;
}

export interface DemoRequest {
  method: string;
  /** Path under /v2 (or `/discover`). */
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  /** The JSON body with camelCase keys, or form fields. */
  body: unknown;
  headers: Headers;
}

interface StoredCart {
  ref: string;
  customerId: string | null;
  partnerSlug: string | null;
  items: CartItem[];
  promotion?: { id: string; code: string } | undefined;
}

/** Demo promotion codes, like the server's seed: TENOFF 10% off, WELCOME5 $5.00 off from $10.00, OLDCODE expired. */
function demoDiscount(code: string, totalCents: number): number | string {
  if (code === 'TENOFF') return Math.floor(totalCents / 10);
  if (code === 'WELCOME5') return totalCents >= 1000 ? 500 : 'The promotion code WELCOME5 needs a cart of at least $10.00.';
  if (code === 'OLDCODE') return 'The promotion code OLDCODE has expired.';
  return `The promotion code ${code} is not valid.`;
}

type Reply = { status: number; body: unknown };

const ok = (result: unknown, extra: Record<string, unknown> = {}): Reply => ({ status: 200, body: { result, messages: [], ...extra } });
const fail = (status: number, code: string, message: string, field?: string): Reply => ({
  status,
  body: { result: null, messages: [{ message, code, level: 'error', ...(field ? { field } : {}) } satisfies ApiMessage] },
});

function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [/^[A-Z]/.test(k) ? k : k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), camelKeys(v)]),
  );
}

function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'VISA';
  if (number.startsWith('5')) return 'MASTERCARD';
  if (number.startsWith('3')) return 'AMEX';
  return 'CARD';
}

export function createDemoServer(options: DemoServerOptions = {}) {
  const now = options.now ?? Date.now;
  const draws: LotteryDraw[] = demoDraws(now());
  const more = demoMoreOffers(now());
  const offers: ProductOffer[] = [...demoOffers(draws), ...more.offers, demoMembershipOffer];
  const allDraws: Draw[] = [...draws, ...more.draws];
  let favouriteNumbers: Record<string, number[]> = {};
  const carts = new Map<string, StoredCart>();
  const receipts = new Map<string, Receipt>();
  const accounts = new Map([[DEMO_EMAIL, { password: DEMO_PASSWORD, balance: options.walletCents ?? 5000 }]]);
  const requests: DemoRequest[] = [];
  let signedInEmail: string | null = null;
  let seeds = options.seedCart ?? [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}-${++counter}`;
  const membership = createDemoMembership(now, options.membership);

  function toItem(request: AddCartItemRequest): CartItem | Reply {
    const offer =
      offers.find((o) => o.key === request.productOfferKey) ?? offers.find((o) => o.lotteryKey === request.lotteryKey && o.type !== 'syndicate_share');
    const gameType = offer?.gameTypes.find((t) => t.key === request.gameType) ?? offer?.gameTypes[0];
    const gameOffer = gameType?.gameOffers.find((g) => g.key === request.gameOffer) ?? (offer?.type === 'lottery_ticket' ? undefined : gameType?.gameOffers[0]);
    if (!offer || !gameType || !gameOffer) return fail(404, 'offer_not_found', 'This product is not available.');
    const numDraws = request.numDraws === 'autoplay' ? 1 : request.numDraws;
    let unit: number;
    let n: number;
    let what: string;
    if (request.productType === 'syndicate_share') {
      n = request.numShares ?? 0;
      if (n < 1 || n > (gameOffer.sharesAvailable ?? 0)) return fail(422, 'syndicate_sold_out', 'This syndicate is sold out.');
      unit = syndicatePrice(gameOffer.costPerShare ?? gameOffer.pricePerGame, n).amount;
      what = `${n} ${n === 1 ? 'share' : 'shares'}`;
    } else if (request.productType === 'raffle_ticket') {
      const bundle = ticketBundles(gameOffer.prices).find((b) => b.key === request.bundleKey);
      if (offer.causes.length > 1 && !(request.causeKey && offer.causes.includes(request.causeKey))) {
        return fail(422, 'cause_required', 'Please choose a cause to support.', 'causeKey');
      }
      n = bundle?.games ?? request.numRaffleTickets ?? 0;
      unit = bundle?.price.amount ?? (entryPrice(gameOffer, n)?.amount ?? 0);
      if (n < 1) return fail(422, 'validation_failed', 'Choose some tickets.');
      what = `${n} ${n === 1 ? 'ticket' : 'tickets'}`;
    } else if (request.productType === 'membership') {
      // A month of the premium tier: no numbers, no draw.
      n = 1;
      unit = gameOffer.pricePerGame.amount;
      what = 'one month';
    } else {
      n = request.games.length;
      if (n < gameOffer.minGames || n > gameOffer.maxGames) {
        return fail(422, 'games_out_of_range', 'The number of games is outside what this game offers.');
      }
      const complete = gameOffer.quickpickOnly || request.games.every((game) => isEntryComplete(gameOffer, game, gameType.key));
      if (!complete) return fail(422, 'invalid_ticket', 'The ticket is not complete.');
      if ((offer.selectableDays ?? 0) !== 0 && !request.days) return fail(422, 'day_required', 'Please choose a draw day.', 'days');
      unit = entryPrice(gameOffer, n)?.amount ?? 0;
      what = `${n} ${n === 1 ? 'game' : 'games'}`;
    }
    const draw = allDraws.find((d) => d.drawNo === request.drawNo && d.lotteryKey === offer.lotteryKey) ?? allDraws.find((d) => d.lotteryKey === offer.lotteryKey);
    if (!draw && request.productType !== 'syndicate_share' && request.productType !== 'membership') return fail(422, 'draw_closed', 'This draw is closed. Please choose another draw.');
    const drawDate = draw ? ('drawDate' in draw ? draw.drawDate : draw.drawData.drawStop) : new Date(now()).toISOString();
    return {
      id: nextId('item'),
      description: `${offer.name}, ${what}`,
      quantity: 1,
      unitPrice: aud(unit),
      totalPrice: aud(unit * numDraws),
      productType: request.productType === 'multi_draw_ticket' ? 'lottery_ticket' : request.productType,
      lotteryKey: offer.lotteryKey,
      lottery: offer.name,
      gameType: gameType.key,
      gameOffer: gameOffer.key,
      games: request.games,
      numDraws,
      numGames: n,
      quickpick: request.quickpick,
      drawDate,
      drawNo: draw?.drawNo ?? 0,
      drawEncodedIds: draw ? [draw.drawId] : [],
      favourite: false,
      hasFavouriteNumbers: false,
      recurringPurchase: { enabled: request.numDraws === 'autoplay' || request.recurringPurchase?.enabled === true, type: null, availability: null },
      causeKey: request.causeKey ?? (offer.causes.length === 1 ? (offer.causes[0] ?? null) : null),
      numRaffleTickets: request.productType === 'raffle_ticket' ? n : null,
      scheduledPurchase: request.scheduledPurchase ?? null,
    };
  }

  function newCart(customerId: string | null, partnerSlug: string | null): StoredCart {
    const cart: StoredCart = { ref: nextId('cart'), customerId, partnerSlug, items: [] };
    // The first cart handed out holds the seeded tickets.
    for (const seed of seeds) {
      const item = toItem(seed);
      if ('id' in item) cart.items.push(item);
    }
    seeds = [];
    carts.set(cart.ref, cart);
    return cart;
  }

  let autoRemovedOnce = options.autoRemovedItems ?? [];
  function view(cart: StoredCart): Cart | PartnerCart {
    const itemsTotal = cart.items.reduce((sum, i) => sum + i.totalPrice.amount, 0);
    const discount = cart.promotion ? demoDiscount(cart.promotion.code, itemsTotal) : 0;
    if (typeof discount === 'string') cart.promotion = undefined;
    const off = typeof discount === 'number' ? discount : 0;
    const total = itemsTotal - off;
    const autoRemovedItems = autoRemovedOnce;
    autoRemovedOnce = [];
    const body: Cart = {
      cartReference: cart.ref,
      customerId: cart.customerId,
      cartItems: cart.items,
      autoRemovedItems,
      cartTotal: aud(total),
      preOrderTotal: aud(0),
      requiresUnattendedPaymentMethod: false,
      blockedReasons: options.blockedReasons?.reasons ?? {},
      showRegulation: false,
      blockedReasonActions: (options.blockedReasons?.actions ?? {}) as Record<string, BlockedReasonAction>,
      promotionItems: cart.promotion
        ? [
            {
              id: cart.promotion.id,
              description: `${cart.promotion.code} promotion`,
              quantity: 1,
              productType: cart.promotion.code === 'TENOFF' ? 'voucher_percent_discount' : 'voucher_fixed_discount',
              promotionCode: cart.promotion.code,
              unitPrice: aud(-off),
              totalPrice: aud(-off),
            },
          ]
        : [],
    };
    return cart.partnerSlug ? { ...body, partnerSlug: cart.partnerSlug } : body;
  }

  const customerId = () => (signedInEmail ? `cust-${signedInEmail}` : null);
  const customerCart = (partnerSlug: string | null = null) =>
    [...carts.values()].find((c) => c.customerId === customerId() && c.partnerSlug === partnerSlug) ??
    newCart(customerId(), partnerSlug);

  function signIn(email: string) {
    signedInEmail = email;
    return ok({
      accessToken: `demo-access-${++counter}`,
      refreshToken: `demo-refresh-${counter}`,
      expiresIn: 900,
      customer: {
        customerId: customerId(),
        customerToken: `demo-token-${counter}`,
        sessionId: `demo-session-${counter}`,
        pricingId: 'pricing_default',
        segmentName: 'default',
        isNewSignup: false,
      },
    });
  }

  function buy(cart: StoredCart, card: { number: string } | null, deposit: number): Reply {
    const account = signedInEmail ? accounts.get(signedInEmail) : undefined;
    if (!account) return fail(401, 'unauthorised', 'Sorry, looks like we had some trouble verifying your login details. Please try again.');
    if (cart.items.length === 0) return fail(422, 'cart_empty', 'Your cart is empty.');
    if (card?.number === DECLINED_CARD) return fail(402, 'card_declined', 'Your card was declined. Please try another card.');
    const total = cart.items.reduce((sum, i) => sum + i.totalPrice.amount, 0);
    const byCard = card ? deposit : 0;
    if (account.balance + byCard < total) {
      return fail(422, 'insufficient_funds', 'Your wallet balance is not enough for this purchase.');
    }
    account.balance = account.balance + byCard - total;
    const receipt: Receipt = {
      checkoutId: nextId('chk'),
      status: 'completed',
      createdAt: new Date(now()).toISOString(),
      total: aud(total),
      paidFromWallet: aud(total - byCard),
      paidByCard: aud(byCard),
      card: card ? { brand: cardBrand(card.number), last4: card.number.slice(-4) } : null,
      walletBalanceAfter: aud(account.balance),
      partnerSlug: cart.partnerSlug,
      channelKey: 'web',
      orders: cart.items.map((item) => ({
        orderId: nextId('order'),
        description: item.description,
        productType: item.productType,
        lotteryKey: item.lotteryKey,
        gameOffer: item.gameOffer,
        drawNo: item.drawNo,
        drawDate: item.drawDate,
        numDraws: item.numDraws,
        numGames: item.numGames,
        games: item.games,
        price: item.totalPrice,
        ticketIds: item.games.map(() => nextId('ticket')),
      })),
    };
    receipts.set(receipt.checkoutId, receipt);
    cart.items = [];
    return ok(receipt);
  }

  function partnerCartFor(slug: string, body: { cartReference?: string; cartItem?: AddCartItemRequest }, anonymous: boolean): Reply {
    if (slug !== demoPartner.slug && slug !== demoHospicePartner.slug) return fail(404, 'partner_not_found', 'This partner was not found.');
    const stored = body.cartReference ? carts.get(body.cartReference) : undefined;
    let cart: StoredCart;
    if (anonymous) {
      if (body.cartReference && !stored) return fail(404, 'cart_not_found', 'The cart was not found.');
      cart = stored ?? newCart(null, slug);
    } else {
      cart = customerCart(slug);
      // Signing in hands the anonymous partner cart over.
      if (stored && stored.customerId === null) {
        if (stored.items.length > 0) cart.items = stored.items;
        carts.delete(stored.ref);
      }
    }
    if (body.cartItem) {
      const item = toItem(body.cartItem);
      if (!('id' in item)) return item;
      cart.items = [item];
    }
    return ok(view(cart));
  }

  /** The pre-cart recommendations: the next draw of every offer whose lottery is not in the last-changed cart. */
  function placement(): Reply {
    const inCart = new Set([...carts.values()].flatMap((c) => c.items.map((i) => i.lotteryKey)));
    const draws = offers
      .filter((o) => (o.type === 'lottery_ticket' || o.type === 'raffle_ticket') && !inCart.has(o.lotteryKey))
      .flatMap((o) => {
        const draw = allDraws.find((d) => d.drawId === o.draws[0]);
        return draw ? [{ productOfferKey: o.key, name: o.name, url: o.url, lotteryKey: o.lotteryKey, draw }] : [];
      })
      .slice(0, 3);
    return draws.length > 0 ? ok([{ key: 'pre_cart_recommended_draws', config: { productType: 'lottery_ticket' }, draws }]) : { status: 204, body: null };
  }

  /** Sandbox PayPal deposits by id: approved by `approvePayPal` (the stand-in for PayPal's page). */
  const payPalDeposits = new Map<string, { amount: number; partnerSlug: string | null; returnUrl: string | null; status: 'pending' | 'approved' | 'completed' | 'cancelled'; checkoutId: string | null }>();

  function payPalView(id: string): unknown {
    const deposit = payPalDeposits.get(id)!;
    return { depositId: id, kind: 'paypal', status: deposit.status, amount: aud(deposit.amount), checkoutId: deposit.checkoutId, approvalUrl: `${DEMO_ORIGIN}/sandbox/paypal/approve/${id}` };
  }

  function payPal(method: string, path: string, body: any): Reply | null {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/funds/pl/sandbox/deposit') {
      const partnerSlug: string | null = body?.partnerSlug ?? null;
      if (customerCart(partnerSlug).items.length === 0) {
        return partnerSlug ? fail(422, 'partner_cart_empty', 'Attempted to purchase an empty partner cart') : fail(422, 'cart_empty', 'Your cart is empty.');
      }
      const id = nextId('dep');
      payPalDeposits.set(id, { amount: body?.amount?.amount ?? 0, partnerSlug, returnUrl: body?.returnUrl ?? null, status: 'pending', checkoutId: null });
      return { status: 202, body: { result: payPalView(id), messages: [{ code: 'deposit_pending', level: 'info', message: 'Waiting for the payment to be confirmed.' }] } };
    }
    if ((m = path.match(/^\/deposits\/([^/]+)\/(complete|cancel)$/)) && method === 'POST') {
      const id = m[1] ?? '';
      const deposit = payPalDeposits.get(id);
      if (!deposit) return fail(404, 'deposit_not_found', 'The deposit was not found.');
      if (m[2] === 'cancel') {
        if (deposit.status === 'pending') deposit.status = 'cancelled';
        return ok(payPalView(id));
      }
      if (deposit.checkoutId) return ok(receipts.get(deposit.checkoutId));
      if (deposit.status !== 'approved') return fail(409, 'deposit_not_approved', 'This deposit has not been approved.');
      const account = signedInEmail ? accounts.get(signedInEmail) : undefined;
      if (account) account.balance += deposit.amount;
      deposit.status = 'completed';
      const bought = buy(customerCart(deposit.partnerSlug), null, 0);
      deposit.checkoutId = (bought.body as { result: Receipt | null }).result?.checkoutId ?? null;
      return bought;
    }
    return null;
  }

  function route(method: string, path: string, body: any, authorised: boolean, query: URLSearchParams): Reply {
    const needAuth = () =>
      authorised ? null : fail(401, 'unauthorised', 'Sorry, looks like we had some trouble verifying your login details. Please try again.');
    let m: RegExpMatchArray | null;
    if (method === 'GET' && path === '/config') return ok({ ...demoConfig, precartDrawer: options.precartDrawer ?? demoConfig.precartDrawer });
    if (method === 'GET' && path === '/placement') return placement();
    if (method === 'GET' && path === '/capabilities') return ok(demoCapabilities);
    if (method === 'GET' && /^\/pricing\/[^/]+\/product_offers$/.test(path)) {
      // `?keys=`: only those offers and their draws, as the shop answers a partner widget.
      const keys = query.get('keys')?.split(',');
      const listed = keys ? offers.filter((o) => keys.includes(o.key)) : offers;
      const drawIds = new Set(listed.flatMap((o) => o.draws));
      return ok(
        { offers: listed, orderedKeys: listed.map((o) => o.key), rankings: {}, restrictions: {} },
        { entities: { draws: Object.fromEntries(allDraws.filter((d) => !keys || drawIds.has(d.drawId)).map((d) => [d.drawId, d])) } },
      );
    }
    if (method === 'GET' && path === '/causes') return ok(demoCauses);
    if ((m = path.match(/^\/causes\/([^/]+)$/)) && method === 'GET') {
      const cause = demoCauses.find((c) => c.key === m?.[1]);
      return cause ? ok(cause) : fail(404, 'not_found', 'This cause was not found.');
    }
    if ((m = path.match(/^\/draw\/details\/([^/]+)\/(\d+)\/prizes$/)) && method === 'GET') {
      return ok({ productOfferKey: m[1], drawNo: Number(m[2]), kind: 'raffle', divisions: [], prizes: demoRafflePrizes(m[1] ?? '') });
    }
    if (method === 'POST' && path === '/anon-cart') return ok(view(newCart(null, null)));
    if ((m = path.match(/^\/anon-cart\/([^/]+)$/)) && method === 'GET') {
      const cart = carts.get(m[1] ?? '');
      return cart ? ok(view(cart)) : fail(404, 'cart_not_found', 'The cart was not found.');
    }
    if ((m = path.match(/^\/anon-cart\/([^/]+)\/items(?:\/([^/]+))?$/))) {
      const cart = carts.get(m[1] ?? '');
      if (!cart) return fail(404, 'cart_not_found', 'The cart was not found.');
      return changeItems(cart, method, m[2], body);
    }
    if ((m = path.match(/^\/anon-cart\/([^/]+)\/promotion$/)) && method === 'POST') {
      const cart = carts.get(m[1] ?? '');
      if (!cart) return fail(404, 'cart_not_found', 'The cart was not found.');
      return applyPromotion(cart, body);
    }
    if ((m = path.match(/^\/anon-cart\/([^/]+)\/convert$/)) && method === 'POST') {
      const anon = carts.get(m[1] ?? '');
      const mine = customerCart();
      if (anon) {
        mine.items.push(...anon.items);
        carts.delete(anon.ref);
      }
      return ok(view(mine));
    }
    if (method === 'POST' && path === '/login') {
      const account = accounts.get(String(body?.email ?? '').toLowerCase());
      if (!account || account.password !== body?.password) return fail(401, 'invalid_credentials', 'The email or password is incorrect.');
      return signIn(String(body.email).toLowerCase());
    }
    if (method === 'POST' && path === '/signup') {
      const email = String(body?.email ?? '').toLowerCase();
      if (accounts.has(email)) return fail(409, 'email_taken', 'An account with this email address already exists.', 'email');
      accounts.set(email, { password: String(body?.password ?? ''), balance: 0 });
      return signIn(email);
    }
    if (method === 'POST' && path === '/refresh') return ok({ accessToken: `demo-access-${++counter}`, refreshToken: `demo-refresh-${counter}`, expiresIn: 900 });
    if (method === 'GET' && path === '/logout') {
      signedInEmail = null;
      return { status: 204, body: undefined };
    }
    if (method === 'GET' && path === '/partners/demo-partner') return ok(demoPartner);
    if (method === 'GET' && path === '/partners/hospice-care') return ok(demoHospicePartner);
    if (method === 'GET' && path.startsWith('/partners/')) return fail(404, 'partner_not_found', 'This partner was not found.');
    if ((m = path.match(/^\/anon-cart\/partner\/([^/]+)$/)) && method === 'POST') return partnerCartFor(m[1] ?? '', body ?? {}, true);

    // Everything below needs a signed-in customer.
    const denied = needAuth();
    if (denied) return denied;
    const account = accounts.get(signedInEmail ?? '');
    if (method === 'GET' && path === '/customer') return ok({ ...demoCustomer(account?.balance ?? 0, signedInEmail ?? DEMO_EMAIL), favouriteNumbers });
    if (method === 'PUT' && path === '/favourite-numbers') {
      const replaced = Object.keys(favouriteNumbers).length > 0;
      favouriteNumbers = body?.favouriteNumbers ?? {};
      return ok({ favouriteNumbers, replaced });
    }
    if (method === 'GET' && path === '/payment_methods') return ok(demoPaymentMethods(account?.balance ?? 0));
    const payPalReply = payPal(method, path, body);
    if (payPalReply) return payPalReply;
    if ((m = path.match(/^\/cart\/items(?:\/([^/]+))?$/))) {
      const cart = customerCart();
      return method === 'GET' ? ok(view(cart)) : changeItems(cart, method, m[1], body);
    }
    if (method === 'POST' && path === '/cart/promotion') return applyPromotion(customerCart(), body);
    if (method === 'POST' && path === '/cart/purchase') return buy(customerCart(), null, 0);
    if (method === 'POST' && path === '/deposit_purchase') return buy(customerCart(), body?.deposit?.card ?? null, body?.deposit?.amount?.amount ?? 0);
    if ((m = path.match(/^\/cart\/partner\/([^/]+)\/purchase$/)) && method === 'POST') {
      const cart = customerCart(m[1] ?? '');
      const bought = buy(cart, body?.deposit?.card ?? null, body?.deposit?.amount?.amount ?? 0);
      // "The response result is the purchase id" (shop-specialised §7): the receipt is fetched after.
      const receipt = (bought.body as { result: Receipt | null }).result;
      return receipt ? ok(receipt.checkoutId) : bought;
    }
    if ((m = path.match(/^\/cart\/partner\/([^/]+)$/)) && method === 'POST') return partnerCartFor(m[1] ?? '', body ?? {}, false);
    if ((m = path.match(/^\/checkout\/([^/]+)$/)) && method === 'GET') {
      const receipt = receipts.get(m[1] ?? '');
      return receipt ? ok(receipt) : fail(404, 'checkout_not_found', 'This receipt was not found.');
    }
    return fail(404, 'not_found', 'Something went wrong.');
  }

  function applyPromotion(cart: StoredCart, body: { promotionCode?: string } | undefined): Reply {
    const code = String(body?.promotionCode ?? '').trim().toUpperCase();
    const judged = demoDiscount(code, cart.items.reduce((sum, i) => sum + i.totalPrice.amount, 0));
    if (typeof judged === 'string') return fail(422, 'promotion_not_added', judged, 'promotion_code');
    cart.promotion = { id: nextId('promo'), code };
    return ok(view(cart));
  }

  function changeItems(cart: StoredCart, method: string, id: string | undefined, body: unknown): Reply {
    if (method === 'DELETE' && id && cart.promotion?.id === id) {
      cart.promotion = undefined;
      return ok(view(cart));
    }
    if (method === 'POST' && !id) {
      const item = toItem(body as AddCartItemRequest);
      if (!('id' in item)) return item;
      cart.items.push(item);
      return ok(view(cart));
    }
    if (method === 'DELETE' && id) {
      if (!cart.items.some((i) => i.id === id)) return fail(404, 'cart_item_not_found', 'The cart item was not found.');
      cart.items = cart.items.filter((i) => i.id !== id);
      return ok(view(cart));
    }
    return fail(405, 'method_not_allowed', 'This method is not allowed here.');
  }

  const authorised = (request: Request) => (request.headers.get('authorization') ?? '').startsWith('Bearer demo-access');

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    let body: unknown ;
    if (text) {
      const type = request.headers.get('content-type') ?? '';
      body = type.includes('json') ? camelKeys(JSON.parse(text)) : Object.fromEntries(new URLSearchParams(text));
    }
    const path = url.pathname === '/discover' ? '/discover' : url.pathname.replace(/^\/v2/, '');
    const recorded: DemoRequest = { method: request.method, path, query: url.searchParams, body, headers: request.headers };
    requests.push(recorded);
    await options.gate?.(recorded);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const reply =
      path === '/discover'
        ? ok({
            appId: 'demo-app',
            services: {
              main: `${DEMO_ORIGIN}/v2`,
              social: `${DEMO_ORIGIN}/social/v3`,
              membership: `${DEMO_ORIGIN}/v3`,
              membershipConfig: `${DEMO_ORIGIN}/v4`,
              cms: `${DEMO_ORIGIN}/cms`,
            },
          })
        : (membership.route(request.method, path, body, url, authorised(request) ? signedInEmail : null) ??
          route(request.method, path, body, authorised(request), recorded.query));
    return new Response(reply.status === 204 ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    /** The demo customer's wallet balance now, in cents. */
    walletCents: (email = DEMO_EMAIL) => accounts.get(email)?.balance ?? 0,
    /** What PayPal's page does on Approve or Cancel: settles the deposit and answers where the shopper returns to. */
    answerPayPal(depositId: string, outcome: 'approve' | 'cancel'): string {
      const deposit = payPalDeposits.get(depositId);
      if (deposit?.status !== 'pending') throw new Error(`No pending PayPal deposit ${depositId}`);
      deposit.status = outcome === 'approve' ? 'approved' : 'cancelled';
      const back = new URL(deposit.returnUrl ?? `${DEMO_ORIGIN}/checkout/deposit/${depositId}/${outcome === 'approve' ? 'success' : 'cancel'}`);
      if (deposit.returnUrl) {
        back.searchParams.set('drawkit_deposit', depositId);
        back.searchParams.set('drawkit_paypal', outcome === 'approve' ? 'success' : 'cancel');
      }
      return back.toString();
    },
  };
}

export type DemoServer = ReturnType<typeof createDemoServer>;
