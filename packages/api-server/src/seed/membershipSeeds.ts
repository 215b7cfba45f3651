/**
 * Daily Winners seed data, added once (marked in settings) to new and existing databases:
 * members who cannot sign in, past giveaways they entered (seeded closed, so the draw engine
 * draws their winners and pays the cash at start-up, which gives /daily-winners/winners its
 * content), an open special giveaway for Premium members and a preview, and the demo member
 * demo-member@drawkit.test (password drawkit-demo-1): a free-tier member with a $50.00 wallet,
 * whose monthly entry is locked until unlocked. demo@drawkit.test stays a non-member.
 */
import { money } from '@drawkit/contract';
import { findCustomerByEmail } from '../auth/customerQueries';
import { hashPassword } from '../auth/passwords';
import type { Clock } from '../clock';
import type { Db, DbOrTx } from '../db/Db';
import { newId, randomToken } from '../db/ids';
import { customerMemberships, customers, giveawayDraws, giveawayEntries, ledgerEntries, lotteries, productOffers, settings } from '../db/schema';
import {
  assetImages,
  type GiveawayInsert,
  giveawayId,
  periodAt,
  previousPeriod,
  type ScheduledType,
  scheduledGiveaway,
} from '../membership/giveawayCalendar';
import { ensureEntries } from '../membership/giveawayEntries';
import {
  MEMBERSHIP_GAME_OFFER,
  MEMBERSHIP_LOTTERY_KEY,
  MEMBERSHIP_OFFER_KEY,
  PREMIUM_PRICE_CENTS,
  PROGRAM,
} from '../membership/programConfig';
import { DEFAULT_SEGMENT, DEMO_CUSTOMER, PRICING_ID } from './catalogueData';

const SEEDED_KEY = 'membership_seeded_at';
const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_MEMBER_EMAIL = 'demo-member@drawkit.test';

/** Seeded members: a first name, initial and state are all the public sees of a winner. */
const MEMBERS = [
  { firstname: 'Charlotte', lastname: 'Kelly', suburb: 'Geelong', state: 'VIC', postcode: '3220', premium: true },
  { firstname: 'Liam', lastname: 'Obrien', suburb: 'Cairns', state: 'QLD', postcode: '4870', premium: false },
  { firstname: 'Amelia', lastname: 'Singh', suburb: 'Parramatta', state: 'NSW', postcode: '2150', premium: false },
  { firstname: 'Oliver', lastname: 'Rossi', suburb: 'Glenelg', state: 'SA', postcode: '5045', premium: true },
  { firstname: 'Isla', lastname: 'Walker', suburb: 'Hobart', state: 'TAS', postcode: '7000', premium: false },
  { firstname: 'Henry', lastname: 'Chen', suburb: 'Joondalup', state: 'WA', postcode: '6027', premium: false },
];

/** Past giveaways to seed: this many periods back of each type. */
const PAST_PERIODS: Record<ScheduledType, number> = { daily: 7, monthly: 2, major: 1 };

export interface MembershipSeedOptions {
  clock: Clock;
  passwordCost?: number | undefined;
  /** Add the demo member (who can sign in); on by default, off in production unless asked for. */
  demoAccounts?: boolean | undefined;
}

async function addCustomer(
  tx: DbOrTx,
  now: Date,
  values: Omit<typeof customers.$inferInsert, 'id' | 'pricingId' | 'segment' | 'createdAt' | 'country' | 'dateOfBirth'> &
    Partial<typeof customers.$inferInsert>,
  depositCents: number,
): Promise<string> {
  const id = newId();
  await tx.insert(customers).values({ country: 'AU', dateOfBirth: '1980-01-01', pricingId: PRICING_ID, segment: DEFAULT_SEGMENT, ...values, id, createdAt: now });
  await tx.insert(ledgerEntries).values({ id: newId(), customerId: id, kind: 'deposit', amountCents: money(depositCents).amount, description: 'Demo wallet deposit', createdAt: now });
  return id;
}

function pastGiveaways(now: Date): GiveawayInsert[] {
  const rows: GiveawayInsert[] = [];
  for (const type of Object.keys(PAST_PERIODS) as ScheduledType[]) {
    let period = periodAt(type, now);
    if (period.closeAt > now) period = previousPeriod(period);
    for (let i = 0; i < PAST_PERIODS[type]; i += 1) {
      rows.push({ ...scheduledGiveaway(period), state: 'DRAW_CLOSED' });
      period = previousPeriod(period);
    }
  }
  rows.push({
    id: giveawayId('special', 1),
    program: PROGRAM,
    type: 'special',
    number: 1,
    externalId: 'dw-special-1',
    title: 'Summer special: a family trip to the Gold Coast',
    description: 'Five nights on the Gold Coast for a family of four, with theme park passes and $2,000 spending money.',
    images: assetImages('special'),
    lockedContent: null,
    pill: 'Special',
    details: null,
    openAt: new Date(now.getTime() - 40 * DAY_MS),
    closeAt: new Date(now.getTime() - 10 * DAY_MS),
    state: 'DRAW_CLOSED',
    giveawayTier: 'free',
    prizes: [{ name: 'Gold Coast family holiday', valueCents: 1_200_000, cash: false }],
  });
  return rows;
}

function openSpecials(now: Date): GiveawayInsert[] {
  return [
    {
      id: giveawayId('special', 2),
      program: PROGRAM,
      type: 'special',
      number: 2,
      externalId: 'dw-special-2',
      title: 'Premium special: $25,000 home makeover',
      description: '$25,000 cash for a home makeover, drawn among Premium members.',
      images: assetImages('special'),
      lockedContent: 'This special giveaway is for Premium members. Go Premium to enter.',
      pill: 'Premium',
      details: { title: 'Membership tiers', url: '/daily-winners/membership-tiers' },
      openAt: new Date(now.getTime() - DAY_MS),
      closeAt: new Date(now.getTime() + 21 * DAY_MS),
      state: 'DRAW_OPEN',
      giveawayTier: 'premium',
      prizes: [{ name: '$25,000 cash', valueCents: 2_500_000, cash: true }],
    },
    {
      id: giveawayId('preview', 1),
      program: PROGRAM,
      type: 'preview',
      number: 1,
      externalId: 'dw-preview-1',
      title: 'Sneak peek: win a tiny home',
      description: 'A taste of our next major giveaway: a $100 cash preview draw for every member, ahead of a tiny home next quarter.',
      images: assetImages('preview'),
      lockedContent: null,
      pill: 'Preview',
      details: null,
      openAt: new Date(now.getTime() - DAY_MS),
      closeAt: new Date(now.getTime() + 14 * DAY_MS),
      state: 'DRAW_OPEN',
      giveawayTier: 'free',
      prizes: [{ name: '$100 cash', valueCents: 10_000, cash: true }],
    },
  ];
}

/**
 * The Premium membership's catalogue line and product offer (type membership): a line without a
 * draw schedule (no draw days, so the draw engine never makes draws for it) and one "game" whose
 * price is a month of Premium.
 */
async function seedMembershipOffer(tx: DbOrTx): Promise<void> {
  await tx
    .insert(lotteries)
    .values({ key: MEMBERSHIP_LOTTERY_KEY, kind: 'lottery', name: 'Daily Winners Premium', drawDays: 0, everyWeeks: 1, baseDrawNo: 1 })
    .onConflictDoNothing();
  const url = '/daily-winners/membership-tiers';
  await tx
    .insert(productOffers)
    .values({
      key: MEMBERSHIP_OFFER_KEY,
      lotteryKey: MEMBERSHIP_LOTTERY_KEY,
      type: 'membership',
      name: 'Daily Winners Premium',
      url,
      urlAliases: [{ subvariant: 'default', url }],
      availability: 'available',
      suspended: false,
      displayCategory: 'membership',
      description: 'Guaranteed entries in every Daily Winners giveaway, including Premium-only specials. $5.00 a month.',
      ranking: 1000,
      gameTypes: [
        {
          key: 'standard',
          name: 'Monthly membership',
          urlSuffix: null,
          gameOffers: [
            {
              key: MEMBERSHIP_GAME_OFFER,
              name: '1 month of Premium',
              numberSets: [],
              minGames: 1,
              maxGames: 1,
              defaultEntryCount: 1,
              pricePerGame: money(PREMIUM_PRICE_CENTS),
              prices: [],
            },
          ],
        },
      ],
      causes: [],
      recurringPurchase: { type: 'subscription', availability: 'never' },
      branding: { primaryColour: '#5b2a86', secondaryColour: '#ffd166' },
    })
    .onConflictDoNothing();
}

export async function ensureMembershipSeeds(db: Db, options: MembershipSeedOptions): Promise<boolean> {
  const now = options.clock.now();
  const memberPassword =
    options.demoAccounts === false || (await findCustomerByEmail(db, DEMO_MEMBER_EMAIL)) ? null : await hashPassword(DEMO_CUSTOMER.password, options.passwordCost);
  return db.transaction(async (tx) => {
    const marked = await tx.insert(settings).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing().returning();
    if (marked.length === 0) return false;
    await seedMembershipOffer(tx);
    const past = pastGiveaways(now);
    await tx.insert(giveawayDraws).values([...past, ...openSpecials(now)]).onConflictDoNothing();
    for (const [i, member] of MEMBERS.entries()) {
      const { premium, ...details } = member;
      const id = await addCustomer(
        tx,
        now,
        {
          ...details,
          email: `${member.firstname.toLowerCase()}.member@drawkit.test`,
          // No one can sign in as a seeded member: the hash matches no password.
          passwordHash: `disabled:${randomToken(16)}`,
          address: `${i + 10} Member Street`,
        },
        2000,
      );
      await tx.insert(customerMemberships).values({
        id: newId(),
        customerId: id,
        program: PROGRAM,
        status: 'member',
        tier: premium ? 'premium' : 'free',
        premiumUntil: premium ? new Date(now.getTime() + 30 * DAY_MS) : null,
        createdAt: new Date(now.getTime() - 120 * DAY_MS),
        updatedAt: new Date(now.getTime() - 120 * DAY_MS),
      });
      // Entries in the past giveaways: guaranteed dailies; monthly and major ones unlocked by
      // Premium members and every other free member (the rest left theirs locked).
      await tx.insert(giveawayEntries).values(
        past.map((g): typeof giveawayEntries.$inferInsert => ({
          id: newId(),
          drawId: g.id,
          customerId: id,
          status: g.type === 'monthly' || g.type === 'major' ? (premium ? 'guaranteed' : i % 2 === 0 ? 'unlocked' : 'locked') : 'guaranteed',
          createdAt: g.openAt,
          updatedAt: g.openAt,
        })),
      );
    }
    if (memberPassword) {
      const { password: _password, walletCents, email: _email, ...details } = DEMO_CUSTOMER;
      const id = await addCustomer(tx, now, { ...details, email: DEMO_MEMBER_EMAIL, firstname: 'Maya', lastname: 'Member', passwordHash: memberPassword }, walletCents);
      await tx.insert(customerMemberships).values({ id: newId(), customerId: id, program: PROGRAM, status: 'member', tier: 'free', createdAt: now, updatedAt: now });
    }
    // Members' entries in the open specials and preview; the engine adds the scheduled giveaways' ones.
    await ensureEntries(tx, now);
    return true;
  });
}
